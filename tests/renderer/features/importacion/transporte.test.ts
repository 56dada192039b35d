import axios from 'axios';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeRequest } from '../../../../src/renderer/app/routeRequest';
import { crearStore } from '../../../../src/renderer/app/store';
import { subirArchivo } from '../../../../src/renderer/features/subidas/subida';
import { sesionIniciada } from '../../../../src/renderer/features/auth/sessionSlice';
import {
  descargarCsv,
  nombreDeDisposicion,
} from '../../../../src/renderer/features/importacion/descarga';
import { archivoCsv } from '../../../../src/renderer/features/importacion/lote';
import {
  crearAlmacenEnMemoria,
  crearPlatformWeb,
} from '../../../../src/renderer/platform/webPlatform';
import { USUARIO } from '../auth/servidorDePrueba';
import { lote } from './fixtures';

/** A real server: records each request and answers what the test set for its path. */
interface Recibida {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  cuerpo: Buffer;
}
interface Respuesta {
  status: number;
  headers: Record<string, string>;
  cuerpo: Buffer;
}
const recibidas: Recibida[] = [];
const respuestas = new Map<string, Respuesta>();
const json = (status: number, body: unknown): Respuesta => ({
  status,
  headers: { 'content-type': 'application/json' },
  cuerpo: Buffer.from(JSON.stringify(body)),
});

const server = createServer((req, res) => {
  const partes: Buffer[] = [];
  req.on('data', (p: Buffer) => partes.push(p));
  req.on('end', () => {
    const url = req.url ?? '';
    recibidas.push({
      method: req.method ?? '',
      url,
      headers: req.headers,
      cuerpo: Buffer.concat(partes),
    });
    const r =
      respuestas.get(url) ??
      json(404, { ok: false, error: 'No encontrado', code: 'NO_ENCONTRADO' });
    res.writeHead(r.status, r.headers).end(r.cuerpo);
  });
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The store against the server; `fetch` as in Chromium, so file answers arrive as Blobs. */
function montar() {
  const platform = crearPlatformWeb({
    persistente: crearAlmacenEnMemoria(),
    sesion: crearAlmacenEnMemoria(),
  });
  const http = axios.create({ baseURL: base, timeout: 5000, adapter: 'fetch' });
  const store = crearStore({ platform, http });
  store.dispatch(sesionIniciada({ usuario: USUARIO, token: 'tok-i' }));
  return store;
}

describe('the dry run upload', () => {
  it('sends reemplazarCursos before the file, with the bearer token', async () => {
    recibidas.length = 0;
    respuestas.set(
      '/api/usuarios/importar/validar',
      json(200, { ok: true, data: lote(), filas: [] }),
    );
    const store = montar();
    const csv = new TextEncoder().encode('email;nombre\nana@sena.co;Ana\n');
    const r = await store.dispatch(
      subirArchivo('importacion.validar', archivoCsv('aprendices.csv', csv), () => undefined, {
        reemplazarCursos: 'true',
      }),
    );
    expect(r.ok && r.respuesta.data.id).toBe('lote-1');
    const [subida] = recibidas;
    expect(subida?.method).toBe('POST');
    expect(subida?.headers.authorization).toBe('Bearer tok-i');
    const cuerpo = subida?.cuerpo.toString('utf8') ?? '';
    const campo = cuerpo.indexOf('name="reemplazarCursos"');
    const archivo = cuerpo.indexOf('name="file"; filename="aprendices.csv"');
    expect(campo).toBeGreaterThan(-1);
    expect(archivo).toBeGreaterThan(campo);
    expect(cuerpo).toContain('ana@sena.co;Ana');
  });

  it("gives the server's Spanish reason for an unreadable file", async () => {
    respuestas.set(
      '/api/usuarios/importar/validar',
      json(400, { ok: false, error: 'El archivo no es un CSV legible.', code: 'VALIDACION' }),
    );
    const r = await montar().dispatch(
      subirArchivo(
        'importacion.validar',
        archivoCsv('x.csv', new Uint8Array([0])),
        () => undefined,
      ),
    );
    expect(r.ok ? null : r.falla).toMatchObject({
      status: 400,
      data: { error: 'El archivo no es un CSV legible.' },
    });
  });
});

describe('authenticated CSV downloads', () => {
  it('saves the bytes under the name of Content-Disposition (tildes kept)', async () => {
    recibidas.length = 0;
    const bytes = Buffer.from('\uFEFFemail;nombre\nana@sena.co;Ána\n', 'utf8');
    respuestas.set('/api/usuarios/exportar', {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="usuarios-2026.csv"; filename*=UTF-8''usuarios-a%C3%B1o.csv`,
      },
      cuerpo: bytes,
    });
    const guardados: { nombre: string; bytes: Buffer; tipo: string }[] = [];
    const r = await montar().dispatch(
      descargarCsv(
        routeRequest('usuarios.exportar', { body: { rol: 'r1', activo: false } }),
        'usuarios.csv',
        async (nombre, datos, tipo) => {
          guardados.push({ nombre, bytes: Buffer.from(await datos.arrayBuffer()), tipo });
        },
      ),
    );
    expect(r).toEqual({ ok: true });
    expect(guardados).toHaveLength(1);
    expect(guardados[0]?.nombre).toBe('usuarios-año.csv');
    expect(guardados[0]?.tipo).toBe('text/csv');
    expect(guardados[0]?.bytes.equals(bytes)).toBe(true);
    const [peticion] = recibidas;
    expect(peticion?.method).toBe('POST');
    expect(peticion?.headers.authorization).toBe('Bearer tok-i');
    expect(JSON.parse(peticion?.cuerpo.toString('utf8') ?? '')).toEqual({
      rol: 'r1',
      activo: false,
    });
  });

  it("a refused download gives the server's message, not a parse error, and saves nothing", async () => {
    respuestas.set(
      '/api/usuarios/importar/l9/credenciales.csv',
      json(404, { ok: false, error: 'No se encontró la importación.', code: 'NO_ENCONTRADO' }),
    );
    let guardado = false;
    const r = await montar().dispatch(
      descargarCsv(
        routeRequest('importacion.credenciales', { params: { lote: 'l9' } }),
        'credenciales.csv',
        async () => {
          guardado = true;
        },
      ),
    );
    expect(r).toEqual({
      ok: false,
      falla: {
        status: 404,
        data: { ok: false, error: 'No se encontró la importación.', code: 'NO_ENCONTRADO' },
      },
    });
    expect(guardado).toBe(false);
  });

  it('file names: UTF-8 form first, then the plain one, then the default', () => {
    expect(
      nombreDeDisposicion(`attachment; filename="a.csv"; filename*=UTF-8''%C3%A1.csv`, 'd.csv'),
    ).toBe('á.csv');
    expect(nombreDeDisposicion('attachment; filename="errores-lote.csv"', 'd.csv')).toBe(
      'errores-lote.csv',
    );
    expect(nombreDeDisposicion(undefined, 'd.csv')).toBe('d.csv');
    expect(nombreDeDisposicion('attachment', 'd.csv')).toBe('d.csv');
  });
});
