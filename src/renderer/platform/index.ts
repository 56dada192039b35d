import type { PlatformBridge } from '@shared/bridge';
import { crearAlmacenEnMemoria, crearPlatformWeb, type StorageLike } from './webPlatform';

export type { PlatformBridge } from '@shared/bridge';

/**
 * Reading `window.localStorage` throws when the browser blocks storage (privacy settings,
 * some embedded views); the session then lives only in memory instead of breaking login.
 */
function almacen(obtener: () => Storage): StorageLike {
  try {
    return obtener();
  } catch {
    return crearAlmacenEnMemoria();
  }
}

let actual: PlatformBridge | undefined;

/** The desktop bridge when the preload exposed one, otherwise the web implementation. */
export function getPlatform(): PlatformBridge {
  actual ??=
    window.platform ??
    crearPlatformWeb({
      persistente: almacen(() => window.localStorage),
      sesion: almacen(() => window.sessionStorage),
    });
  return actual;
}

/** True inside the Electron app. */
export function esEscritorio(): boolean {
  return window.platform !== undefined;
}
