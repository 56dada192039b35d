import type { Kiosko, PlatformBridge } from '@shared/bridge';
import { createAppAsyncThunk } from '../../app/thunk';

/** What the app does when the kiosk settings cannot be read: an ordinary window. */
export const KIOSKO_INACTIVO: Kiosko = {
  activo: false,
  inactividadSegundos: 0,
  cuentaRegresivaSegundos: 30,
  permitirEnlacesExternos: false,
};

/** How long a logout waits for the outbox to reach the server before going on without it. */
export const ESPERA_SINCRONIZACION_MS = 8000;

/**
 * Main resolves the settings once at start-up (the window was built from them), so one
 * answer per platform serves every component: the user menu asks each time it opens.
 */
const leidas = new WeakMap<PlatformBridge, Promise<Kiosko>>();

export const leerConfigKiosko = createAppAsyncThunk(
  'kiosko/config',
  async (_: undefined, { extra: { platform } }): Promise<Kiosko> => {
    const guardada = leidas.get(platform);
    if (guardada) return guardada;
    const lectura = platform.kiosko.config();
    leidas.set(platform, lectura);
    try {
      return await lectura;
    } catch (error) {
      // Not kept: a passing failure must not turn a shared PC's kiosk off for good.
      leidas.delete(platform);
      console.warn('No se pudo leer la configuración del modo quiosco', error);
      return KIOSKO_INACTIVO;
    }
  },
);

/**
 * Before a kiosk logout: send the learner's offline writes while their token still works
 * (logout revokes it), so their cached data can be wiped afterwards. Bounded: a learner's
 * screen must not stay up waiting for a server that does not answer. Answers the user id
 * to forget once the session is closed, or null when nobody was signed in.
 */
export const sincronizarAntesDeSalir = createAppAsyncThunk(
  'kiosko/sincronizarAntesDeSalir',
  async (esperaMs: number | undefined, { extra, getState }): Promise<string | null> => {
    const { usuario, token } = getState().session;
    if (!usuario) return null;
    if (token) {
      let cancelar = (): void => undefined;
      const limite = new Promise<void>((resolve) => {
        const id = setTimeout(resolve, esperaMs ?? ESPERA_SINCRONIZACION_MS);
        cancelar = () => clearTimeout(id);
      });
      const envio = extra.platform.offline
        .sincronizar({ usuarioId: usuario._id, token })
        .then(() => undefined)
        .catch((error: unknown) => console.warn('No se pudo sincronizar antes de salir', error));
      await Promise.race([envio, limite]);
      cancelar();
    }
    return usuario._id;
  },
);

/**
 * After a kiosk logout: wipe the learner's cached personal data from this PC. The main
 * process keeps it while writes are still pending, to send them when the server is back.
 */
export const olvidarDatosLocales = createAppAsyncThunk(
  'kiosko/olvidarDatosLocales',
  async (usuarioId: string, { extra }) => {
    try {
      const { olvidado, pendientes } = await extra.platform.offline.olvidarUsuario({ usuarioId });
      if (!olvidado) {
        console.warn(`Datos sin conexión conservados: ${pendientes} cambios pendientes de envío`);
      }
    } catch (error) {
      console.warn('No se pudieron borrar los datos sin conexión del usuario', error);
    }
  },
);
