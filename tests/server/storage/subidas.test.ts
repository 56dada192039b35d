import { mkdir, mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../../src/server/errors';
import {
  borrarArchivo,
  borrarParcialesViejos,
  guardarSubida,
} from '../../../src/server/storage/subidas';
import { detectarTipo, mimeDeNombre } from '../../../src/server/storage/tipos';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const IMAGENES = ['image/jpeg', 'image/png'] as const;

/** A source that yields its chunks one by one, like a network stream. */
const trozos = (...partes: Buffer[]) => Readable.from(partes, { objectMode: false });

describe('guardarSubida (storage)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cf-subidas-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const opciones = (maxBytes = 1000) => ({ dir: join(dir, 'fotos'), maxBytes, tipos: IMAGENES });
  const enCarpeta = () => readdir(join(dir, 'fotos'));
  async function error(promesa: Promise<unknown>): Promise<HttpError> {
    const e = await promesa.then(
      () => null,
      (x: unknown) => x,
    );
    expect(e).toBeInstanceOf(HttpError);
    return e as HttpError;
  }

  it('writes the bytes under a random name with the detected extension', async () => {
    // The header arrives split over several chunks.
    const contenido = [
      PNG.subarray(0, 3),
      PNG.subarray(3, 9),
      PNG.subarray(9),
      Buffer.alloc(500, 2),
    ];
    const guardado = await guardarSubida(trozos(...contenido), opciones());
    expect(guardado.nombre).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(guardado.mime).toBe('image/png');
    expect(guardado.bytes).toBe(PNG.length + 500);
    expect(guardado.sha256).toMatch(/^[a-f0-9]{64}$/);
    expect(await readFile(guardado.ruta)).toEqual(Buffer.concat(contenido));
    expect(await enCarpeta()).toEqual([guardado.nombre]);
  });

  it('accepts a file shorter than the header buffer when its signature fits', async () => {
    const guardado = await guardarSubida(trozos(Buffer.from([0xff, 0xd8, 0xff])), opciones());
    expect(guardado.nombre).toMatch(/\.jpg$/);
  });

  it('stops at the size limit while streaming and deletes the partial file', async () => {
    let leidos = 0;
    // The source's own buffer is fixed here: Node 22 raised the default to 64 KiB, which
    // alone would let it read ahead 256 chunks of 256 bytes before the limit is even seen.
    const infinita = new Readable({
      highWaterMark: 16 * 1024,
      read() {
        leidos += 1;
        this.push(leidos === 1 ? PNG : Buffer.alloc(256, 1));
      },
    });
    const e = await error(
      guardarSubida(infinita, { ...opciones(10_000), mensajes: { demasiadoGrande: 'Grande' } }),
    );
    expect(e.code).toBe('DEMASIADO_GRANDE');
    expect(e.message).toBe('Grande');
    // An endless source: it stopped soon after the limit (plus stream read-ahead).
    expect(leidos).toBeLessThan(200);
    expect(await enCarpeta()).toEqual([]);
  });

  it('refuses a type outside the list whatever its name, and an empty file', async () => {
    expect((await error(guardarSubida(trozos(Buffer.from('%PDF-1.7 ...')), opciones()))).code).toBe(
      'TIPO_NO_SOPORTADO',
    );
    expect((await error(guardarSubida(trozos(Buffer.from('hola')), opciones()))).code).toBe(
      'TIPO_NO_SOPORTADO',
    );
    expect((await error(guardarSubida(trozos(), opciones()))).code).toBe('VALIDACION');
    expect(await enCarpeta()).toEqual([]);
  });

  it('deletes the partial file when the source fails midway', async () => {
    const rota = new Readable({ read() {} });
    const guardando = guardarSubida(rota, opciones(1_000_000));
    rota.push(PNG);
    rota.push(Buffer.alloc(5000, 3));
    await new Promise((r) => setTimeout(r, 20));
    expect((await enCarpeta()).some((f) => f.endsWith('.parcial'))).toBe(true);
    rota.destroy(new Error('conexión perdida'));
    await expect(guardando).rejects.toThrow('conexión perdida');
    expect(await enCarpeta()).toEqual([]);
  });

  it('treats a source truncated by its own limit as too large', async () => {
    const e = await error(guardarSubida(trozos(PNG), { ...opciones(), truncado: () => true }));
    expect(e.code).toBe('DEMASIADO_GRANDE');
    expect(await enCarpeta()).toEqual([]);
  });

  it('deletes only server-made names', async () => {
    const guardado = await guardarSubida(trozos(PNG), opciones());
    await borrarArchivo(join(dir, 'fotos'), '../fotos');
    await borrarArchivo(join(dir, 'fotos'), guardado.nombre);
    await borrarArchivo(join(dir, 'fotos'), guardado.nombre);
    expect(await enCarpeta()).toEqual([]);
  });
});

describe('detectarTipo', () => {
  it('recognises the lesson types by their bytes', () => {
    const todos = ['application/pdf', 'video/mp4', 'audio/mpeg', ...IMAGENES];
    const mp4 = Buffer.from([0, 0, 0, 0x20, ...Buffer.from('ftypisom')]);
    expect(detectarTipo(mp4, todos)?.extension).toBe('mp4');
    expect(detectarTipo(Buffer.from('%PDF-1.4'), todos)?.mime).toBe('application/pdf');
    expect(detectarTipo(Buffer.from('ID3\u0004'), todos)?.mime).toBe('audio/mpeg');
    expect(detectarTipo(Buffer.from('ID3\u0004'), IMAGENES)).toBeNull();
    expect(mimeDeNombre('abc.jpg')).toBe('image/jpeg');
    expect(mimeDeNombre('abc.exe')).toBeNull();
  });
});

describe('borrarParcialesViejos', () => {
  it('deletes only temporary files older than a day', async () => {
    const raiz = await mkdtemp(join(tmpdir(), 'cf-parciales-'));
    try {
      const fotos = join(raiz, 'fotos');
      await mkdir(fotos, { recursive: true });
      const viejo = `.${'a'.repeat(32)}.parcial`;
      const nuevo = `.${'b'.repeat(32)}.parcial`;
      const foto = `${'c'.repeat(32)}.png`;
      for (const f of [viejo, nuevo, foto]) await writeFile(join(fotos, f), 'x');
      const ayer = new Date(Date.now() - 25 * 3600 * 1000);
      await utimes(join(fotos, viejo), ayer, ayer);
      expect(await borrarParcialesViejos(raiz)).toBe(1);
      expect((await readdir(fotos)).sort()).toEqual([nuevo, foto].sort());
      expect(await borrarParcialesViejos(join(raiz, 'no-existe'))).toBe(0);
    } finally {
      await rm(raiz, { recursive: true, force: true });
    }
  });
});
