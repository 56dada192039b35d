import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Multimedia } from '@shared/api/multimedias';
import type { TestServer } from '../../helpers/testServer';

/** Files recognised by their first bytes; the rest is filler the server never parses. */
export const BYTES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
  mp4: Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypmp42'),
    Buffer.alloc(2000, 3),
  ]),
  mp3: Buffer.concat([Buffer.from('ID3'), Buffer.alloc(1000, 5)]),
  pdf: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1000, 0x20)]),
} as const;

/** Bytes 0, 1, 2 … 255, 0, 1 …: every slice shows where it came from. */
export function patron(tamano: number, cabecera: Buffer): Buffer {
  const cuerpo = Buffer.alloc(tamano - cabecera.length);
  for (let i = 0; i < cuerpo.length; i++) cuerpo[i] = (i + cabecera.length) % 256;
  return Buffer.concat([cabecera, cuerpo]);
}

export async function subir(
  srv: TestServer,
  token: string | null,
  bytes: Buffer,
  nombre: string,
  ruta = '/api/uploadmultimedia',
  mime = 'application/octet-stream',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: mime }), nombre);
  const res = await fetch(`${srv.url}${ruta}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Uploads a file and creates a lesson on it; answers the lesson. */
export async function crearLeccion(
  srv: TestServer,
  token: string,
  datos: {
    nombre: string;
    curso: string | null;
    bytes?: Buffer;
    archivo?: string;
    tags?: string[];
  },
): Promise<Multimedia> {
  const subida = await subir(srv, token, datos.bytes ?? BYTES.pdf, datos.archivo ?? 'guia.pdf');
  if (subida.status !== 200) throw new Error(`subida: ${JSON.stringify(subida.body)}`);
  const res = await srv.request('POST', '/api/multimedias', {
    token,
    body: {
      nombre: datos.nombre,
      curso: datos.curso,
      file: subida.body.newFile,
      tags: datos.tags ?? [],
    },
  });
  if (res.status !== 200) throw new Error(`crear: ${JSON.stringify(res.body)}`);
  return (res.body as { data: Multimedia }).data;
}

export async function crearEnlace(
  srv: TestServer,
  token: string,
  datos: { nombre: string; curso: string | null; link?: string },
): Promise<Multimedia> {
  const res = await srv.request('POST', '/api/multimedias', {
    token,
    body: {
      nombre: datos.nombre,
      curso: datos.curso,
      tipoMedia: 'link',
      link: datos.link ?? 'https://example.org/recurso',
    },
  });
  if (res.status !== 200) throw new Error(`crear enlace: ${JSON.stringify(res.body)}`);
  return (res.body as { data: Multimedia }).data;
}

export function carpetaMultimedia(srv: TestServer): string {
  return join(srv.dataDir, 'uploads', 'multimedia');
}

/** Stored lesson files (partial ones included, so a leftover shows). */
export async function archivosEnDisco(srv: TestServer): Promise<string[]> {
  const dir = carpetaMultimedia(srv);
  return existsSync(dir) ? (await readdir(dir)).sort() : [];
}

export async function filasArchivos(srv: TestServer): Promise<string[]> {
  const filas = await srv.server.services.db
    .selectFrom('archivos')
    .select('nombre_servidor')
    .orderBy('nombre_servidor')
    .execute();
  return filas.map((f) => f.nombre_servidor);
}
