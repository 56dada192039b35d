import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

/**
 * One answer for every upload route when the multipart body itself is wrong: a form
 * without (or with an impossible) boundary, cut short, or with broken part headers is
 * the client's mistake — 400 with a Spanish message, never busboy's plain Error as a 500.
 * Routes call `exigirMultipart` before reading and `errorMultipart` on any failure while
 * reading; the error handler applies `errorMultipart` too, as a backstop.
 */
export const MENSAJES_MULTIPART = {
  formatoInvalido:
    'El formulario enviado no es válido o llegó incompleto (multipart/form-data). Vuelve a enviarlo.',
  demasiadasPartes: 'El formulario tiene demasiados campos o archivos.',
  demasiadoGrande: 'El archivo supera el tamaño máximo permitido.',
} as const;

/** RFC 2046: a boundary is 1 to 70 characters; busboy itself refuses more than 256. */
const BOUNDARY_MAX = 70;

/** The boundary parameter of a multipart content type, or null when absent/empty. */
function boundaryDe(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const valor = match?.[1] ?? match?.[2] ?? '';
  return valor === '' ? null : valor;
}

/**
 * A multipart/form-data request with a usable boundary, or a 4xx: 415 with the route's
 * own message for anything that is not a form upload (JSON, text…), 400 for a form whose
 * boundary is missing or impossible (busboy would throw a plain Error on it).
 */
export function exigirMultipart(request: FastifyRequest, mensajeNoMultipart: string): void {
  if (!request.isMultipart()) throw new HttpError('TIPO_NO_SOPORTADO', mensajeNoMultipart);
  const boundary = boundaryDe(request.headers['content-type'] ?? '');
  if (boundary === null || boundary.length > BOUNDARY_MAX) {
    throw new HttpError('VALIDACION', MENSAJES_MULTIPART.formatoInvalido);
  }
}

/** Busboy's own errors: plain Errors, told apart only by their messages. */
const MENSAJES_BUSBOY =
  /multipart|boundary|needle|unexpected end|terminated early|malformed|part header/i;

/** @fastify/multipart's limit errors, each with its code. */
const LIMITES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

export interface MensajesMultipart {
  /** 413 when a file goes over the route's limit. */
  demasiadoGrande?: string;
  /** 400 when more files (or parts, or fields) than the route accepts are sent. */
  demasiadasPartes?: string;
}

/**
 * An error met while reading a multipart body, in our catalogue when it is about what
 * the client sent; anything else (disk, database) is returned unchanged for the 500 path.
 */
export function errorMultipart(error: unknown, mensajes: MensajesMultipart = {}): unknown {
  if (error instanceof HttpError) return error;
  if (!(error instanceof Error)) return error;
  const { code, statusCode } = error as Error & { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError(
      'DEMASIADO_GRANDE',
      mensajes.demasiadoGrande ?? MENSAJES_MULTIPART.demasiadoGrande,
    );
  }
  if (code !== undefined && LIMITES.has(code)) {
    return new HttpError(
      'VALIDACION',
      mensajes.demasiadasPartes ?? MENSAJES_MULTIPART.demasiadasPartes,
    );
  }
  // Multipart's other 4xx (a prototype key as field name, an invalid JSON field, "not
  // multipart") and busboy's parse errors: the body is malformed.
  const es4xx = statusCode !== undefined && statusCode >= 400 && statusCode < 500;
  const esBusboy = statusCode === undefined && MENSAJES_BUSBOY.test(error.message);
  if (es4xx || esBusboy || code === 'ERR_STREAM_PREMATURE_CLOSE') {
    return new HttpError('VALIDACION', MENSAJES_MULTIPART.formatoInvalido);
  }
  return error;
}
