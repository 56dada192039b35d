import type { Services } from '../../services';

/**
 * The instances started with PRIMER_ADMIN_INTERACTIVO. Kept beside the module rather than
 * in Services so the option stays this module's business: only startServer marks an
 * instance, and an instance nobody marked behaves as a standalone server (the default).
 */
const interactivos = new WeakSet<Services>();

/** Called once by startServer when the configuration asks for the first-start form. */
export function marcarPrimerAdminInteractivo(services: Services): void {
  interactivos.add(services);
}

export function esPrimerAdminInteractivo(services: Services): boolean {
  return interactivos.has(services);
}

/**
 * The Host the request was addressed to, without port (http/clienteLocal's hostDeLaPeticion).
 * A loopback address alone is not enough: a web page open in a browser on this PC could
 * rebind its own domain to 127.0.0.1 and post the form; its requests still name that domain.
 */
export function esHostLocal(hostname: string): boolean {
  return ['127.0.0.1', 'localhost', '[::1]', '::1'].includes(hostname.toLowerCase());
}
