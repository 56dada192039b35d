import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Calificacion } from '@shared/api';
import { calificacionesApi } from '../../../../src/renderer/features/calificaciones/api';
import { TablaCalificaciones } from '../../../../src/renderer/features/calificaciones/components/TablaCalificaciones';
import {
  ESTADO_INICIAL,
  TAMANO_PAGINA,
  consultaDe,
  filtrar,
  ordenar,
  totalPaginas,
} from '../../../../src/renderer/features/calificaciones/listado';
import { recursos } from '../../../../src/renderer/i18n';
import { USUARIO } from '../auth/servidorDePrueba';
import { html, iniciarServidor, montarStore, texto } from '../certificados/apoyo';

/** 21 Nov 2026 09:05:07 local time: shown 21/11/26 09:05:07 in any time zone. */
const CUANDO = new Date(2026, 10, 21, 9, 5, 7).toISOString();

function calificacion(cambios: Partial<Calificacion> = {}): Calificacion {
  return {
    _id: 'g1',
    titulo: 'EV-ALF01',
    timestamp: CUANDO,
    puntajeEstudiante: 90,
    puntajeRequerido: 80,
    codigo: 'A',
    calificacionTexto: 'Aprobada',
    evaluacion: { _id: 'e1', codigo: 'EV-ALF01', nombre: 'Evaluación final' },
    curso: { _id: 'c1', codigo: 'ALF01', nombre: 'Alfabetización digital' },
    estudiante: { _id: 'u1', nombre: 'Ana', apellidos: 'Pérez', email: 'ana@example.com' },
    intentoId: 'i1',
    ...cambios,
  };
}

const tabla = (props: Partial<Parameters<typeof TablaCalificaciones>[0]> = {}) =>
  html(
    <TablaCalificaciones
      calificaciones={[
        calificacion(),
        calificacion({
          _id: 'g2',
          puntajeEstudiante: 60,
          codigo: 'NA',
          calificacionTexto: 'No aprobada',
        }),
      ]}
      pagina={1}
      todos={false}
      orden={ESTADO_INICIAL.orden}
      onOrdenar={() => undefined}
      vacio="nada"
      {...props}
    />,
  );

describe('grades table (spec 2, Grades list)', () => {
  it('shows the columns of the spec and the date as DD/MM/YY HH:mm:ss', () => {
    const t = texto(tabla());
    expect(t).toContain(
      '# Título Fecha Puntaje del estudiante Puntaje requerido Código Calificación',
    );
    expect(t).toContain('1 EV-ALF01 21/11/26 09:05:07 90 80 A Aprobada');
    expect(t).toContain('2 EV-ALF01 21/11/26 09:05:07 60 80 NA No aprobada');
    expect(t).not.toContain('Aprendiz');
  });

  it('numbers rows across pages and adds the learner column when it shows everyone', () => {
    const t = texto(tabla({ pagina: 3, todos: true }));
    expect(t).toContain('# Aprendiz Título Fecha');
    expect(t).toContain(`${2 * TAMANO_PAGINA + 1} Ana Pérez EV-ALF01`);
  });

  it('marks the sorted header with aria-sort, and only that one', () => {
    /** Header cells whose aria-sort is not "none", with its value. */
    const ordenados = (marcado: string) =>
      [...marcado.matchAll(/<th[^>]*aria-sort="(\w+)"[^>]*>(.*?)<\/th>/g)]
        .filter(([, direccion]) => direccion !== 'none')
        .map(([, direccion = '', celda = '']) => `${texto(celda)}:${direccion}`);
    expect(ordenados(tabla({ orden: { por: 'puntajeEstudiante', direccion: 'asc' } }))).toEqual([
      'Puntaje del estudiante:ascending',
    ]);
    expect(ordenados(tabla())).toEqual(['Fecha:descending']);
    // '#' does not sort: no aria-sort at all on it.
    const almohadilla = [...tabla().matchAll(/<th([^>]*)>(.*?)<\/th>/g)].find(
      ([, , celda = '']) => texto(celda) === '#',
    );
    expect(almohadilla?.[1]).toBeDefined();
    expect(almohadilla?.[1]).not.toContain('aria-sort');
  });

  it('says so when there are no grades', () => {
    expect(texto(tabla({ calificaciones: [], vacio: 'Aún no hay calificaciones.' }))).toContain(
      'Aún no hay calificaciones.',
    );
    expect(recursos.es.translation.calificaciones.errores.cargar).toBe(
      'Error cargando calificaciones',
    );
    expect(recursos.es.translation.calificaciones.saludo).toBe('Hola, {{nombre}}');
  });
});

describe('grades list state (spec 9: server paging and sorting)', () => {
  it('a header click flips the same column, another starts ascending, both back to page 1', () => {
    const enPagina3 = { ...ESTADO_INICIAL, pagina: 3 };
    const mismo = ordenar(enPagina3, 'timestamp');
    expect(mismo.orden).toEqual({ por: 'timestamp', direccion: 'asc' });
    expect(mismo.pagina).toBe(1);
    expect(ordenar(mismo, 'timestamp').orden.direccion).toBe('desc');
    expect(ordenar(enPagina3, 'codigo').orden).toEqual({ por: 'codigo', direccion: 'asc' });
  });

  it('filters go in the body only when set, and restart at page 1', () => {
    expect(consultaDe(ESTADO_INICIAL)).toEqual({
      pagina: 1,
      tamano: 20,
      orden: 'timestamp',
      direccion: 'desc',
    });
    const filtrado = filtrar({ ...ESTADO_INICIAL, pagina: 4 }, { estudiante: 'u9', curso: 'c2' });
    expect(consultaDe(filtrado)).toMatchObject({ pagina: 1, estudiante: 'u9', curso: 'c2' });
    expect(totalPaginas(0)).toBe(1);
    expect(totalPaginas(41)).toBe(3);
  });
});

describe('grades API (spec 7, Grades)', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  beforeAll(async () => {
    servidor = await iniciarServidor();
  });
  afterAll(() => servidor.cerrar());
  beforeEach(() => {
    servidor.recibidas.length = 0;
  });

  it('sends the sort and the page the screen holds, and reads the page back', async () => {
    servidor.responder('POST /api/calificaciones/listar', {
      status: 200,
      body: { ok: true, data: [calificacion()], total: 41, todos: false },
    });
    const store = montarStore(servidor.url, USUARIO);
    const estado = { ...ordenar(ESTADO_INICIAL, 'puntajeEstudiante'), pagina: 2 };
    const r = await store.dispatch(
      calificacionesApi.endpoints.listarCalificaciones.initiate(consultaDe(estado)),
    );
    expect(servidor.recibidas[0]?.body).toEqual({
      pagina: 2,
      tamano: 20,
      orden: 'puntajeEstudiante',
      direccion: 'asc',
    });
    expect(servidor.recibidas[0]?.authorization).toBe('Bearer tok-1');
    expect(r.data?.total).toBe(41);
    expect(r.data?.data[0]?.calificacionTexto).toBe('Aprobada');
  });
});
