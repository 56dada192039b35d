import { appendFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DescargasService } from '../../../src/main/services/descargas/descargasService';
import { crearServidorArchivo, esperarEstado, sha256 } from './ayudas';

/**
 * Answers the real platform server never gives (it always honours Range): a server that
 * ignores Range (200), and 416 for a `.part` that is already whole or longer than the file.
 * A small node:http server on 127.0.0.1:0 plays them, with the server's own Range rules.
 */
const TAMANO = 700_001;
const contenido = Buffer.from(Array.from({ length: TAMANO }, (_, i) => (i * 7) % 251));
const HASH = sha256(contenido);
const ID = 'leccion-1';

let servidor: Awaited<ReturnType<typeof crearServidorArchivo>>;
let carpeta: string;
let servicio: DescargasService;

const args = (extra: object = {}) => ({
  multimediaId: ID,
  nombre: 'Video',
  cursoId: null,
  url: '/api/plyr/leccion-1?firma=x',
  ...extra,
});
const parcial = () => join(carpeta, `${ID}.part`);

beforeAll(async () => {
  servidor = await crearServidorArchivo(contenido);
});
afterAll(async () => {
  await servidor.cerrar();
});
beforeEach(async () => {
  carpeta = await mkdtemp(join(tmpdir(), 'descargas-'));
  servidor.estado.rangos.length = 0;
  servidor.estado.ignorarRango = false;
  servicio = new DescargasService({
    carpeta,
    baseUrl: () => servidor.url,
    espacioLibre: async () => 1024 ** 4,
  });
});
afterEach(async () => {
  await servicio.detener();
  await rm(carpeta, { recursive: true, force: true });
});

/**
 * Leaves a `.part` of about n bytes, as a cut connection does; answers its real size (a
 * reset socket may lose what was still in flight, as on a real network).
 */
async function cortarEn(n: number): Promise<number> {
  servidor.estado.cortarTras = n;
  await servicio.iniciar(args({ sha256: HASH }));
  const d = await esperarEstado(servicio, ID, ['error', 'completa']);
  expect(d.estado).toBe('error');
  const enDisco = (await readFile(parcial())).length;
  expect(d.bytes).toBe(enDisco);
  expect(enDisco).toBeGreaterThan(0);
  expect(enDisco).toBeLessThanOrEqual(n);
  return enDisco;
}

describe('DescargasService and unusual server answers', { timeout: 20_000 }, () => {
  it('starts over cleanly when the server ignores Range and answers 200', async () => {
    const cortados = await cortarEn(300_000);
    servidor.estado.ignorarRango = true;
    await servicio.iniciar(args({ sha256: HASH }));
    const d = await esperarEstado(servicio, ID, ['completa', 'error']);
    expect(d).toMatchObject({ estado: 'completa', bytes: TAMANO, sha256: HASH });
    expect(servidor.estado.rangos).toEqual([null, `bytes=${cortados}-`]);
    // Not the first bytes twice: the 200 replaced the prefix.
    expect((await readFile(join(carpeta, `${ID}.leccion`))).equals(contenido)).toBe(true);
    expect(await servicio.archivoLeccion(ID)).toMatchObject({ tipo: 'video/mp4' });
  });

  it('on 416 verifies a .part that already holds the whole file (crash before the rename)', async () => {
    const cortados = await cortarEn(400_000);
    await appendFile(parcial(), contenido.subarray(cortados));
    await servicio.iniciar(args({ sha256: HASH }));
    const d = await esperarEstado(servicio, ID, ['completa', 'error']);
    expect(d).toMatchObject({ estado: 'completa', bytes: TAMANO, sha256: HASH });
    expect(servidor.estado.rangos).toEqual([null, `bytes=${TAMANO}-`]);
    expect(await readdir(carpeta)).toEqual(['descargas.json', `${ID}.leccion`].sort());
  });

  it('on 416 drops a .part longer than the file and downloads it again', async () => {
    const cortados = await cortarEn(400_000);
    await appendFile(parcial(), Buffer.alloc(TAMANO, 1));
    await servicio.iniciar(args({ sha256: HASH }));
    const d = await esperarEstado(servicio, ID, ['completa', 'error']);
    expect(d).toMatchObject({ estado: 'completa', bytes: TAMANO, sha256: HASH });
    expect(servidor.estado.rangos).toEqual([null, `bytes=${cortados + TAMANO}-`, null]);
    expect((await readFile(join(carpeta, `${ID}.leccion`))).equals(contenido)).toBe(true);
  });

  it('a whole .part whose hash is wrong is never completed', async () => {
    const cortados = await cortarEn(400_000);
    await appendFile(parcial(), Buffer.alloc(TAMANO - cortados, 9));
    await servicio.iniciar(args({ sha256: HASH }));
    const d = await esperarEstado(servicio, ID, ['completa', 'error']);
    expect(d).toMatchObject({ estado: 'error', urlLocal: null, bytes: 0 });
    expect(d.error).toMatch(/SHA-256/);
    expect(await servicio.archivoLeccion(ID)).toBeNull();
  });

  it('an announced size the server contradicts is an error, not a download', async () => {
    await servicio.iniciar(args({ total: TAMANO + 10 }));
    const d = await esperarEstado(servicio, ID, ['completa', 'error']);
    expect(d.estado).toBe('error');
    expect(d.error).toMatch(/tamaño/);
  });

  it('says plainly when the server refuses the lesson', async () => {
    const otro = new DescargasService({
      carpeta,
      baseUrl: servidor.url,
      espacioLibre: async () => 1024 ** 4,
      fetch: async () => new Response('{}', { status: 404 }),
    });
    await otro.iniciar(args());
    expect(await esperarEstado(otro, ID, ['error'])).toMatchObject({
      error: 'La lección ya no está disponible en el servidor.',
    });
  });
});

describe('DescargasService with several calls at once', { timeout: 20_000 }, () => {
  it('two starts of the same lesson make one transfer', async () => {
    const [a, b] = await Promise.all([
      servicio.iniciar(args({ total: TAMANO })),
      servicio.iniciar(args({ total: TAMANO })),
    ]);
    expect([a.estado, b.estado]).toEqual(['en-curso', 'en-curso']);
    expect(await esperarEstado(servicio, ID, ['completa', 'error'])).toMatchObject({
      estado: 'completa',
      sha256: HASH,
    });
    expect(servidor.estado.rangos).toEqual([null]);
  });
});
