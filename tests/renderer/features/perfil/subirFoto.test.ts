import axios from 'axios';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearStore } from '../../../../src/renderer/app/store';
import { selectUsuario, sesionIniciada } from '../../../../src/renderer/features/auth/sessionSlice';
import { subirFoto } from '../../../../src/renderer/features/perfil/thunks';
import {
  crearAlmacenEnMemoria,
  crearPlatformWeb,
} from '../../../../src/renderer/platform/webPlatform';
import { USUARIO } from '../auth/servidorDePrueba';

/** A real server that records the upload (multipart, so not the JSON test server). */
interface Recibida {
  url: string;
  headers: IncomingHttpHeaders;
  cuerpo: string;
}
const recibidas: Recibida[] = [];
let respuestaSubida = { status: 200, body: {} as unknown };
const FOTO = `${'b'.repeat(32)}.png`;

const server = createServer((req, res) => {
  const partes: Buffer[] = [];
  req.on('data', (p: Buffer) => partes.push(p));
  req.on('end', () => {
    recibidas.push({
      url: req.url ?? '',
      headers: req.headers,
      cuerpo: Buffer.concat(partes).toString('latin1'),
    });
    const [status, body] =
      req.url === '/auth/token'
        ? [200, { ok: true, user: { ...USUARIO, foto: FOTO } }]
        : [respuestaSubida.status, respuestaSubida.body];
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
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
  store.dispatch(sesionIniciada({ usuario: USUARIO, token: 'tok-f' }));
  return store;
}

describe('profile photo upload', () => {
  it('posts the file as multipart field `file` with the bearer token, then reloads the user', async () => {
    recibidas.length = 0;
    respuestaSubida = {
      status: 200,
      body: { ok: true, fileName: 'yo.png', newFile: FOTO, newPath: `/x/${FOTO}` },
    };
    const store = montar();
    const progreso: number[] = [];
    const archivo = new File([new Uint8Array([137, 80, 78, 71])], 'yo.png', { type: 'image/png' });
    const r = await store.dispatch(subirFoto(archivo, (p) => progreso.push(p)));
    expect(r.ok).toBe(true);
    const subida = recibidas[0];
    expect(subida?.url).toBe('/api/upload-foto');
    expect(subida?.headers.authorization).toBe('Bearer tok-f');
    expect(subida?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(subida?.cuerpo).toContain('name="file"; filename="yo.png"');
    expect(recibidas[1]?.url).toBe('/auth/token');
    expect(selectUsuario(store.getState())?.foto).toBe(FOTO);
  });

  it("answers the server's error without reloading the user", async () => {
    recibidas.length = 0;
    respuestaSubida = {
      status: 413,
      body: { ok: false, error: 'La solicitud es demasiado grande.', code: 'DEMASIADO_GRANDE' },
    };
    const store = montar();
    const archivo = new File([new Uint8Array([1])], 'yo.png', { type: 'image/png' });
    const r = await store.dispatch(subirFoto(archivo, () => undefined));
    expect(r).toEqual({
      ok: false,
      falla: {
        status: 413,
        data: { ok: false, error: 'La solicitud es demasiado grande.', code: 'DEMASIADO_GRANDE' },
      },
    });
    expect(recibidas).toHaveLength(1);
  });
});
