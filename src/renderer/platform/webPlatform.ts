import type { PlatformBridge, StoredToken } from '@shared/bridge';
import { archivosWeb } from './web/archivos';
import { conexionWeb } from './web/conexion';
import { descargasWeb } from './web/descargas';
import { kioskoWeb } from './web/kiosko';
import { offlineWeb } from './web/offline';

/** The part of the Web Storage API the adapter uses, so tests can pass an in-memory one. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface AlmacenesWeb {
  /** Survives closing the browser: `localStorage`. Used when recordarme is true. */
  persistente: StorageLike;
  /** Forgotten when the tab closes: `sessionStorage`. Used when recordarme is false. */
  sesion: StorageLike;
}

export const CLAVE_TOKEN = 'contenido-formativo.token';

/**
 * The browser's implementation of the bridge's token capability. Which storage holds the
 * token is what "recordarme" means, so `get` reports it back from where the token was found.
 */
export function crearPlatformWeb({ persistente, sesion }: AlmacenesWeb): PlatformBridge {
  const leer = (almacen: StorageLike): string | null => {
    const valor = almacen.getItem(CLAVE_TOKEN);
    return valor === null || valor === '' ? null : valor;
  };
  const borrar = (): void => {
    persistente.removeItem(CLAVE_TOKEN);
    sesion.removeItem(CLAVE_TOKEN);
  };

  return {
    token: {
      // async so a storage exception becomes a rejected promise, as the desktop bridge's would.
      get: async (): Promise<StoredToken | null> => {
        const deSesion = leer(sesion);
        if (deSesion !== null) return { token: deSesion, recordarme: false };
        const persistido = leer(persistente);
        return persistido === null ? null : { token: persistido, recordarme: true };
      },
      set: async ({ token, recordarme }: StoredToken): Promise<null> => {
        // Only one copy may exist, otherwise a forgotten session could come back from the other.
        borrar();
        (recordarme ? persistente : sesion).setItem(CLAVE_TOKEN, token);
        return null;
      },
      clear: async (): Promise<null> => {
        borrar();
        return null;
      },
    },
    // What a browser can or cannot do of the desktop's capabilities (issue 7): see web/.
    descargas: descargasWeb,
    offline: offlineWeb,
    archivos: archivosWeb,
    kiosko: kioskoWeb,
    conexion: conexionWeb,
  };
}

/** Storage kept in memory: what the web adapter falls back to when the browser denies storage. */
export function crearAlmacenEnMemoria(): StorageLike {
  const datos = new Map<string, string>();
  return {
    getItem: (key) => datos.get(key) ?? null,
    setItem: (key, value) => void datos.set(key, value),
    removeItem: (key) => void datos.delete(key),
  };
}
