import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shared/api';
import { aApiFailure, esCuerpoDeError } from '../../../src/renderer/app/apiError';
import { crearClienteFetch, type ClienteHttp } from '../../../src/renderer/app/clienteHttp';
import '../../../src/renderer/i18n';

/**
 * Issue 18: the base query's transport moved from axios to `fetch` (clienteHttp.ts). Each
 * case runs the same request through both against a real server and expects the same
 * answer, or the same ApiFailure, as the base query sees them.
 */
type Manejador = (req: IncomingMessage, cuerpo: string, res: ServerResponse) => void;

const manejadores: Record<string, Manejador> = {
  '/eco': (req, cuerpo, res) =>
    res.writeHead(200, { 'content-type': 'application/json', 'x-sin-conexion': 'cache' }).end(
      JSON.stringify({
        method: req.method,
        url: req.url,
        accept: req.headers.accept,
        tipo: req.headers['content-type'] ?? null,
        authorization: req.headers.authorization ?? null,
        cuerpo: cuerpo === '' ? null : (JSON.parse(cuerpo) as unknown),
      }),
    ),
  '/no-autenticado': (_req, _c, res) =>
    res
      .writeHead(401, { 'content-type': 'application/json' })
      .end(
        JSON.stringify({ ok: false, error: 'No se ha iniciado sesión.', code: 'NO_AUTENTICADO' }),
      ),
  '/proxy': (_req, _c, res) =>
    res.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>'),
  // A multipart upload (the subtitles' form): its type, and the part's name and text.
  '/formulario': (req, cuerpo, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        multipart: (req.headers['content-type'] ?? '').startsWith('multipart/form-data; boundary='),
        campo: /name="file"; filename="a\.vtt"/.test(cuerpo),
        contenido: cuerpo.includes('WEBVTT\n\n00:01.000 --> 00:02.000\nHola'),
      }),
    ),
  '/vacio': (_req, _c, res) => res.writeHead(204).end(),
  '/texto': (_req, _c, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('hola'),
  // Never answers: the timeout and the cancellation end it.
  '/lento': () => undefined,
};

let base = '';
const abiertas = new Set<ServerResponse>();
const servidor = createServer((req, res) => {
  abiertas.add(res);
  const partes: Buffer[] = [];
  req.on('data', (parte: Buffer) => partes.push(parte));
  req.on('end', () => {
    const ruta = (req.url ?? '').split('?')[0] ?? '';
    manejadores[ruta]?.(req, Buffer.concat(partes).toString('utf8'), res);
  });
});

beforeAll(async () => {
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of abiertas) res.destroy();
  await new Promise((listo) => servidor.close(listo));
});

const clientes = (timeout = 5000): { axios: ClienteHttp; fetch: ClienteHttp } => ({
  axios: axios.create({ baseURL: base, timeout }),
  fetch: crearClienteFetch({ baseURL: base, timeout }),
});

/** What the base query keeps of an answer, or the ApiFailure it makes of a failure. */
async function resultado(cliente: ClienteHttp, peticion: Parameters<ClienteHttp['request']>[0]) {
  try {
    const r = await cliente.request(peticion);
    return { data: r.data, status: r.status, sinConexion: r.headers['x-sin-conexion'] };
  } catch (error) {
    return { falla: aApiFailure(error) };
  }
}

async function ambos(peticion: Parameters<ClienteHttp['request']>[0], timeout?: number) {
  const { axios: conAxios, fetch: conFetch } = clientes(timeout);
  return [await resultado(conAxios, peticion), await resultado(conFetch, peticion)] as const;
}

