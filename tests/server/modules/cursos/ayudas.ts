import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Curso } from '@shared/api/cursos';
import type { TestServer } from '../../helpers/testServer';

/** Helpers of the course suites: API calls, files and rows the tests need. */

/** A real 1×1 PNG: the server checks the first bytes of every stored file. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A PDF is recognised by `%PDF-`; the rest is filler with a known pattern. */
export function pdf(bytes = 4096): Buffer {
  const cuerpo = Buffer.alloc(bytes - 5);
  for (let i = 0; i < cuerpo.length; i++) cuerpo[i] = i % 251;
  return Buffer.concat([Buffer.from('%PDF-'), cuerpo]);
}

export async function nuevoCurso(
  srv: TestServer,
  token: string,
  datos: Record<string, unknown>,
): Promise<Curso> {
  const res = await srv.request('POST', '/api/cursos/nuevo', { body: datos, token });
  if (res.status !== 200) throw new Error(`nuevo falló: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { data: Curso }).data;
}

export async function listar(srv: TestServer, token: string): Promise<Curso[]> {
  const res = await srv.request('POST', '/api/cursos/listar', { token });
  if (res.status !== 200) throw new Error(`listar falló: ${res.status}`);
  return (res.body as { data: { data: Curso[] } }).data.data;
}

/** A background as POST /api/upload leaves it: a server-made name in uploads/fondos. */
export async function fondoGuardado(srv: TestServer): Promise<string> {
  const nombre = `${randomBytes(16).toString('hex')}.png`;
  const dir = join(srv.dataDir, 'uploads', 'fondos');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, nombre), PNG);
  return nombre;
}

/** A lesson row straight in the database (the lessons API is another suite's subject). */
export async function crearLeccion(
  srv: TestServer,
  cursoId: string | null,
  nombre: string,
): Promise<string> {
  const id = randomUUID();
  const ahora = new Date().toISOString();
  await srv.server.services.db
    .insertInto('multimedias')
    .values({
      id,
      nombre,
      descripcion: '',
      tipo_media: 'link',
      formato: null,
      curso_id: cursoId,
      usuario_id: null,
      tags: '[]',
      archivo_id: null,
      link: 'https://ejemplo.co',
      num_visto: 0,
      creado_en: ahora,
      actualizado_en: ahora,
    })
    .execute();
  return id;
}

export async function registrarProgreso(
  srv: TestServer,
  usuarioId: string,
  multimediaId: string,
  progreso: 'no-iniciado' | 'iniciado' | 'completado',
  porcentaje: number,
): Promise<void> {
  const ahora = new Date().toISOString();
  await srv.server.services.db
    .insertInto('progresos')
    .values({
      usuario_id: usuarioId,
      multimedia_id: multimediaId,
      progreso,
      porcentaje,
      fecha: ahora,
      actualizado_en: ahora,
    })
    .execute();
}

export async function asignar(srv: TestServer, usuarioId: string, cursoId: string): Promise<void> {
  await srv.server.services.asignaciones.asignar(usuarioId, [cursoId]);
}

/** Multipart upload of an attachment; `campos` go first, in order, then the file. */
export async function subirAdjunto(
  srv: TestServer,
  token: string,
  campos: Record<string, string>,
  archivo?: { bytes: Buffer; nombre: string; mime?: string },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(campos)) form.append(k, v);
  if (archivo) {
    const blob = new Blob([new Uint8Array(archivo.bytes)], {
      type: archivo.mime ?? 'application/octet-stream',
    });
    form.append('file', blob, archivo.nombre);
  }
  const res = await fetch(`${srv.url}/api/cursos/subirAdjunto`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
