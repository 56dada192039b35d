import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../errors';
import { NOMBRE_SERVIDOR } from './subidas';
import { mimeDeNombre } from './tipos';

/**
 * Streams a stored file with its content type (from its server-made name), or a JSON 404.
 * Lessons will add HTTP Range on top of this; a photo is small enough to send whole.
 */
export async function enviarArchivo(
  reply: FastifyReply,
  dir: string,
  nombre: string,
  mensajeNoEncontrado?: string,
): Promise<FastifyReply> {
  const mime = mimeDeNombre(nombre);
  if (!NOMBRE_SERVIDOR.test(nombre) || !mime) {
    throw new HttpError('NO_ENCONTRADO', mensajeNoEncontrado);
  }
  const ruta = join(dir, nombre);
  const info = await stat(ruta).catch(() => null);
  if (!info?.isFile()) throw new HttpError('NO_ENCONTRADO', mensajeNoEncontrado);
  return reply.type(mime).header('content-length', String(info.size)).send(createReadStream(ruta));
}
