import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, errorBody } from '../errors';

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
 * One error format for every route: `{ ok: false, error, code, fields? }` with a status
 * that means it. Unexpected errors are logged and answered without any detail.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof HttpError ? error : fromFastifyError(error);
    if (known) {
      return reply.status(known.status).send(known.toBody());
    }
    request.log.error({ err: error }, 'error no controlado');
    return reply.status(500).send(errorBody('ERROR_INTERNO'));
  });
}
