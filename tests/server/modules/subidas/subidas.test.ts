import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITES_CURSO } from '@shared/domain/cursos';
import { testDialects } from '../../helpers/databases';
import { subirYCortar } from '../../helpers/subidaCortada';
import { tokenAdmin } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import {
  BYTES,
  archivosEnDisco,
  carpetaMultimedia,
  filasArchivos,
  subir,
} from '../multimedias/ayudas';

describe.each(testDialects())('uploads (%s)', (dialect) => {
  let srv: TestServer;
  let token: string;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    token = await tokenAdmin(srv);
  });
  afterAll(() => srv.close());

  const carpeta = (nombre: string) => join(srv.dataDir, 'uploads', nombre);
  const listar = async (nombre: string) =>
    existsSync(carpeta(nombre)) ? (await readdir(carpeta(nombre))).sort() : [];

  it('course background: JPEG/PNG into uploads/fondos, served at /api/file/:name', async () => {
    const res = await subir(srv, token, BYTES.png, 'fondo.png', '/api/upload');
    expect(res.status).toBe(200);
    const newFile = res.body.newFile as string;
    expect(res.body).toEqual({
      ok: true,
      fileName: 'fondo.png',
      newFile,
      newPath: `/api/file/${newFile}`,
    });
    expect(await listar('fondos')).toEqual([newFile]);
  });

  it('course background over 10 MB → 413 and no file; exactly 10 MB is fine', async () => {
    const antes = await listar('fondos');
    const grande = Buffer.concat([BYTES.png, Buffer.alloc(LIMITES_CURSO.imagenFondoBytes, 1)]);
    const res = await subir(srv, token, grande, 'grande.png', '/api/upload');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'DEMASIADO_GRANDE',
      error: 'La imagen de fondo supera el tamaño máximo de 10 MB.',
    });
    expect(await listar('fondos')).toEqual(antes);
    const justo = Buffer.concat([
      BYTES.jpg,
      Buffer.alloc(LIMITES_CURSO.imagenFondoBytes - BYTES.jpg.length, 1),
    ]);
    expect((await subir(srv, token, justo, 'justo.jpg', '/api/upload')).status).toBe(200);
  });

  it('logo: 2 MB, JPEG/PNG only, into uploads/logos', async () => {
    const ok = await subir(srv, token, BYTES.jpg, 'logo.jpg', '/api/upload-logo');
    expect(ok.status).toBe(200);
    expect(await listar('logos')).toEqual([ok.body.newFile]);
    const grande = Buffer.concat([BYTES.png, Buffer.alloc(LIMITES_CURSO.logoBytes, 1)]);
    const res = await subir(srv, token, grande, 'logo.png', '/api/upload-logo');
    expect(res).toMatchObject({
      status: 413,
      body: { error: 'El logo supera el tamaño máximo de 2 MB.' },
    });
    const pdf = await subir(srv, token, BYTES.pdf, 'logo.png', '/api/upload-logo');
    expect(pdf.status).toBe(415);
    expect(pdf.body.error).toMatch(/^Tipo de archivo no permitido/);
    expect(await listar('logos')).toEqual([ok.body.newFile]);
  });

  it('lesson file: streams 3 MB to disk with an archivos row and its sha256', async () => {
    const bytes = Buffer.concat([BYTES.mp4, Buffer.alloc(3 * 1024 * 1024, 9)]);
    const res = await subir(srv, token, bytes, 'Clase 1.mp4');
    expect(res.status).toBe(200);
    const newFile = res.body.newFile as string;
    expect(newFile).toMatch(/^[a-f0-9]{32}\.mp4$/);
    expect(res.body).toEqual({
      ok: true,
      fileName: 'Clase 1.mp4',
      newFile,
      newPath: newFile,
      tipoMedia: 'Video',
      tamano: bytes.length,
    });
    const fila = await srv.server.services.db
      .selectFrom('archivos')
      .selectAll()
      .where('nombre_servidor', '=', newFile)
      .executeTakeFirstOrThrow();
    expect(fila).toMatchObject({
      nombre_original: 'Clase 1.mp4',
      tipo_mime: 'video/mp4',
      tamano: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    expect(fila.creado_por).not.toBeNull();
    expect((await readFile(join(carpetaMultimedia(srv), newFile))).equals(bytes)).toBe(true);
  });

  it('the type comes from the bytes: PNG named .pdf is a PNG; text named .mp4 is 415', async () => {
    const png = await subir(
      srv,
      token,
      BYTES.png,
      'documento.pdf',
      '/api/uploadmultimedia',
      'application/pdf',
    );
    expect(png.status).toBe(200);
    expect(png.body).toMatchObject({ tipoMedia: 'Imagen', fileName: 'documento.pdf' });
    expect(png.body.newFile).toMatch(/\.png$/);
    const antes = [await archivosEnDisco(srv), await filasArchivos(srv)];
    const texto = await subir(
      srv,
      token,
      Buffer.from('esto no es un video, es texto plano'),
      'v.mp4',
      '/api/uploadmultimedia',
      'video/mp4',
    );
    expect(texto.status).toBe(415);
    expect(texto.body).toMatchObject({
      code: 'TIPO_NO_SOPORTADO',
      error: 'Tipo de archivo no permitido: solo se aceptan MP4, PDF, MP3, JPEG o PNG.',
    });
    expect([await archivosEnDisco(srv), await filasArchivos(srv)]).toEqual(antes);
  });

  it('uploadmulter answers error_code 0, the server name and the type', async () => {
    const form = new FormData();
    form.append('link', 'https://example.org');
    form.append('file', new Blob([new Uint8Array(BYTES.mp3)]), 'tema.mp3');
    const res = await fetch(`${srv.url}/api/uploadmulter`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await res.json()) as Record<string, unknown>;
    expect(res.status).toBe(200);
    expect(body).toEqual({
      error_code: 0,
      filename: expect.stringMatching(/\.mp3$/) as string,
      type: 'audio/mpeg',
    });
    expect(await filasArchivos(srv)).toContain(body.filename);
  });

  it('no file, an empty file, JSON instead of a form → 400/415, never a 500', async () => {
    const vacio = await fetch(`${srv.url}/api/uploadmultimedia`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: (() => {
        const f = new FormData();
        f.append('otro', 'x');
        return f;
      })(),
    });
    expect(vacio.status).toBe(400);
    expect((await subir(srv, token, Buffer.alloc(0), 'nada.pdf')).status).toBe(400);
    const json = await srv.request('POST', '/api/uploadmultimedia', { token, body: { file: 'x' } });
    expect(json.status).toBe(415);
    expect((await subir(srv, null, BYTES.pdf, 'a.pdf')).status).toBe(401);
  });

  it('a lesson upload cut off mid-stream leaves no file and no row', async () => {
    const antes = [await archivosEnDisco(srv), await filasArchivos(srv)];
    const parciales = await subirYCortar({
      url: srv.url,
      ruta: '/api/uploadmultimedia',
      token,
      nombre: 'corte.mp4',
      tipo: 'video/mp4',
      bytes: Buffer.concat([BYTES.mp4, Buffer.alloc(1_000_000, 1)]),
      anunciados: 5_000_000,
      listar: () => archivosEnDisco(srv),
    });
    expect(parciales).toHaveLength(1);
    expect([await archivosEnDisco(srv), await filasArchivos(srv)]).toEqual(antes);
    expect((await subir(srv, token, BYTES.pdf, 'despues.pdf')).status).toBe(200);
  });
});
