import axios from 'axios';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODIGOS_CLIENTE } from '../../../../src/renderer/app/apiError';
import { crearStore } from '../../../../src/renderer/app/store';
import { porcentajeSubida, subirArchivo } from '../../../../src/renderer/features/subidas/subida';
import { sesionIniciada } from '../../../../src/renderer/features/auth/sessionSlice';
import {
  crearAlmacenEnMemoria,
  crearPlatformWeb,
} from '../../../../src/renderer/platform/webPlatform';
import { USUARIO } from '../auth/servidorDePrueba';

/** A real server that records each multipart upload. */
interface Recibida {
  url: string;
  headers: IncomingHttpHeaders;
  cuerpo: string;
}
const recibidas: Recibida[] = [];
let respuesta = { status: 200, body: {} as unknown };

const server = createServer((req, res) => {
  const partes: Buffer[] = [];
  req.on('data', (p: Buffer) => partes.push(p));
  req.on('end', () => {
    recibidas.push({
      url: req.url ?? '',
      headers: req.headers,
      cuerpo: Buffer.concat(partes).toString('latin1'),
    });
    res
      .writeHead(respuesta.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(respuesta.body));
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function montar() {
  const platform = crearPlatformWeb({
    persistente: crearAlmacenEnMemoria(),
    sesion: crearAlmacenEnMemoria(),
  });
  const store = crearStore({ platform, http: axios.create({ baseURL: url, timeout: 5000 }) });
  store.dispatch(sesionIniciada({ usuario: USUARIO, token: 'tok-s' }));
  return store;
}

describe('file uploads of the course and lesson screens', () => {
  it('sends the text fields first and the file last, with the bearer token', async () => {
    recibidas.length = 0;
    respuesta = { status: 200, body: { ok: true, curso: {} } };
    const store = montar();
    const archivo = new File(['%PDF-1.4 contenido'], 'guia.pdf', { type: 'application/pdf' });
    const r = await store.dispatch(
      subirArchivo('cursos.subirAdjunto', archivo, () => undefined, {
        _id: 'c1',
        descripcionAdjunto: 'Guía del curso',
      }),
    );
    expect(r.ok).toBe(true);
    const [peticion] = recibidas;
    expect(peticion?.url).toBe('/api/cursos/subirAdjunto');
    expect(peticion?.headers.authorization).toBe('Bearer tok-s');
    expect(peticion?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const cuerpo = peticion?.cuerpo ?? '';
    const id = cuerpo.indexOf('name="_id"');
    const descripcion = cuerpo.indexOf('name="descripcionAdjunto"');
    const file = cuerpo.indexOf('name="file"; filename="guia.pdf"');
    expect(id).toBeGreaterThan(-1);
    expect(descripcion).toBeGreaterThan(id);
    expect(file).toBeGreaterThan(descripcion);
  });

  it("answers the server's name of a lesson file", async () => {
    recibidas.length = 0;
    const newFile = `${'d'.repeat(32)}.mp4`;
    respuesta = {
      status: 200,
      body: { ok: true, fileName: 'v.mp4', newFile, newPath: '/x', tipoMedia: 'Video', tamano: 3 },
    };
    const store = montar();
    const r = await store.dispatch(
      subirArchivo('subidas.uploadmultimedia', new File(['abc'], 'v.mp4'), () => undefined),
    );
    expect(recibidas[0]?.url).toBe('/api/uploadmultimedia');
    expect(r.ok && r.respuesta.newFile).toBe(newFile);
  });

  it("a refused upload gives the server's error to show", async () => {
    respuesta = { status: 413, body: { ok: false, error: 'Archivo demasiado grande', code: 'X' } };
    const store = montar();
    const r = await store.dispatch(
      subirArchivo('subidas.upload', new File(['abc'], 'f.png'), () => undefined),
    );
    expect(r).toEqual({
      ok: false,
      falla: { status: 413, data: { ok: false, error: 'Archivo demasiado grande', code: 'X' } },
    });
  });

  it('a cancelled upload says so (the dialog was closed), so no error toast is due', async () => {
    const store = montar();
    const control = new AbortController();
    control.abort();
    const r = await store.dispatch(
      subirArchivo(
        'subidas.uploadmultimedia',
        new File(['abc'], 'v.mp4'),
        () => undefined,
        {},
        control.signal,
      ),
    );
    expect(r.ok).toBe(false);
    expect(!r.ok && r.falla.data.code).toBe(CODIGOS_CLIENTE.cancelada);
  });

  it('progress is a whole percentage, unknown without a total', () => {
    expect(porcentajeSubida(50, 200)).toBe(25);
    expect(porcentajeSubida(1, 3)).toBe(33);
    expect(porcentajeSubida(5, 0)).toBeNull();
    expect(porcentajeSubida(5, undefined)).toBeNull();
    expect(porcentajeSubida(300, 200)).toBe(100);
  });
});
