import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, errorBody } from '../errors';
import { errorMultipart } from './multipart';

/** Statuses Fastify itself raises for malformed requests, mapped to our catalogue. */
function fromFastifyError(error: FastifyError): HttpError | null {
  switch (error.statusCode) {
    case 400:
      return new HttpError('VALIDACION', 'La solicitud no tiene un formato válido.');
    case 413:
      return new HttpError('DEMASIADO_GRANDE');
    case 415:
      return new HttpError('TIPO_NO_SOPORTADO');
    case 429:
      return new HttpError('DEMASIADAS_SOLICITUDES');
    default:
      return null;
  }
}

/**
 * Errors the router raises before any route runs (Fastify's `frameworkErrors` option): a
 * path that is not valid percent-encoding, a parameter over the router's length limit.
 * Without this they would answer Fastify's own English body instead of ours.
 */
export function erroresDelEnrutador(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const conocido =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new HttpError('URL_DEMASIADO_LARGA')
      : new HttpError('VALIDACION', 'La dirección solicitada no es válida.');
  void reply.status(conocido.status).send(conocido.toBody());
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (Fastify's
 * `clientErrorHandler`): a URL or headers over 16 KB, a malformed request line, a client
 * too slow to send its request. Same as Fastify's default, but in our format and Spanish.
 */
export function erroresDeConexion(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const conocido =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new HttpError('SOLICITUD_DEMASIADO_LARGA')
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new HttpError('TIEMPO_AGOTADO')
        : new HttpError('VALIDACION', 'La solicitud no tiene un formato válido.');
  if (socket.writable) {
    const body = JSON.stringify(conocido.toBody());
    socket.write(
      `HTTP/1.1 ${conocido.status} ${STATUS_CODES[conocido.status] ?? ''}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/**
 * One error format for every route: `{ ok: false, error, code, fields? }` with a status
 * that means it. Unexpected errors are logged and answered without any detail.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // An upload route that let a multipart parse error through still answers 400.
    const deFormulario = request.isMultipart() ? errorMultipart(error) : error;
    const known = deFormulario instanceof HttpError ? deFormulario : fromFastifyError(error);
    if (known) {
      return reply.status(known.status).send(known.toBody());
    }
    request.log.error({ err: error }, 'error no controlado');
    return reply.status(500).send(errorBody('ERROR_INTERNO'));
  });
}
