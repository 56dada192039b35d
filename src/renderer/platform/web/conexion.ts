import type { PlatformBridge } from '@shared/bridge';

const SOLO_ESCRITORIO = 'En la web la conexión es la del servidor que abrió la página.';

/**
 * A browser always talks to the server it loaded the page from: there is no mode to choose
 * and nothing to save. What it can tell honestly is that server's address and whether the
 * browser believes it is online.
 */
export const conexionWeb: PlatformBridge['conexion'] = {
  get: async () => ({ modo: 'centro', urlCentro: location.origin, enLinea: navigator.onLine }),
  probar: async () => Promise.reject(new Error(SOLO_ESCRITORIO)),
  guardar: async () => Promise.reject(new Error(SOLO_ESCRITORIO)),
};
