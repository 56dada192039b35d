import type { EstadoOffline, PlatformBridge } from '@shared/bridge';

/** A browser keeps no outbox, so there is never anything pending or refused. */
const ESTADO_VACIO: EstadoOffline = {
  pendientes: 0,
  rechazados: [],
  ultimaSincronizacion: null,
  sincronizando: false,
};

/**
 * The browser's side of the offline area. The web client has no durable outbox nor cache
 * (a shared browser is no place for one): nothing is cached and nothing is pending; a write
 * made offline fails as any request does and the page says «Sin conexión».
 */
export const offlineWeb: PlatformBridge['offline'] = {
  guardarCache: async () => null,
  leerCache: async () => null,
  estado: async () => ({ ...ESTADO_VACIO, rechazados: [] }),
  sincronizar: async () => ({ ...ESTADO_VACIO, rechazados: [] }),
  olvidarUsuario: async () => ({ olvidado: true, pendientes: 0 }),
};
