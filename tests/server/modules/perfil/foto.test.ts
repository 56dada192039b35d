import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOTO_MAX_BYTES } from '@shared/domain/usuarios';
import { testDialects } from '../../helpers/databases';
import { subirYCortar } from '../../helpers/subidaCortada';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { crearCurso, registrar } from '../auth/ayudas';

/** A real 1×1 PNG and the start of a JPEG: what the server checks is their first bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);

describe.each(testDialects())('profile photo (%s)', (dialect) => {
  let srv: TestServer;
  let token: string;
  let carpeta: string;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    token = (await registrar(srv, await crearCurso(srv))).token;
    carpeta = join(srv.dataDir, 'uploads', 'fotos');
  });
  afterAll(() => srv.close());

  async function subir(bytes: Buffer, nombre: string, mime: string, campo = 'file') {
    const form = new FormData();
    form.append(campo, new Blob([new Uint8Array(bytes)], { type: mime }), nombre);
    const res = await fetch(`${srv.url}/api/upload-foto`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  const archivos = async () => (existsSync(carpeta) ? (await readdir(carpeta)).sort() : []);
  const fotoActual = async () => {
    const yo = await srv.request('POST', '/auth/token', { body: { token } });
    return (yo.body as { user: { foto: string | null } }).user.foto;
  };

  it('stores a PNG under a server-made name and serves it back with its type', async () => {
    const res = await subir(PNG, '../../etc/yo.png', 'image/png');
    expect(res.status).toBe(200);
    const newFile = res.body.newFile as string;
    expect(newFile).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(res.body).toEqual({
      ok: true,
      fileName: 'yo.png',
      newFile,
      newPath: `/api/usuarios/foto/${newFile}`,
    });
    expect(await archivos()).toEqual([newFile]);
    expect(await fotoActual()).toBe(newFile);

    const foto = await fetch(`${srv.url}${res.body.newPath as string}`);
    expect(foto.status).toBe(200);
    expect(foto.headers.get('content-type')).toBe('image/png');
    expect(foto.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await foto.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('decides the type by the bytes and replaces the previous photo', async () => {
    const anterior = await fotoActual();
    const res = await subir(JPEG, 'foto.png', 'image/png');
    expect(res.status).toBe(200);
    const newFile = res.body.newFile as string;
    expect(newFile).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(await archivos()).toEqual([newFile]);
    expect(anterior).not.toBe(newFile);
    const foto = await fetch(`${srv.url}/api/usuarios/foto/${newFile}`);
    expect(foto.headers.get('content-type')).toBe('image/jpeg');
    const vieja = await fetch(`${srv.url}/api/usuarios/foto/${anterior ?? ''}`);
    expect(vieja.status).toBe(404);
    expect(await vieja.json()).toMatchObject({ ok: false, code: 'NO_ENCONTRADO' });
  });

  it('refuses more than 1 MB with 413 and leaves no file', async () => {
    const antes = await archivos();
    const grande = Buffer.concat([PNG, Buffer.alloc(FOTO_MAX_BYTES, 1)]);
    const res = await subir(grande, 'grande.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'DEMASIADO_GRANDE',
      error: 'La foto supera el tamaño máximo de 1 MB.',
    });
    expect(await archivos()).toEqual(antes);
  });

  it('accepts exactly 1 MB', async () => {
    const justo = Buffer.concat([PNG, Buffer.alloc(FOTO_MAX_BYTES - PNG.length, 1)]);
    expect((await subir(justo, 'justo.png', 'image/png')).status).toBe(200);
  });

  it('refuses text named .png with 415, and anything that is not a file upload', async () => {
    const antes = await archivos();
    const texto = await subir(Buffer.from('hola, no soy una imagen'), 'foto.png', 'image/png');
    expect(texto.status).toBe(415);
    expect(texto.body).toMatchObject({
      code: 'TIPO_NO_SOPORTADO',
      error: 'Solo se aceptan imágenes JPEG o PNG.',
    });
    const json = await srv.request('POST', '/api/upload-foto', { token, body: { file: 'x' } });
    expect(json.status).toBe(415);
    expect((await subir(PNG, 'yo.png', 'image/png', 'otro')).status).toBe(400);
    expect((await subir(Buffer.alloc(0), 'vacio.png', 'image/png')).status).toBe(400);
    expect(await archivos()).toEqual(antes);
    const anonimo = await fetch(`${srv.url}/api/upload-foto`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(anonimo.status).toBe(401);
  });

  it('leaves no partial file when the client disconnects mid-upload', async () => {
    const antes = await archivos();
    const parciales = await subirYCortar({
      url: srv.url,
      ruta: '/api/upload-foto',
      token,
      nombre: 'corte.png',
      tipo: 'image/png',
      bytes: Buffer.concat([PNG, Buffer.alloc(300_000, 1)]),
      anunciados: 600_000,
      listar: archivos,
    });
    // It was being written under a temporary name, and is gone.
    expect(parciales).toHaveLength(1);
    expect(await archivos()).toEqual(antes);
    // The server goes on serving.
    expect((await subir(PNG, 'yo.png', 'image/png')).status).toBe(200);
  });

  it('answers a malformed or cut-short form with 400, never a 500 or a hang', async () => {
    const antes = await archivos();
    const enviar = async (tipo: string, cuerpo: string) => {
      const res = await fetch(`${srv.url}/api/upload-foto`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': tipo },
        body: cuerpo,
        signal: AbortSignal.timeout(5000),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const sinLimite = await enviar('multipart/form-data', 'xxxx');
    expect(sinLimite).toMatchObject({ status: 400, body: { code: 'VALIDACION' } });
    const parte = '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n';
    const cortada = await enviar('multipart/form-data; boundary=abc', `${parte}\xff\xd8\xffdatos`);
    expect(cortada).toMatchObject({
      status: 400,
      body: { error: 'La subida se interrumpió antes de terminar.' },
    });
    expect(await archivos()).toEqual(antes);
  });

  it('answers unknown and malformed photo names without touching the disk', async () => {
    const nada = await fetch(`${srv.url}/api/usuarios/foto/${'a'.repeat(32)}.png`);
    expect(nada.status).toBe(404);
    const raro = await fetch(`${srv.url}/api/usuarios/foto/..%2Fjwt-secret`);
    expect(raro.status).toBe(400);
  });
});
