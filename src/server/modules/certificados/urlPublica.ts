import type { FastifyRequest } from 'fastify';
import type { Services } from '../../services';

/**
 * Where the public verification page lives, frozen into each certificate at issue (the
 * PDF prints it and its QR encodes it). URL_PUBLICA when set; otherwise the origin the
 * request came to, which on an embedded desktop install is a local address nobody else
 * can open (docs/evaluaciones.md: such installs should set URL_PUBLICA).
 */
export function urlBasePublica(services: Services, request: FastifyRequest): string {
  if (services.urlPublica) return services.urlPublica;
  return new URL(`${request.protocol}://${request.host}`).origin;
}
