import type { PlatformBridge } from '@shared/bridge';

/**
 * A browser is never a kiosk: it cannot lock its own window, and a tab that logged its
 * user out by itself would surprise people at home. Kiosk mode is the desktop app's.
 */
export const kioskoWeb: PlatformBridge['kiosko'] = {
  config: async () => ({
    activo: false,
    inactividadSegundos: 0,
    cuentaRegresivaSegundos: 30,
    permitirEnlacesExternos: false,
  }),
};
