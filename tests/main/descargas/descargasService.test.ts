import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DescargasService } from '../../../src/main/services/descargas/descargasService';
import { crearCurso, tokenAdmin } from '../../server/helpers/cuentas';
import { startTestServer, type TestServer } from '../../server/helpers/testServer';
import { BYTES, crearLeccion, patron } from '../../server/modules/multimedias/ayudas';
import { crearProxyCortador, esperarEstado, esperarQue, sha256 } from './ayudas';

/**
 * Downloads from the real platform server (port 0, SQLite) through GET /api/plyr/:id with
 * the lesson's signed URL, behind a TCP proxy that really cuts connections mid-file.
 */
const TAMANO = 3 * 1024 * 1024 + 123;
const contenido = patron(TAMANO, BYTES.pdf.subarray(0, 9));
const HASH = sha256(contenido);
const GB = 1024 ** 3;

let srv: TestServer;
let proxy: Awaited<ReturnType<typeof crearProxyCortador>>;
let leccion: { id: string; src: string; cursoId: string };
let carpeta: string;
const servicios: DescargasService[] = [];

function nuevoServicio(opciones: Partial<ConstructorParameters<typeof DescargasService>[0]> = {}) {
  const s = new DescargasService({
    carpeta,
    baseUrl: proxy.url,
    espacioLibre: async () => 10 * GB,
    ...opciones,
  });
  servicios.push(s);
  return s;
}

const args = (extra: object = {}) => ({
  multimediaId: leccion.id,
  nombre: '1.1 Guía',
  cursoId: leccion.cursoId,
  url: leccion.src,
  ...extra,
});

beforeAll(async () => {
  srv = await startTestServer('sqlite');
  const admin = await tokenAdmin(srv);
  const cursoId = await crearCurso(srv, { codigo: 'D-01' });
  const m = await crearLeccion(srv, admin, {
    nombre: '1.1 Guía',
    curso: cursoId,
    bytes: contenido,
    archivo: 'guía.pdf',
  });
  if (!m.sources.src) throw new Error('la lección no tiene URL firmada');
  leccion = { id: m._id, src: m.sources.src, cursoId };
  proxy = await crearProxyCortador(srv.url);
}, 60_000);

afterAll(async () => {
  await proxy.cerrar();
  await srv.close();
});

beforeEach(async () => {
  carpeta = await mkdtemp(join(tmpdir(), 'descargas-'));
  proxy.estado.rangos.length = 0;
  proxy.estado.retardoMs = 0;
});

afterEach(async () => {
  for (const s of servicios.splice(0)) await s.detener();
  await rm(carpeta, { recursive: true, force: true });
});

const final = () => join(carpeta, `${leccion.id}.leccion`);
const parcial = () => join(carpeta, `${leccion.id}.part`);

