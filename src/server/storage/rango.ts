import { open } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { OutgoingHttpHeaders } from 'node:http';
import { basename, dirname } from 'node:path';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { escribirTramo } from './flujo';

/**
 * HTTP Range (RFC 9110 §14) for stored files, so players can seek and resume without the
 * server reading whole files: lessons (GET /api/plyr/:id) and course attachments.
 */
export type Rango =
  /** No Range (or one we may ignore): the whole file, 200. */
  | { tipo: 'completo' }
  /** One satisfiable range, inclusive bounds: 206. */
  | { tipo: 'parcial'; inicio: number; fin: number }
  /** Malformed or unsatisfiable: 416 with `Content-Range: bytes *\/size`. */
  | { tipo: 'invalido' };

const NUMERO = /^\d{1,15}$/;

/**
 * Reads a Range header against a file of `tamano` bytes.
 * - `bytes=a-b`, `bytes=a-` and `bytes=-n` (the last n bytes); an end past the file is
 *   clamped, a suffix longer than the file means the whole file (still 206).
 * - Several ranges (`bytes=0-9,20-29`) are answered with the whole file (200): RFC 9110
 *   lets a server ignore Range, players never ask for several, and multipart/byteranges
 *   would only add a rarely-tested code path.
 * - Another unit (`items=…`) is ignored as the RFC requires (200).
 * - Anything else under `bytes=` (garbage, a > b, a start past the end, `-0`, an empty
 *   file) is 416.
 */
export function interpretarRango(cabecera: string | undefined, tamano: number): Rango {
  if (cabecera === undefined) return { tipo: 'completo' };
  const texto = cabecera.trim();
  const unidad = /^([A-Za-z]+)=/.exec(texto);
  if (!unidad) return { tipo: 'invalido' };
  if (unidad[1]?.toLowerCase() !== 'bytes') return { tipo: 'completo' };
  const especificaciones = texto.slice(unidad[0].length).split(',');
  if (especificaciones.length > 1) {
    // Ignored only when every part is well-formed: garbage after a comma is still garbage.
    const todas = especificaciones.every((e) => /^\s*(\d*)\s*-\s*(\d*)\s*$/.test(e));
    return todas ? { tipo: 'completo' } : { tipo: 'invalido' };
  }
  const partes = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(especificaciones[0] ?? '');
  if (!partes) return { tipo: 'invalido' };
  const [, a = '', b = ''] = partes;
  if (tamano <= 0) return { tipo: 'invalido' };
  if (a === '') {
    if (!NUMERO.test(b)) return { tipo: 'invalido' };
    const sufijo = Number(b);
    if (sufijo === 0) return { tipo: 'invalido' };
    return { tipo: 'parcial', inicio: Math.max(0, tamano - sufijo), fin: tamano - 1 };
  }
  if (!NUMERO.test(a) || (b !== '' && !NUMERO.test(b))) return { tipo: 'invalido' };
  const inicio = Number(a);
  const fin = b === '' ? tamano - 1 : Math.min(Number(b), tamano - 1);
  if (inicio >= tamano || (b !== '' && Number(b) < inicio)) return { tipo: 'invalido' };
  return { tipo: 'parcial', inicio, fin };
}

export interface ArchivoAEnviar {
  /** Absolute path of a server-made file (never built from client input). */
  ruta: string;
  mime: string;
  /** Original name, for `x-filename` and Content-Disposition. */
  nombreOriginal: string;
  /** Attachment (download) instead of inline (player). */
  descarga?: boolean;
  mensajeNoEncontrado?: string;
  /**
   * The proxy's internal URI of this file (ARCHIVOS_X_ACCEL + its path under uploads/):
   * answered with `X-Accel-Redirect` and no body, nginx sends the bytes.
   */
  interna?: string;
}

