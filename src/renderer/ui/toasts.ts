import type * as ModuloReal from './toasterReal';
import type { ToasterReal } from './toasterReal';

/** The app's one Toaster. */
export const TOASTER_ID = 'app-toaster';
/** Spec 8: toasts stay 5000 ms. */
export const TOAST_TIMEOUT_MS = 5000;

export type ModuloToaster = typeof ModuloReal;

/** What ToasterBajoDemanda does once the Toaster's code is in: mount it, then call `listo`. */
type Montar = (Componente: typeof ToasterReal, listo: () => void) => void;

let montar: Montar | null = null;
let enEspera: Parameters<Montar> | null = null;
let pedido: Promise<ModuloToaster> | null = null;

/**
 * Fluent's Toaster and toasts (≈ 10 KB gzip) are not in the login path (issue 18): the
 * first toast fetches them, mounts the Toaster and resolves once it listens, so that toast
 * and every later one reach it. A failed fetch is retried by the next toast.
 */
export function toasterListo(): Promise<ModuloToaster> {
  pedido ??= import('./toasterReal').then(
    (modulo) =>
      new Promise<ModuloToaster>((resolver) => {
        const pedidoMontar: Parameters<Montar> = [modulo.ToasterReal, () => resolver(modulo)];
        if (montar) montar(...pedidoMontar);
        else enEspera = pedidoMontar;
      }),
    (error: unknown) => {
      pedido = null;
      throw error;
    },
  );
  return pedido;
}

/**
 * ToasterBajoDemanda registers how to mount the Toaster while it is on the page; a toast
 * asked for before it was there is mounted when it arrives.
 */
export function registrarMontaje(funcion: Montar): () => void {
  montar = funcion;
  if (enEspera) {
    funcion(...enEspera);
    enEspera = null;
  }
  return () => {
    if (montar === funcion) montar = null;
  };
}
