import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DescargasService } from '../../../src/main/services/descargas/descargasService';
import { responderLeccion } from '../../../src/main/services/descargas/responderLeccion';
import { crearServidorArchivo, esperarEstado } from './ayudas';

/**
 * leccion://<id> over a file really downloaded and verified by the service (Electron's
 * protocol.handle passes a Fetch Request and expects a Response: exactly what runs here).
 */
const TAMANO = 10_000;
const contenido = Buffer.from(Array.from({ length: TAMANO }, (_, i) => i % 256));
const ID = 'abc-123';

let carpeta: string;
let servicio: DescargasService;

const pedir = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  responderLeccion(new Request(url, { headers, method }), servicio);
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

beforeAll(async () => {
  carpeta = await mkdtemp(join(tmpdir(), 'protocolo-'));
  const servidor = await crearServidorArchivo(contenido, 'video/mp4');
  servicio = new DescargasService({
    carpeta,
    baseUrl: servidor.url,
    espacioLibre: async () => 1024 ** 4,
  });
  await servicio.iniciar({ multimediaId: ID, nombre: 'V', cursoId: null, url: '/v' });
  await esperarEstado(servicio, ID, ['completa']);
  await servicio.iniciar({ multimediaId: 'a-medias', nombre: 'P', cursoId: null, url: '/v' });
  await servicio.cancelar('a-medias');
  await servidor.cerrar();
});

afterAll(async () => {
  await rm(carpeta, { recursive: true, force: true });
});

describe('responderLeccion (the leccion:// protocol)', () => {
  it('200 with the whole file, its type, length and Accept-Ranges', async () => {
    const res = await pedir(`leccion://${ID}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-length')).toBe(String(TAMANO));
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect((await bytes(res)).equals(contenido)).toBe(true);
    // Chromium lower-cases hosts and adds a slash to standard-scheme URLs.
    expect((await pedir(`leccion://${ID.toUpperCase()}/`)).status).toBe(200);
  });

  it.each([
    ['bytes=100-199', 100, 199],
    ['bytes=9990-', 9990, TAMANO - 1],
    ['bytes=-10', TAMANO - 10, TAMANO - 1],
    ['bytes=9000-20000', 9000, TAMANO - 1],
    ['bytes=-20000', 0, TAMANO - 1],
    ['bytes=0-0', 0, 0],
  ])('206 for %s with exactly those bytes', async (rango, inicio, fin) => {
    const res = await pedir(`leccion://${ID}`, { range: rango });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${inicio}-${fin}/${TAMANO}`);
    expect(res.headers.get('content-length')).toBe(String(fin - inicio + 1));
    expect((await bytes(res)).equals(contenido.subarray(inicio, fin + 1))).toBe(true);
  });

  it.each(['bytes=10000-', 'bytes=500-100', 'bytes=-0', 'bytes=abc', 'basura'])(
    '416 with Content-Range bytes */size for %s',
    async (rango) => {
      const res = await pedir(`leccion://${ID}`, { range: rango });
      expect(res.status).toBe(416);
      expect(res.headers.get('content-range')).toBe(`bytes */${TAMANO}`);
      expect((await bytes(res)).length).toBe(0);
    },
  );

  it('404 for a lesson not downloaded, half downloaded, or an odd URL', async () => {
    for (const url of ['leccion://otra', 'leccion://a-medias', 'leccion://']) {
      expect((await pedir(url)).status).toBe(404);
    }
  });

  it('HEAD answers without a body; after eliminar, 404', async () => {
    const head = await pedir(`leccion://${ID}`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(TAMANO));
    expect(head.body).toBeNull();
    await servicio.eliminar(ID);
    expect((await pedir(`leccion://${ID}`)).status).toBe(404);
  });

  it('lets the renderer read it cross-origin (pdf.js) and answers preflights', async () => {
    const res = await pedir('leccion://otra', {}, 'OPTIONS');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toBe('range');
    expect((await pedir('leccion://otra', {}, 'POST')).status).toBe(405);
  });
});
