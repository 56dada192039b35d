import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReporteInforme } from '@shared/api';
import { informesApi } from '../../../../src/renderer/features/informes/api';
import { ControlesInforme } from '../../../../src/renderer/features/informes/components/ControlesInforme';
import { GraficaCentros } from '../../../../src/renderer/features/informes/components/GraficaCentros';
import { TablaCentros } from '../../../../src/renderer/features/informes/components/TablaCentros';
import {
  DURACION_CONTADOR_MS,
  diaDeTexto,
  duracion,
  textoDeDia,
  valorContador,
} from '../../../../src/renderer/features/informes/informes';
import { cadenasCalendario } from '../../../../src/renderer/features/informes/useCadenasCalendario';
import { es } from '../../../../src/renderer/i18n/locales/es';
import { USUARIO } from '../auth/servidorDePrueba';
import { iniciarServidor, montarStore } from '../certificados/apoyo';
import { renderizar, texto, textos } from '../evaluaciones/render';

const REPORTE: ReporteInforme = {
  ok: true,
  desde: '2026-11-01',
  hasta: '2026-11-25',
  zonaHoraria: 'America/Bogota',
  alcance: 'todos',
  total: {
    horasGrabacion: 0.1,
    segundosEstudio: 370,
    cursos: 2,
    llamadas: 3,
    registrados: 4,
    leccionesCompletadas: 3,
    cursosCompletados: 2,
    aprobados: 1,
    certificados: 1,
  },
  grafica: [
    {
      centro: 'Biblioteca de Mompox',
      municipio: 'Mompox',
      segundosEstudio: 190,
      horas: 0.05,
      llamadas: 2,
      leccionesCompletadas: 2,
      cursosCompletados: 1,
    },
    {
      centro: 'Casa de la Cultura de Achí',
      municipio: 'Achí',
      segundosEstudio: 180,
      horas: 0.05,
      llamadas: 1,
      leccionesCompletadas: 1,
      cursosCompletados: 1,
    },
  ],
};

describe('reports: pure rules of the screen (issue 15)', () => {
  it('reads DD/MM/YYYY as a day and writes it back', () => {
    expect(diaDeTexto('05/11/2026')).toBe('2026-11-05');
    expect(diaDeTexto(' 5/11/2026 ')).toBe('2026-11-05');
    expect(diaDeTexto('05/11/26')).toBe('2026-11-05');
    expect(diaDeTexto('31/02/2026')).toBeNull();
    expect(diaDeTexto('2026-11-05')).toBeNull();
    expect(diaDeTexto('hoy')).toBeNull();
    expect(textoDeDia('2026-11-05')).toBe('05/11/2026');
    expect(textoDeDia('')).toBe('');
  });

  it('durations as HH:MM:SS', () => {
    expect(duracion(0)).toBe('00:00:00');
    expect(duracion(190)).toBe('00:03:10');
    expect(duracion(360_061)).toBe('100:01:01');
  });

  it('counters count up over two seconds and land exactly on the figure', () => {
    expect(DURACION_CONTADOR_MS).toBe(2000);
    expect(valorContador(1000, 0)).toBe(0);
    const mitad = valorContador(1000, 1000);
    expect(mitad).toBeGreaterThan(500);
    expect(mitad).toBeLessThan(1000);
    expect(Number.isInteger(mitad)).toBe(true);
    expect(valorContador(1000, 1999)).toBeLessThanOrEqual(1000);
    expect(valorContador(1000, 2000)).toBe(1000);
    expect(valorContador(0.1, 2500, 2)).toBe(0.1);
    expect(valorContador(12.34, 1000, 2) * 100).toBeCloseTo(
      Math.round(valorContador(12.34, 1000, 2) * 100),
    );
  });
});