describe('the fetch client answers as axios did (issue 18)', () => {
  it('writes the query string, the JSON body and the headers alike', async () => {
    const [a, f] = await ambos({
      url: '/eco',
      method: 'post',
      params: { q: 'Ana María', n: 2, si: true, nada: undefined, nulo: null, raro: 'a:b,c$&d' },
      data: { nombre: 'Ana', lista: [1, 2] },
      headers: { Authorization: 'Bearer t0k3n' },
    });
    expect(f).toEqual(a);
    expect(f).toMatchObject({
      status: 200,
      sinConexion: 'cache',
      data: { method: 'POST', authorization: 'Bearer t0k3n', tipo: 'application/json' },
    });
  });

  it("sends a form as multipart, with the browser's boundary, not as JSON", async () => {
    const formulario = () => {
      const datos = new FormData();
      const vtt = 'WEBVTT\n\n00:01.000 --> 00:02.000\nHola\n';
      datos.append('file', new Blob([vtt], { type: 'text/vtt' }), 'a.vtt');
      return datos;
    };
    const a = await resultado(clientes().axios, {
      url: '/formulario',
      method: 'post',
      data: formulario(),
    });
    const f = await resultado(clientes().fetch, {
      url: '/formulario',
      method: 'post',
      data: formulario(),
    });
    expect(f).toEqual(a);
    expect(f).toMatchObject({ data: { multipart: true, campo: true, contenido: true } });
  });

  it('sends no body nor content type without data', async () => {
    const [a, f] = await ambos({ url: '/eco', method: 'get' });
    expect(f).toEqual(a);
    expect(f).toMatchObject({ data: { tipo: null, cuerpo: null, url: '/eco' } });
  });

  it('reads an empty answer and a text one the same way', async () => {
    for (const url of ['/vacio', '/texto']) {
      const [a, f] = await ambos({ url, method: 'get' });
      expect(f).toEqual(a);
    }
  });

  it("keeps the server's error body and status", async () => {
    const [a, f] = await ambos({ url: '/no-autenticado', method: 'get' });
    expect(f).toEqual(a);
    expect(f).toMatchObject({ falla: { status: 401, data: { code: 'NO_AUTENTICADO' } } });
  });

  it("explains a proxy's page with its status", async () => {
    const [a, f] = await ambos({ url: '/proxy', method: 'get' });
    expect(f).toEqual(a);
    expect(f).toMatchObject({ falla: { status: 502, data: { code: 'RESPUESTA_INVALIDA' } } });
  });

  it('gives up after the timeout as a lost connection', async () => {
    const [a, f] = await ambos({ url: '/lento', method: 'get' }, 100);
    expect(f).toEqual(a);
    expect(f).toMatchObject({ falla: { status: 0, data: { code: 'SIN_CONEXION' } } });
  });

  it('tells a cancelled request apart', async () => {
    const control = new AbortController();
    const peticion = { url: '/lento', method: 'get', signal: control.signal };
    const { axios: conAxios, fetch: conFetch } = clientes();
    const pendientes = [resultado(conAxios, peticion), resultado(conFetch, peticion)];
    control.abort();
    const [a, f] = await Promise.all(pendientes);
    expect(f).toEqual(a);
    expect(f).toMatchObject({ falla: { status: 0, data: { code: 'CANCELADA' } } });
  });

  it('reports a server that is not there as a lost connection', async () => {
    const peticion = { url: 'http://127.0.0.1:9/api', method: 'get' };
    const a = await resultado(axios.create({ timeout: 5000 }), peticion);
    const f = await resultado(crearClienteFetch({ timeout: 5000 }), peticion);
    expect(f).toEqual(a);
    expect(f).toMatchObject({ falla: { status: 0, data: { code: 'SIN_CONEXION' } } });
  });
});

describe('the error body check without zod (issue 18)', () => {
  it('agrees with the shared schema', () => {
    const casos: unknown[] = [
      { ok: false, error: 'x', code: 'C' },
      { ok: false, error: 'x', code: 'C', fields: { email: 'Requerido' } },
      { ok: false, error: 'x', code: 'C', fields: {} },
      { ok: false, error: 'x', code: 'C', otro: 1 },
      { ok: false, error: 'x', code: 'C', fields: undefined },
      { ok: false, error: 'x', code: 'C', fields: { email: 1 } },
      { ok: false, error: 'x', code: 'C', fields: ['a'] },
      { ok: false, error: 'x', code: 'C', fields: null },
      { ok: true, error: 'x', code: 'C' },
      { ok: false, error: 'x' },
      { ok: false, code: 'C' },
      { ok: false, error: 1, code: 'C' },
      '<html>',
      null,
      undefined,
      [],
      42,
    ];
    for (const caso of casos) {
      expect(esCuerpoDeError(caso), JSON.stringify(caso)).toBe(
        apiErrorSchema.safeParse(caso).success,
      );
    }
  });
});
