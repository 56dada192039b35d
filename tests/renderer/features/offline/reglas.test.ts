import { describe, expect, it } from 'vitest';
import { routeRequest } from '../../../../src/renderer/app/routeRequest';
import {
  agregarRespuesta,
  aplicarCalificacion,
  aplicarProgresoALecciones,
  respuestaLocal,
} from '../../../../src/renderer/features/offline/optimista';
import { crearPendiente } from '../../../../src/renderer/features/offline/pendientes';
import {
  LARGO_MAXIMO_CLAVE,
  claveCache,
  esRutaEnCache,
  esSinConexion,
  rutaDe,
} from '../../../../src/renderer/features/offline/rutas';
import { vistaSincronizacion } from '../../../../src/renderer/features/offline/vista';
import { leccion } from '../cursos/fixtures';

const UUID = '3f1e2d4c-5b6a-4789-8abc-def012345678';

describe('route of a request', () => {
  it('tries static paths before paths with params', () => {
    expect(rutaDe({ method: 'GET', url: '/api/multimedias/filtrar' })).toBe('multimedias.filtrar');
    expect(rutaDe({ method: 'GET', url: '/api/multimedias/filtrarCompleto' })).toBe(
      'multimedias.filtrarCompleto',
    );
    expect(rutaDe({ method: 'GET', url: '/api/multimedias/abc' })).toBe('multimedias.obtener');
    expect(rutaDe({ method: 'PATCH', url: '/api/multimedias/abc' })).toBe('multimedias.patch');
    expect(rutaDe({ method: 'POST', url: '/api/cursos/buscar/' })).toBe('cursos.buscar');
    expect(rutaDe({ method: 'GET', url: '/api/nada' })).toBeNull();
  });

  it('caches only what a learner studies with', () => {
    expect(esRutaEnCache('cursos.listar')).toBe(true);
    expect(esRutaEnCache('evaluaciones.listar')).toBe(true);
    expect(esRutaEnCache('usuarios.listar' as never)).toBe(false);
    expect(esRutaEnCache(null)).toBe(false);
  });
});

describe('cache keys', () => {
  it('are stable whatever the key order and leave the lesson filter dates out', () => {
    const a = claveCache('multimedias.filtrar', {
      url: '/api/multimedias/filtrar',
      method: 'GET',
      params: { cursos: 'c1', fin: 500, fechaIni: '1996-01-01T00:00:00.000Z', inicio: 0 },
    });
    const b = claveCache('multimedias.filtrar', {
      url: '/api/multimedias/filtrar',
      method: 'GET',
      params: { inicio: 0, fechaFin: '2026-11-21T10:40:00.000Z', fin: 500, cursos: 'c1' },
    });
    expect(a).toBe(b);
    expect(a).toBe(
      'multimedias.filtrar {"consulta":{"cursos":"c1","fin":500,"inicio":0},"ruta":"/api/multimedias/filtrar"}',
    );
  });

  it('tells bodies apart and shortens long keys with a hash', () => {
    const uno = claveCache('cursos.buscar', routeRequest('cursos.buscar', { body: { _id: 'a' } }));
    const otro = claveCache('cursos.buscar', routeRequest('cursos.buscar', { body: { _id: 'b' } }));
    expect(uno).not.toBe(otro);
    const largo = (n: string) =>
      claveCache('multimedias.filtrar', {
        url: '/api/multimedias/filtrar',
        method: 'GET',
        params: { nombre: `${'x'.repeat(300)}${n}` },
      });
    expect(largo('1').length).toBeLessThanOrEqual(LARGO_MAXIMO_CLAVE);
    expect(largo('1')).not.toBe(largo('2'));
    expect(largo('1')).toBe(largo('1'));
  });
});

describe('offline detection', () => {
  const falla = (status: number, code: string) => ({
    status,
    data: { ok: false as const, error: 'x', code },
  });
  it('is no answer at all, or the shell server saying the centre is unreachable', () => {
    expect(esSinConexion(falla(0, 'SIN_CONEXION'))).toBe(true);
    expect(esSinConexion(falla(503, 'NO_DISPONIBLE'))).toBe(true);
    expect(esSinConexion(falla(0, 'CANCELADA'))).toBe(false);
    expect(esSinConexion(falla(500, 'ERROR_INTERNO'))).toBe(false);
    expect(esSinConexion(falla(401, 'TOKEN_INVALIDO'))).toBe(false);
  });
});

