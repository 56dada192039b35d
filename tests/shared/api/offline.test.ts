import { describe, expect, it } from 'vitest';
import { routes, type RouteKey } from '@shared/api';
import {
  RUTAS_EN_CACHE,
  TIPOS_PENDIENTE,
  campoIdDe,
  esRutaEnCache,
  politicaDeCola,
  politicasOffline,
  type TablaPoliticasOffline,
} from '@shared/api/offline';
import { fusionarProgreso } from '@shared/domain/progreso';

describe('offline policy table', () => {
  it('has exactly one policy per route of the route table', () => {
    expect(Object.keys(politicasOffline).sort()).toEqual(Object.keys(routes).sort());
  });

  it('fails to compile when a route has no policy, or a GET is queued', () => {
    const sinUna: Omit<typeof politicasOffline, 'auth.login'> = politicasOffline;
    // @ts-expect-error: auth.login has no policy
    const incompleta: TablaPoliticasOffline = sinUna;
    const getEnCola = {
      ...politicasOffline,
      'multimedias.obtener': politicasOffline['progresos.agregar'],
    };
    // @ts-expect-error: a GET never waits in the outbox
    const mal: TablaPoliticasOffline = getEnCola;
    expect([incompleta, mal]).toHaveLength(2);
  });

  it('serves from the cache the reads a learner needs to study offline', () => {
    expect([...RUTAS_EN_CACHE].sort()).toEqual(
      [
        'comentarios.filtrar',
        'cursos.buscar',
        'cursos.listar',
        'evaluaciones.listar',
        'multimedias.filtrar',
        'multimedias.obtener',
        'notificaciones.listar',
        'notificaciones.noLeidas',
        'preferencias.leer',
        'progresos.listar',
        'wiki.buscar',
        'wiki.deLeccion',
        'wiki.listar',
        'wiki.obtener',
      ].sort(),
    );
    expect(esRutaEnCache('cursos.solicitudes')).toBe(false);
    // Moved from the renderer's offline rules: caches only what a learner studies with.
    expect(esRutaEnCache('cursos.listar')).toBe(true);
    expect(esRutaEnCache('evaluaciones.listar')).toBe(true);
    expect(esRutaEnCache('usuarios.listar' as never)).toBe(false);
    expect(esRutaEnCache(null)).toBe(false);
  });

  it('queues a progress report, a rating and a forum reply, each with its idempotency field and rule', () => {
    const cola = (Object.keys(routes) as RouteKey[]).filter(
      (k) => politicasOffline[k].modo === 'cola',
    );
    expect(cola.sort()).toEqual(['comentarios.crear', 'multimedias.patch', 'progresos.agregar']);
    expect(politicaDeCola('progresos.agregar', {})).toMatchObject({
      tipo: 'progreso',
      campoId: 'idReporte',
      regla: fusionarProgreso,
    });
    expect(
      politicaDeCola('multimedias.patch', { multimediaFields: { calificacion: null } }),
    ).toMatchObject({ tipo: 'calificacion', campoId: null });
    expect(politicaDeCola('multimedias.patch', { multimediaFields: { visto: true } })).toBeNull();
    expect(politicaDeCola('comentarios.crear', { parentId: 't1' })).toMatchObject({
      tipo: 'respuestaForo',
      campoId: 'idCliente',
    });
    expect(politicaDeCola('comentarios.crear', { titulo: 'T' })).toBeNull();
    expect(politicaDeCola('cursos.listar', {})).toBeNull();
    expect(TIPOS_PENDIENTE.map(campoIdDe)).toEqual(['idReporte', null, 'idCliente']);
  });
});
