import { Provider } from 'react-redux';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISOS_TODOS } from '@shared/domain/permisos';
import { BotonMonitor } from '../../../../src/renderer/features/monitor';
import type { FilaMonitor, ResumenMonitor as Resumen } from '@shared/api/monitor';
import { monitorApi } from '../../../../src/renderer/features/monitor/api';
import {
  PreguntasDificiles,
  ResumenMonitor,
} from '../../../../src/renderer/features/monitor/components/ResumenMonitor';
import { TablaMonitor } from '../../../../src/renderer/features/monitor/components/TablaMonitor';
import { TableroExterno } from '../../../../src/renderer/features/monitor/components/TableroExterno';
import {
  FILTROS_INICIALES,
  conFiltro,
  consultaDe,
  direccionColumna,
  fechaMonitor,
  filtroDe,
  ordenarPor,
  textoEstado,
  textoMediana,
} from '../../../../src/renderer/features/monitor/presentacion';
import { USUARIO } from '../auth/servidorDePrueba';
import { html, iniciarServidor, montarStore, texto } from '../certificados/apoyo';

/** 21 Nov 2026 09:05:07 local time: shown 21/11/26 09:05:07 in any time zone. */
const CUANDO = new Date(2026, 10, 21, 9, 5, 7).toISOString();

function fila(cambios: Partial<FilaMonitor> = {}): FilaMonitor {
  return {
    _id: 'u1',
    nombre: 'Ana',
    apellidos: 'Álvarez',
    email: 'ana@prueba.co',
    centro: 'Biblioteca Pública Municipal de Achí',
    municipio: 'Achí',
    progreso: 50,
    leccionActual: { _id: 'l2', nombre: '1.2 Segunda' },
    ultimaActividad: CUANDO,
    diasSinActividad: 3,
    estado: 'noAprobada',
    intentos: 2,
    puntaje: 60,
    certificado: null,
    ...cambios,
  };
}

const RESUMEN: Resumen = {
  curso: { _id: 'c1', codigo: 'ALF01', nombre: 'Alfabetización digital' },
  aprendices: 3,
  porcentajeIniciado: 67,
  porcentajeCompletado: 33,
  porcentajeAprobado: 33,
  medianaDiasCompletar: 2.5,
  preguntasDificiles: [
    {
      evaluacion: 'Final',
      descripcion: '¿Qué es un navegador?',
      presentada: 4,
      falladas: 3,
      porcentajeFallo: 75,
    },
  ],
  centros: ['Biblioteca Pública Municipal de Achí'],
  tableroUrl: null,
};

describe('monitor: what the screen makes of the figures', () => {
  it('clicking a header sorts by it, again flips it; inactivity starts with the worst', () => {
    const porProgreso = ordenarPor({ ...FILTROS_INICIALES, pagina: 4 }, 'progreso');
    expect(porProgreso).toMatchObject({ orden: 'progreso', direccion: 'asc', pagina: 1 });
    expect(ordenarPor(porProgreso, 'progreso').direccion).toBe('desc');
    expect(ordenarPor(FILTROS_INICIALES, 'diasSinActividad').direccion).toBe('desc');
    expect(direccionColumna(porProgreso, 'progreso')).toBe('ascending');
    expect(direccionColumna(porProgreso, 'nombre')).toBeUndefined();
  });

  it('a filter goes back to page 1; the export sends the filters without paging', () => {
    const f = conFiltro(
      { ...FILTROS_INICIALES, pagina: 3 },
      { estado: 'aprobada', busqueda: ' jose ' },
    );
    expect(f.pagina).toBe(1);
    expect(filtroDe(f)).toEqual({
      busqueda: 'jose',
      centro: '',
      estado: 'aprobada',
      inactivos: false,
      orden: 'nombre',
      direccion: 'asc',
    });
    expect(filtroDe(FILTROS_INICIALES)).not.toHaveProperty('estado');
    expect(consultaDe({ ...f, pagina: 2 })).toMatchObject({ pagina: 2, tamano: 20 });
  });

  it('states, dates and the median in Spanish', () => {
    expect(textoEstado(fila())).toEqual({
      clave: 'monitor.estado.noAprobadaCon',
      valores: { intentos: 2 },
    });
    expect(textoEstado(fila({ estado: 'aprobada', puntaje: 90 })).valores).toEqual({ puntaje: 90 });
    expect(textoEstado(fila({ estado: 'sinPresentar' })).clave).toBe('monitor.estado.sinPresentar');
    expect(fechaMonitor(CUANDO)).toBe('21/11/26 09:05:07');
    expect(fechaMonitor(null)).toBe('—');
    expect(textoMediana(2.5)).toBe('2,5');
    expect(textoMediana(null)).toBe('—');
  });

  it('the table: one row per learner with every column, the sorted header marked', () => {
    const marcado = html(
      <TablaMonitor
        filas={[
          fila(),
          fila({
            _id: 'u2',
            nombre: 'José',
            apellidos: 'Ñúñez',
            progreso: 100,
            leccionActual: null,
            ultimaActividad: null,
            diasSinActividad: 10,
            estado: 'aprobada',
            puntaje: 100,
            certificado: { numero: 7, emitidoEn: CUANDO },
          }),
        ]}
        filtros={{ ...FILTROS_INICIALES, orden: 'progreso', direccion: 'desc' }}
        onFiltros={() => undefined}
        onVer={() => undefined}
      />,
    );
    const t = texto(marcado);
    expect(t).toContain(
      'Aprendiz Centro Municipio Progreso Lección actual Última actividad Días sin actividad Evaluación Certificado',
    );
    expect(t).toContain(
      'Ana Álvarez Biblioteca Pública Municipal de Achí Achí 50 % 1.2 Segunda 21/11/26 09:05:07 3 No aprobada (2 intentos) No',
    );
    expect(t).toContain(
      'José Ñúñez Biblioteca Pública Municipal de Achí Achí 100 % — Nunca 10 Aprobada (100) N.º 7',
    );
    expect(marcado).toMatch(/aria-sort="descending"[^>]*>.*?Progreso/);
    expect(marcado).toContain('aria-label="Ver el detalle de Ana Álvarez"');
  });

  it('an empty page says so', () => {
    const t = texto(
      html(
        <TablaMonitor
          filas={[]}
          filtros={FILTROS_INICIALES}
          onFiltros={() => undefined}
          onVer={() => undefined}
        />,
      ),
    );
    expect(t).toContain('Ningún aprendiz coincide con los filtros.');
  });

  it('the summary cards and the most missed questions', () => {
    const t = texto(html(<ResumenMonitor resumen={RESUMEN} />));
    expect(t).toBe(
      'Aprendices 3 Iniciaron 67 % Completaron 33 % Aprobaron 33 % Mediana de días para completar 2,5',
    );
    const p = texto(html(<PreguntasDificiles preguntas={RESUMEN.preguntasDificiles} />));
    expect(p).toBe('Preguntas más falladas ¿Qué es un navegador? 75 % incorrectas (3 de 4)');
    expect(texto(html(<PreguntasDificiles preguntas={[]} />))).toContain(
      'Aún no hay respuestas incorrectas',
    );
  });
});