describe('outbox items', () => {
  const ahora = new Date('2026-11-21T09:00:00.000Z');
  it('a progress report keeps its idReporte as the item id', () => {
    const cuerpo = { _id: 'u1', progreso_multimedia: { id: 'm1' }, idReporte: UUID };
    const p = crearPendiente(
      'progresos.agregar',
      { url: '/api/usuarios/agregarprogreso', method: 'POST', data: cuerpo },
      'u1',
      ahora,
    );
    expect(p).toEqual({
      id: UUID,
      usuarioId: 'u1',
      tipo: 'progreso',
      metodo: 'POST',
      ruta: '/api/usuarios/agregarprogreso',
      cuerpo,
      creadoEn: '2026-11-21T09:00:00.000Z',
    });
  });

  it('a rating and a reply get a fresh id; a view or a new topic may not wait', () => {
    const nuevo = () => UUID;
    const patch = (multimediaFields: object) =>
      crearPendiente(
        'multimedias.patch',
        { url: '/api/multimedias/m1', method: 'PATCH', data: { multimediaFields } },
        'u1',
        ahora,
        nuevo,
      );
    expect(patch({ calificacion: null })?.tipo).toBe('calificacion');
    expect(patch({ visto: true })).toBeNull();
    const comentario = (data: object) =>
      crearPendiente(
        'comentarios.crear',
        { url: '/api/comentarios', method: 'POST', data },
        'u1',
        ahora,
        nuevo,
      );
    expect(comentario({ multimedia: 'm1', parentId: 't1', texto: 'hola' })).toMatchObject({
      id: UUID,
      tipo: 'respuestaForo',
    });
    expect(comentario({ multimedia: 'm1', titulo: 'T', texto: 'x' })).toBeNull();
    expect(
      crearPendiente('cursos.listar', { url: '/api/cursos/listar', method: 'POST' }, 'u1'),
    ).toBeNull();
  });
});

describe('showing offline writes at once', () => {
  const l1 = leccion({ _id: 'm1', nombre: '1.1 A', progreso: 'iniciado', progress: 40 });
  const l2 = leccion({
    _id: 'm2',
    nombre: '1.2 B',
    bloqueo: { anterior: { _id: 'm1', nombre: '1.1 A', porcentaje: 40 } },
  });

  it('merges progress by maximum and updates the lock of the next lesson', () => {
    const [a, b] = aplicarProgresoALecciones([l1, l2], {
      id: 'm1',
      progreso: 'iniciado',
      porcentaje: 70,
    });
    expect(a).toMatchObject({ progreso: 'iniciado', progress: 70, isCompleted: false });
    expect(b?.bloqueo).toEqual({ anterior: { _id: 'm1', nombre: '1.1 A', porcentaje: 70 } });
    const [c, d] = aplicarProgresoALecciones([l1, l2], {
      id: 'm1',
      progreso: 'completado',
      porcentaje: 100,
    });
    expect(c).toMatchObject({ progreso: 'completado', progress: 100, isCompleted: true });
    expect(d?.bloqueo).toBeNull();
    const [e] = aplicarProgresoALecciones([l1], { id: 'm1', progreso: 'iniciado', porcentaje: 10 });
    expect(e?.progress).toBe(40); // never lowers
  });

  it('moves rating counts with the learner’s own mark', () => {
    const m = leccion({ calificaciones: { likes: 3, noLikes: 1, mia: 'nolike' } });
    expect(aplicarCalificacion(m, 'like').calificaciones).toEqual({
      likes: 4,
      noLikes: 0,
      mia: 'like',
    });
    expect(aplicarCalificacion(m, null).calificaciones).toEqual({
      likes: 3,
      noLikes: 0,
      mia: null,
    });
  });

  it('appends a reply under its topic once', () => {
    const tema = {
      _id: 't1',
      multimedia: 'm1',
      titulo: 'T',
      contenido: 'C',
      autor: null,
      pinned: false,
      vistas: 0,
      timestamp: '2026-11-20T10:00:00.000Z',
      respuestas: [],
      puedeEditar: false,
      puedeEliminar: false,
    };
    const r = respuestaLocal(
      UUID,
      'hola',
      { _id: 'u1', nombre: 'Ana' },
      new Date('2026-11-21T09:00:00Z'),
    );
    const una = agregarRespuesta([tema], 't1', r);
    expect(una?.[0]?.respuestas).toEqual([r]);
    expect(agregarRespuesta(una ?? [], 't1', r)?.[0]?.respuestas).toHaveLength(1);
    expect(agregarRespuesta([tema], 'otro', r)).toBeNull();
  });
});

describe('sync state view model', () => {
  it('shows nothing on the web, and badge, count, last sync and refusals on desktop', () => {
    expect(vistaSincronizacion(false, true, null).visible).toBe(false);
    expect(vistaSincronizacion(true, false, null).visible).toBe(false);
    const v = vistaSincronizacion(true, true, {
      pendientes: 2,
      rechazados: [
        {
          id: UUID,
          tipo: 'respuestaForo',
          motivo: 'El tema ya no existe.',
          creadoEn: '2026-11-21T09:00:00',
        },
      ],
      ultimaSincronizacion: '2026-11-21T09:30:05',
      sincronizando: false,
    });
    expect(v).toMatchObject({
      visible: true,
      sinConexion: true,
      pendientes: 2,
      ultima: '21/11/26 09:30:05',
    });
    expect(v.rechazados).toEqual([
      {
        id: UUID,
        tipo: 'respuestaForo',
        motivo: 'El tema ya no existe.',
        fecha: '21/11/26 09:00:00',
      },
    ]);
  });
});
