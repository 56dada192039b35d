import { get } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import helmetPlugin from '@fastify/helmet';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CABECERAS_JSON,
  OPCIONES_HELMET,
  registerSecurityHeaders,
} from '../../../src/server/http/security';
import { ADMIN, loginAs, startTestServer } from '../helpers/testServer';
import type { TestServer } from '../helpers/testServer';

/**
 * The headers as @fastify/helmet wrote them before issue 18, taken from the built server's
 * answers: the precomputed set must send these very bytes, names spelled the same, in
 * this order.
 */
const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: leccion:;font-src 'self' data:;connect-src 'self' leccion:;media-src 'self' blob: leccion:;worker-src 'self' blob:;frame-src 'self' https: http:;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";
const ANTES: Array<[string, string]> = [
  ['Content-Security-Policy', CSP],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];
/** A JSON answer's, on the wire (issue 18: helmet's document headers do nothing on JSON). */
const JSON_API: Array<[string, string]> = [
  ['Content-Security-Policy', "default-src 'none';frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Cache-Control', 'no-store'],
];
const NOMBRES = new Set([...ANTES, ...JSON_API].map(([nombre]) => nombre.toLowerCase()));

interface Respuesta {
  status: number;
  /** Every header as sent on the wire: name as spelled, in order. */
  cabeceras: Array<[string, string]>;
}

function pedir(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<Respuesta>((resolve, reject) => {
    get(`${base}${path}`, { headers }, (res) => {
      const cabeceras: Array<[string, string]> = [];
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        cabeceras.push([res.rawHeaders[i] ?? '', res.rawHeaders[i + 1] ?? '']);
      }
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cabeceras }));
    }).on('error', reject);
  });
}

/** Only the security headers, in their order on the wire. */
function deSeguridad(respuesta: Respuesta): Array<[string, string]> {
  return respuesta.cabeceras.filter(([nombre]) => NOMBRES.has(nombre.toLowerCase()));
}

describe('security headers of the platform server', () => {
  let srv: TestServer;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'cf-web-seg-'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    srv = await startTestServer('sqlite', { webDir });
  });
  afterAll(async () => {
    await srv.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('a page, a 404 and index.html carry the same bytes as before', async () => {
    const casos = [
      ['/api/no-existe', {}, 404],
      ['/', { accept: 'text/html' }, 200],
      ['/cursos/curso/abc', { accept: 'text/html' }, 200],
    ] as const;
    for (const [path, headers, status] of casos) {
      const respuesta = await pedir(srv.url, path, headers);
      expect(respuesta.status, path).toBe(status);
      // First on the wire, as helmet's were: they are written at onRequest.
      expect(respuesta.cabeceras.slice(0, ANTES.length), path).toEqual(ANTES);
    }
  });

  it('a JSON answer, its errors and /health carry only the API headers', async () => {
    const token = await loginAs(srv, ADMIN.email, ADMIN.password);
    const casos = [
      ['/health', {}, 200],
      ['/api/multimedias/filtrar', {}, 401],
      ['/api/multimedias/filtrar?inicio=0&fin=5', { authorization: `Bearer ${token}` }, 200],
      ['/api/multimedias/filtrar?inicio=x', { authorization: `Bearer ${token}` }, 400],
    ] as const;
    for (const [path, headers, status] of casos) {
      const respuesta = await pedir(srv.url, path, headers);
      expect(respuesta.status, path).toBe(status);
      expect(respuesta.cabeceras.slice(0, JSON_API.length), path).toEqual(JSON_API);
      expect(deSeguridad(respuesta), path).toEqual(JSON_API);
    }
  });

  it('a file of the route table keeps the whole set: it may be opened as a page', async () => {
    const token = await loginAs(srv, ADMIN.email, ADMIN.password);
    const foto = await pedir(srv.url, `/api/usuarios/foto/${'0'.repeat(32)}.png`, {
      authorization: `Bearer ${token}`,
    });
    expect(foto.status).toBe(404);
    expect(foto.cabeceras.slice(0, ANTES.length)).toEqual(ANTES);
  });
});

/** An app with the given headers and routes that answer, fail, override the CSP. */
async function appDePrueba(conCabeceras: (app: FastifyInstance) => Promise<void>) {
  const app = Fastify();
  await conCabeceras(app);
  app.get('/bien', async () => ({ ok: true }));
  app.get('/json', { config: { respuestaJson: true } }, async () => ({ ok: true }));
  app.get('/json-cacheable', { config: { respuestaJson: true } }, async (_request, reply) =>
    reply.header('cache-control', 'private, max-age=60').send({ ok: true }),
  );
  app.get('/mal', async () => {
    throw new Error('fallo');
  });
  app.get('/propia', async (_request, reply) =>
    reply.header('content-security-policy', "default-src 'none'").send('x'),
  );
  app.get('/secuestrada', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, reply.getHeaders() as Record<string, string>);
    reply.raw.end('y');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const direccion = app.server.address();
  const puerto = typeof direccion === 'object' && direccion ? direccion.port : 0;
  return { app, base: `http://127.0.0.1:${puerto}` };
}

describe('precomputed security headers', () => {
  it('are what @fastify/helmet writes with the same options, on every kind of answer', async () => {
    const plugin = await appDePrueba(async (app) => {
      // The plugin's types come from helmet's CommonJS declarations, ours from its ESM
      // ones: the same options, two unrelated declarations.
      await app.register(helmetPlugin, OPCIONES_HELMET as never);
    });
    const nuestro = await appDePrueba(async (app) => {
      registerSecurityHeaders(app);
    });
    try {
      for (const path of ['/bien', '/mal', '/no-existe', '/propia', '/secuestrada']) {
        const esperada = await pedir(plugin.base, path);
        const obtenida = await pedir(nuestro.base, path);
        expect(obtenida.status, path).toBe(esperada.status);
        const sinFecha = (r: Respuesta) => r.cabeceras.filter(([n]) => n.toLowerCase() !== 'date');
        expect(sinFecha(obtenida), path).toEqual(sinFecha(esperada));
      }
      // The route's own CSP replaces ours, in place, as it replaced helmet's.
      const propia = await pedir(nuestro.base, '/propia');
      expect(deSeguridad(propia)[0]).toEqual(['content-security-policy', "default-src 'none'"]);
      // A JSON route gets the API's set; its own Cache-Control replaces no-store in place.
      const json = await pedir(nuestro.base, '/json');
      expect(json.cabeceras.slice(0, CABECERAS_JSON.length)).toEqual(CABECERAS_JSON);
      const cacheable = deSeguridad(await pedir(nuestro.base, '/json-cacheable'));
      expect(cacheable.map(([n]) => n.toLowerCase())).toEqual(
        CABECERAS_JSON.map(([n]) => n.toLowerCase()),
      );
      expect(cacheable.at(-1)).toEqual(['cache-control', 'private, max-age=60']);
    } finally {
      await plugin.app.close();
      await nuestro.app.close();
    }
  });
});
