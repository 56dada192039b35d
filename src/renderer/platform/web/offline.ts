import type { EstadoOffline, PlatformBridge } from '@shared/bridge';

export const MENSAJE_SIN_COLA_WEB =
  'Sin conexión: en la web los cambios no se guardan sin conexión.';

/** A browser keeps no outbox, so there is never anything pending or refused. */
const ESTADO_VACIO: EstadoOffline = {
  pendientes: 0,
  rechazados: [],
  ultimaSincronizacion: null,
  sincronizando: false,
};

/**
 * The browser's side of the offline area. The web client has no durable outbox nor cache
 * (a shared browser is no place for one), so it says so honestly: nothing is cached, and a
 * write made offline is refused with a clear message instead of being kept and lost.
 */
export const offlineWeb: PlatformBridge['offline'] = {
  guardarCache: async () => null,
  leerCache: async () => null,
  encolar: async () => {
    throw new Error(MENSAJE_SIN_COLA_WEB);
  },
  estado: async () => ({ ...ESTADO_VACIO, rechazados: [] }),
  sincronizar: async () => ({ ...ESTADO_VACIO, rechazados: [] }),
  olvidarUsuario: async () => ({ olvidado: true, pendientes: 0 }),
};