describe('DescargasService against the real server', { timeout: 30_000 }, () => {
  it('downloads in the background with visible progress and checks size and hash', async () => {
    proxy.estado.retardoMs = 5;
    const s = nuevoServicio();
    const inicial = await s.iniciar(args({ total: TAMANO, sha256: HASH }));
    expect(inicial).toMatchObject({ estado: 'en-curso', urlLocal: null, total: TAMANO });
    // The renderer polls: at some point it sees a partial download and a speed.
    await esperarQue(async () => {
      const [d] = await s.listar();
      return d !== undefined && d.bytes > 0 && d.bytes < TAMANO && d.velocidad > 0;
    });
    const d = await esperarEstado(s, leccion.id, ['completa', 'error']);
    expect(d).toMatchObject({
      estado: 'completa',
      bytes: TAMANO,
      total: TAMANO,
      sha256: HASH,
      velocidad: 0,
      error: null,
      urlLocal: `leccion://${leccion.id}`,
    });
    expect((await readFile(final())).equals(contenido)).toBe(true);
    expect(existsSync(parcial())).toBe(false);
    expect(proxy.estado.rangos).toEqual([null]);
    // The server's Content-Type is kept for the offline protocol.
    expect(await s.archivoLeccion(leccion.id)).toMatchObject({
      tamano: TAMANO,
      tipo: 'application/pdf',
    });
    // Starting a finished lesson again downloads nothing.
    expect((await s.iniciar(args())).estado).toBe('completa');
    expect(proxy.estado.rangos).toHaveLength(1);
  });

  it('stores the computed hash when the server gave none, and the list survives a restart', async () => {
    const s = nuevoServicio();
    await s.iniciar(args());
    expect(await esperarEstado(s, leccion.id, ['completa', 'error'])).toMatchObject({
      estado: 'completa',
      sha256: HASH,
      total: TAMANO,
    });
    const otra = nuevoServicio();
    expect(await otra.listar()).toEqual(await s.listar());
  });

  it('resumes after a cut with Range and ends with exactly the server bytes', async () => {
    const s = nuevoServicio();
    proxy.cortarTras(1_000_000);
    await s.iniciar(args({ sha256: HASH }));
    const cortada = await esperarEstado(s, leccion.id, ['error', 'completa']);
    expect(cortada.estado).toBe('error');
    expect(cortada.error).toMatch(/conexión/);
    expect(cortada.bytes).toBeGreaterThan(0);
    expect(cortada.bytes).toBeLessThan(TAMANO);
    const enDisco = (await readFile(parcial())).length;
    expect(enDisco).toBe(cortada.bytes);

    await s.iniciar(args({ sha256: HASH }));
    const d = await esperarEstado(s, leccion.id, ['completa', 'error']);
    expect(d).toMatchObject({ estado: 'completa', bytes: TAMANO, sha256: HASH });
    expect(proxy.estado.rangos).toEqual([null, `bytes=${enDisco}-`]);
    expect((await readFile(final())).equals(contenido)).toBe(true);
  });

  it('continues after an app restart: a new instance over the same folder', async () => {
    proxy.estado.retardoMs = 5;
    const antes = nuevoServicio();
    await antes.iniciar(args({ total: TAMANO, sha256: HASH }));
    await esperarQue(async () => ((await antes.listar())[0]?.bytes ?? 0) > 200_000);
    await antes.detener(); // the app quits mid-download
    const [pausada] = await antes.listar();
    expect(pausada).toMatchObject({ estado: 'pausada', velocidad: 0 });

    proxy.estado.retardoMs = 0;
    const despues = nuevoServicio();
    const [vista] = await despues.listar();
    expect(vista).toMatchObject({ estado: 'pausada', bytes: pausada?.bytes, total: TAMANO });
    expect(despues.reanudarPendientes()).toBe(1);
    const d = await esperarEstado(despues, leccion.id, ['completa', 'error']);
    expect(d).toMatchObject({ estado: 'completa', bytes: TAMANO, sha256: HASH });
    expect(proxy.estado.rangos.at(-1)).toBe(`bytes=${pausada?.bytes}-`);
    expect((await readFile(final())).equals(contenido)).toBe(true);
  });

  it('a cut left by a closed app is resumed at the next start too', async () => {
    const antes = nuevoServicio();
    proxy.cortarTras(500_000);
    await antes.iniciar(args());
    const cortada = await esperarEstado(antes, leccion.id, ['error', 'completa']);
    expect(cortada.estado).toBe('error');
    const despues = nuevoServicio();
    expect(despues.reanudarPendientes()).toBe(1);
    expect(await esperarEstado(despues, leccion.id, ['completa', 'error'])).toMatchObject({
      estado: 'completa',
      sha256: HASH,
    });
    expect(proxy.estado.rangos).toEqual([null, `bytes=${cortada.bytes}-`]);
  });

  it('never completes a download whose hash does not match, and drops its bytes', async () => {
    const s = nuevoServicio();
    await s.iniciar(args({ sha256: 'a'.repeat(64) }));
    const d = await esperarEstado(s, leccion.id, ['error', 'completa']);
    expect(d).toMatchObject({ estado: 'error', urlLocal: null, sha256: null, bytes: 0 });
    expect(d.error).toMatch(/SHA-256/);
    expect(await readdir(carpeta)).toEqual(['descargas.json']);
    expect(await s.archivoLeccion(leccion.id)).toBeNull();
    // Not resumed at the next start either: the learner decides.
    expect(nuevoServicio().reanudarPendientes()).toBe(0);
  });

  it('refuses when free space would drop under the margin, before any byte', async () => {
    const margen = 500 * 1024 * 1024;
    const s = nuevoServicio({ espacioLibre: async () => margen + TAMANO - 1 });
    const d = await s.iniciar(args({ total: TAMANO }));
    expect(d.estado).toBe('error');
    expect(d.error).toBe(
      'No hay espacio suficiente en el disco: se necesitan 4 MB libres además del margen de seguridad (500 MB).',
    );
    expect(proxy.estado.rangos).toEqual([]);

    // Size unknown beforehand (the entry remembered it, so start over): refused on the first
    // response's Content-Length.
    await s.eliminar(leccion.id);
    const sinTotal = await s.iniciar(args({ total: null }));
    expect(sinTotal.estado).toBe('en-curso');
    const rechazada = await esperarEstado(s, leccion.id, ['error', 'completa']);
    expect(rechazada.error).toMatch(/^No hay espacio suficiente en el disco/);
    expect(rechazada.bytes).toBe(0);
    expect(nuevoServicio({ espacioLibre: async () => margen + TAMANO }).reanudarPendientes()).toBe(
      0,
    );
  });

  it('cancel pauses and keeps the bytes; starting again resumes from them', async () => {
    proxy.estado.retardoMs = 5;
    const s = nuevoServicio();
    await s.iniciar(args({ sha256: HASH }));
    await esperarQue(async () => ((await s.listar())[0]?.bytes ?? 0) > 100_000);
    expect(await s.cancelar(leccion.id)).toBeNull();
    const [pausada] = await s.listar();
    expect(pausada?.estado).toBe('pausada');
    expect((await readFile(parcial())).length).toBe(pausada?.bytes);
    // A paused download is the learner's choice: not resumed by itself at the next start.
    expect(nuevoServicio().reanudarPendientes()).toBe(0);

    proxy.estado.retardoMs = 0;
    await s.iniciar(args({ sha256: HASH }));
    expect(await esperarEstado(s, leccion.id, ['completa', 'error'])).toMatchObject({
      estado: 'completa',
      sha256: HASH,
    });
    expect(proxy.estado.rangos.at(-1)).toBe(`bytes=${pausada?.bytes}-`);
  });

  it('eliminar removes the files and the entry, mid-download or complete', async () => {
    proxy.estado.retardoMs = 5;
    const s = nuevoServicio();
    await s.iniciar(args());
    await esperarQue(async () => existsSync(parcial()));
    await s.eliminar(leccion.id);
    expect(await s.listar()).toEqual([]);
    expect(await readdir(carpeta)).toEqual(['descargas.json']);

    proxy.estado.retardoMs = 0;
    await s.iniciar(args());
    await esperarEstado(s, leccion.id, ['completa']);
    await s.eliminar(leccion.id);
    expect(await s.listar()).toEqual([]);
    expect(await readdir(carpeta)).toEqual(['descargas.json']);
    expect(await nuevoServicio().listar()).toEqual([]);
  });

  it('fetches only from the platform server and only safe ids', async () => {
    const s = nuevoServicio();
    await expect(s.iniciar(args({ url: 'http://example.com/x' }))).rejects.toThrow(
      'La dirección de la lección no pertenece al servidor de la plataforma.',
    );
    await expect(s.iniciar(args({ multimediaId: '../fuera' }))).rejects.toThrow(
      'El identificador de la lección no es válido.',
    );
  });
});
