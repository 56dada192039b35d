import type { PlatformBridge } from '@shared/bridge';

const SOLO_ESCRITORIO = 'Las descargas solo están disponibles en la aplicación de escritorio.';

/**
 * A browser cannot keep lesson files on disk for offline playback with Range support (the
 * protocol lives in the desktop app's main process), so there is never anything downloaded
 * and every action says why it is unavailable.
 */
export const descargasWeb: PlatformBridge['descargas'] = {
  listar: async () => [],
  iniciar: async () => Promise.reject(new Error(SOLO_ESCRITORIO)),
  cancelar: async () => Promise.reject(new Error(SOLO_ESCRITORIO)),
  eliminar: async () => Promise.reject(new Error(SOLO_ESCRITORIO)),
};