describe('the external dashboard tab', () => {
  it('frames the address as given, sandboxed and without referrer, with a link to open it apart', () => {
    const url = 'https://tablero.example.co/d/programa?tab=2&kiosk=1';
    const marcado = html(<TableroExterno url={url} />);
    expect(marcado).toContain(`src="${url.replace('&', '&amp;')}"`);
    expect(marcado).toContain('title="Tablero externo del programa"');
    expect(marcado).toContain('sandbox="allow-scripts allow-same-origin allow-popups allow-forms"');
    expect(marcado).toContain('referrerPolicy="no-referrer"');
    expect(texto(marcado)).toBe('Abrir en otra ventana');
    expect(marcado).toMatch(
      /<a[^>]*href="https:\/\/tablero\.example\.co[^"]*"[^>]*rel="noopener noreferrer"/,
    );
  });
});

describe("the course page's Monitor button", () => {
  const curso = { _id: 'c1', codigo: 'ALF01', nombre: 'Alfabetización digital' };
  const boton = (usuario: typeof USUARIO) =>
    texto(
      html(
        <Provider store={montarStore('http://127.0.0.1:9', usuario)}>
          <BotonMonitor curso={curso} />
        </Provider>,
      ),
    );

  it('shows to a role with informes.consultar (administrators, tutors), not to a learner', () => {
    expect(boton(USUARIO)).toBe('');
    const tutor = {
      ...USUARIO,
      rol: {
        ...USUARIO.rol,
        nombre: 'Tutor',
        permisos: PERMISOS_TODOS,
        alcance: 'misCursos' as const,
      },
    };
    expect(boton(tutor)).toBe('Monitor');
  });
});

describe('monitor endpoints', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  beforeAll(async () => {
    servidor = await iniciarServidor();
  });
  afterAll(() => servidor.cerrar());

  it("sends the table's filters, sort and page to the course's route", async () => {
    servidor.responder('POST /api/monitor/cursos/c1/aprendices', {
      status: 200,
      body: { ok: true, data: [fila()], total: 41 },
    });
    servidor.responder('GET /api/monitor/cursos/c1/resumen', {
      status: 200,
      body: { ok: true, data: RESUMEN },
    });
    const store = montarStore(servidor.url, USUARIO);
    const consulta = consultaDe(
      ordenarPor(conFiltro(FILTROS_INICIALES, { inactivos: true }), 'progreso'),
    );
    const r = await store.dispatch(
      monitorApi.endpoints.aprendicesMonitor.initiate({ cursoId: 'c1', consulta }),
    );
    expect(servidor.recibidas.at(-1)?.body).toEqual({
      busqueda: '',
      centro: '',
      inactivos: true,
      orden: 'progreso',
      direccion: 'asc',
      pagina: 1,
      tamano: 20,
    });
    expect(r.data?.total).toBe(41);
    const resumen = await store.dispatch(monitorApi.endpoints.resumenMonitor.initiate('c1'));
    expect(resumen.data?.porcentajeIniciado).toBe(67);
  });
});