describe('reports: what the screen shows', () => {
  it('the table beside the chart lists every centre and the total', () => {
    const html = renderizar(<TablaCentros filas={REPORTE.grafica} total={REPORTE.total} />);
    expect(html).toContain('aria-label="Actividad por centro"');
    expect(textos(html, 'th')).toEqual([
      'Centro',
      'Municipio',
      'Tiempo de estudio',
      'Horas',
      'Vistas',
      'Lecciones completadas',
      'Cursos completados',
    ]);
    const filas = textos(html, 'tr').slice(1);
    expect(filas).toEqual([
      'Biblioteca de Mompox Mompox 00:03:10 0,05 2 2 1',
      'Casa de la Cultura de Achí Achí 00:03:00 0,05 1 1 1',
      'Total 00:06:10 0,10 3 3 2',
    ]);
  });

  it('the chart is an image described by the table, or says there was no activity', () => {
    const html = renderizar(<GraficaCentros filas={REPORTE.grafica} />);
    expect(texto(html)).toContain('Actividad por centro');
    expect(html).toContain(
      'role="img" aria-label="Vistas de lecciones y horas de estudio por centro (punto)."',
    );
    const vacia = renderizar(<GraficaCentros filas={[]} />);
    expect(texto(vacia)).toBe('Actividad por centro No hubo actividad en este periodo.');
  });

  it("the controls: 'Este Mes', 'Esta Semana', 'Hoy', the two pickers and 'Generar'", () => {
    const nada = () => undefined;
    const html = renderizar(
      <ControlesInforme
        rango={{ desde: '2026-11-01', hasta: '2026-11-25' }}
        onRango={nada}
        onGenerar={nada}
      />,
    );
    expect(textos(html, 'button').filter((b) => b !== '')).toEqual([
      'Este Mes',
      'Esta Semana',
      'Hoy',
      'Generar',
    ]);
    expect(texto(html)).toContain('Desde');
    expect(texto(html)).toContain('Registrados hasta');
    expect(html).toContain('value="01/11/2026"');
    expect(html).toContain('value="25/11/2026"');
    // Fluent's date picker: a combobox that opens its calendar.
    expect(html).toContain('role="combobox"');
    // An inverted range cannot be generated and says why.
    const mal = renderizar(
      <ControlesInforme
        rango={{ desde: '2026-11-25', hasta: '2026-11-01' }}
        onRango={nada}
        onGenerar={nada}
      />,
    );
    expect(texto(mal)).toContain('no puede ser posterior');
    expect(mal).toMatch(/<button[^>]*disabled[^>]*>Generar<\/button>/);
  });

  it('the date picker speaks Spanish', () => {
    const textos = es.informes;
    const c = cadenasCalendario('es', textos);
    expect(c.months.slice(0, 3)).toEqual(['enero', 'febrero', 'marzo']);
    expect(c.months[10]).toBe('noviembre');
    // DateGridStrings list days from Sunday; the picker starts its weeks on Monday.
    expect(c.days).toEqual([
      'domingo',
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
    ]);
    expect(c.shortDays).toEqual(['do', 'lu', 'ma', 'mi', 'ju', 'vi', 'sá']);
    expect(c).toMatchObject({
      goToToday: 'Ir a hoy',
      prevMonthAriaLabel: 'Mes anterior',
      nextMonthAriaLabel: 'Mes siguiente',
      closeButtonAriaLabel: 'Cerrar el calendario',
    });
  });
});

describe('reports: the query posts the range to reporte', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  beforeAll(async () => {
    servidor = await iniciarServidor();
  });
  afterAll(() => servidor.cerrar());

  it('POST /api/informes/informes/reporte with the token and the days', async () => {
    servidor.responder('POST /api/informes/informes/reporte', { status: 200, body: REPORTE });
    const store = montarStore(servidor.url, USUARIO);
    const r = await store.dispatch(
      informesApi.endpoints.reporteInforme.initiate({ desde: '2026-11-01', hasta: '2026-11-25' }),
    );
    expect(r.data).toEqual(REPORTE);
    expect(servidor.recibidas.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/informes/informes/reporte',
      authorization: 'Bearer tok-1',
      body: { desde: '2026-11-01', hasta: '2026-11-25' },
    });
  });

  it('a bad range surfaces the server’s Spanish message', async () => {
    const error = 'La fecha "Desde" no puede ser posterior a "Registrados hasta".';
    servidor.responder('POST /api/informes/informes/reporte', {
      status: 400,
      body: { ok: false, code: 'VALIDACION', error },
    });
    const store = montarStore(servidor.url, USUARIO);
    const r = await store.dispatch(
      informesApi.endpoints.reporteInforme.initiate({ desde: '2026-11-25', hasta: '2026-11-01' }),
    );
    expect(r.error).toMatchObject({ status: 400, data: { error } });
  });
});
