import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteKey } from '@shared/api';
import { politicasOffline } from '@shared/api/offline';
import { registrarRutasDeLaTabla } from '../../../src/main/services/conexion/rutasCentro';

/**
 * The centre shell tells which route of the shared table a request is with Fastify's own
 * router, fed from the table: what the platform server registers is what the shell sees.
 */
const app = Fastify({ routerOptions: { maxParamLength: 2048 } });
const vistas: { key: RouteKey | null; modo: string | null }[] = [];

beforeAll(async () => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  registrarRutasDeLaTabla(app, async (ruta, _request, reply) => {
    vistas.push({ key: ruta?.key ?? null, modo: ruta?.politica.modo ?? null });
    return reply.send({ ok: true });
  });
  await app.ready();
});
afterAll(() => app.close());

async function rutaDe(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string) {
  vistas.length = 0;
  const r = await app.inject({ method, url });
  expect(r.statusCode).toBe(200);
  return vistas[0];
}

describe('route of a request in the centre shell', () => {
  it('tries static paths before paths with params, as the server does', async () => {
    expect(await rutaDe('GET', '/api/multimedias/filtrar?cursos=c1')).toEqual({
      key: 'multimedias.filtrar',
      modo: 'cache',
    });
    expect((await rutaDe('GET', '/api/multimedias/filtrarCompleto'))?.key).toBe(
      'multimedias.filtrarCompleto',
    );
    expect(await rutaDe('GET', '/api/multimedias/abc')).toEqual({
      key: 'multimedias.obtener',
      modo: 'cache',
    });
    expect(await rutaDe('PATCH', '/api/multimedias/abc')).toEqual({
      key: 'multimedias.patch',
      modo: 'cola',
    });
    expect(await rutaDe('POST', '/api/usuarios/agregarprogreso')).toEqual({
      key: 'progresos.agregar',
      modo: 'cola',
    });
    expect((await rutaDe('POST', '/api/cursos/buscar/'))?.key).toBe('cursos.buscar');
    expect((await rutaDe('GET', '/api/nada'))?.key).toBeNull();
    expect(await rutaDe('POST', '/api/cursos/solicitudes')).toEqual({
      key: 'cursos.solicitudes',
      modo: 'enLinea',
    });
  });

  it('recognises every route of the table by its own method and path', async () => {
    for (const key of Object.keys(routes) as RouteKey[]) {
      const { method, path } = routes[key];
      const url = path.replace(/:([A-Za-z0-9_]+)/g, 'x1');
      expect((await rutaDe(method, url))?.key, `${method} ${url}`).toBe(key);
      expect(politicasOffline[key]).toBeDefined();
    }
  });

  it('forwards paths outside the table with no route, and long params still match', async () => {
    expect(await rutaDe('GET', '/api/docs')).toEqual({ key: null, modo: null });
    expect(await rutaDe('GET', '/health')).toEqual({ key: null, modo: null });
    expect((await rutaDe('GET', `/api/file/${'n'.repeat(300)}.pdf`))?.key).toBe('cursos.archivo');
  });
});