/** RFC 6266/5987: an ASCII fallback plus the exact UTF-8 name. */
function disposicion(tipo: 'inline' | 'attachment', nombre: string): string {
  const ascii = nombre.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${tipo}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nombre)}`;
}

/** The headers of ours that every answer carries, 416 included. */
function cabecerasDelArchivo(reply: FastifyReply, archivo: ArchivoAEnviar): void {
  reply
    .header('x-filename', encodeURIComponent(archivo.nombreOriginal))
    .header('access-control-expose-headers', 'x-filename, content-range, accept-ranges')
    .header(
      'content-disposition',
      disposicion(archivo.descarga ? 'attachment' : 'inline', archivo.nombreOriginal),
    )
    .header('cache-control', 'private, no-transform');
}

/**
 * Sends a stored file honouring Range: 200 whole, 206 one range, 416 otherwise.
 *
 * interpretarRango decides (it is stricter than @fastify/send's own parser, which would
 * answer 416 to `bytes=-999999`, 200 to a malformed header and 206 to `bytes=1-2,x`); then
 * @fastify/send decides the answer, given the one validated range or none: Content-Range
 * and Length, Last-Modified and ETag, and conditional requests (If-Range, If-None-Match →
 * 304). It is asked as for a HEAD, so it opens no read stream: the bytes go out through
 * escribirTramo (flujo.ts), which reuses its buffers (docs/rendimiento-archivos.md).
 *
 * With `archivo.interna` (ARCHIVOS_X_ACCEL, the proxy deployment) the server only answers
 * with the headers and `X-Accel-Redirect`: nginx serves the bytes, Range included.
 */
export async function enviarConRango(
  request: FastifyRequest,
  reply: FastifyReply,
  archivo: ArchivoAEnviar,
): Promise<FastifyReply> {
  const info = await stat(archivo.ruta).catch(() => null);
  if (!info?.isFile()) throw new HttpError('NO_ENCONTRADO', archivo.mensajeNoEncontrado);
  cabecerasDelArchivo(reply, archivo);
  if (archivo.interna !== undefined) {
    // nginx answers Range, If-Range and 416 itself from the file; it keeps these headers.
    return reply.header('x-accel-redirect', archivo.interna).type(archivo.mime).send('');
  }
  const cabecera = request.headers.range;
  const rango = interpretarRango(Array.isArray(cabecera) ? cabecera[0] : cabecera, info.size);
  if (rango.tipo === 'invalido') {
    // A JSON error body would be read as file bytes by a player: answer 416 with no body.
    return reply
      .code(416)
      .header('accept-ranges', 'bytes')
      .header('last-modified', info.mtime.toUTCString())
      .header('content-range', `bytes */${info.size}`)
      .type('text/plain; charset=utf-8')
      .send('');
  }
  const headers = { ...request.headers };
  delete headers.range;
  if (rango.tipo === 'parcial') headers.range = `bytes=${rango.inicio}-${rango.fin}`;
  // send reads only `method` and `headers` of the request it is given; as HEAD it decides
  // status and headers without opening the file.
  const peticion = { method: 'HEAD', headers } as unknown as Parameters<typeof send>[0];
  const respuesta = await send(peticion, `/${encodeURIComponent(basename(archivo.ruta))}`, {
    root: dirname(archivo.ruta),
    dotfiles: 'allow',
    cacheControl: false,
    contentType: false,
  });
  if (respuesta.type === 'error' && respuesta.statusCode === 404) {
    throw new HttpError('NO_ENCONTRADO', archivo.mensajeNoEncontrado);
  }
  reply.code(respuesta.statusCode).headers(respuesta.headers);
  const conCuerpo = respuesta.statusCode === 200 || respuesta.statusCode === 206;
  if (respuesta.type !== 'file' || !conCuerpo) return reply.send(respuesta.stream);
  reply.type(archivo.mime);
  if (request.method === 'HEAD') return reply.send('');
  return enviarCuerpo(reply, archivo, respuesta.headers);
}

/** `bytes a-b/size` → a (the first byte sent); 0 for a whole file. */
function inicioDe(headers: Record<string, unknown>): number {
  const rango = /^bytes (\d+)-/.exec(String(headers['Content-Range'] ?? ''));
  return rango ? Number(rango[1]) : 0;
}

/**
 * The body, written straight to the socket (reply.hijack: Fastify does not pipe it), after
 * the headers Fastify holds and the ones helmet put on the raw response. onResponse hooks
 * (metrics, the request log) still run when the response finishes.
 */
async function enviarCuerpo(
  reply: FastifyReply,
  archivo: ArchivoAEnviar,
  headers: Record<string, unknown>,
): Promise<FastifyReply> {
  // A plain fd (not a FileHandle, which would close it again when collected).
  const fd = await new Promise<number | null>((resolve) => {
    open(archivo.ruta, 'r', (error, abierto) => resolve(error ? null : abierto));
  });
  if (fd === null) throw new HttpError('NO_ENCONTRADO', archivo.mensajeNoEncontrado);
  const longitud = Number(headers['Content-Length'] ?? 0);
  reply.hijack();
  const res = reply.raw;
  res.writeHead(reply.statusCode, reply.getHeaders() as OutgoingHttpHeaders);
  // The fd now belongs to escribirTramo: it closes it when the body ends or the client leaves.
  escribirTramo(res, fd, inicioDe(headers), longitud);
  return reply;
}
