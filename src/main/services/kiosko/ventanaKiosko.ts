import type { Kiosko } from '@shared/bridge';

/**
 * What kiosk mode changes in the window and its keyboard, as pure functions so the rules
 * are tested in Node; window.ts and index.ts apply them to Electron's objects.
 */

/** The BrowserWindow options kiosk mode adds (a subset of Electron's, without importing it). */
export interface OpcionesVentanaKiosko {
  kiosk?: boolean;
  fullscreen?: boolean;
  autoHideMenuBar?: boolean;
  webPreferences?: { devTools?: boolean };
}

/** Full screen with no way out to the desktop, no menu bar, and no developer tools. */
export function opcionesVentanaKiosko(config: Kiosko): OpcionesVentanaKiosko {
  if (!config.activo) return {};
  return {
    kiosk: true,
    fullscreen: true,
    autoHideMenuBar: true,
    webPreferences: { devTools: false },
  };
}

/**
 * The window's options with kiosk's merged in. webPreferences is merged key by key: a
 * shallow spread would drop the preload, sandbox and contextIsolation settings.
 */
export function conOpcionesKiosko<T extends { webPreferences?: object }>(
  base: T,
  config: Kiosko,
): T & OpcionesVentanaKiosko {
  const extra = opcionesVentanaKiosko(config);
  return {
    ...base,
    ...extra,
    webPreferences: { ...base.webPreferences, ...extra.webPreferences },
  };
}

/**
 * Whether setWindowOpenHandler may hand an http(s) link to the system browser. Outside
 * kiosk the app always did; on a shared PC only when an admin allowed it, because the
 * browser would open outside the kiosk with the desktop behind it.
 */
export function politicaEnlacesExternos(config: Kiosko): boolean {
  return !config.activo || config.permitirEnlacesExternos;
}

/** Electron's `before-input-event` input, the fields these rules read. */
export interface TeclaPulsada {
  type: string;
  key: string;
  /** The physical key ('KeyI'): with Option held, macOS reports `key` as another character. */
  code?: string;
  control: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

export type AccionTecla = 'permitir' | 'bloquear' | 'ampliar' | 'reducir' | 'tamanoReal';

/**
 * In kiosk mode: the developer-tools shortcuts are swallowed (devTools is off anyway; this
 * keeps the key from reaching Chromium at all), and since the menu that carried the zoom
 * accelerators is gone, zoom keys are answered here: zoom stays for accessibility.
 */
export function accionTeclaKiosko(tecla: TeclaPulsada, plataforma: string): AccionTecla {
  if (tecla.type !== 'keyDown') return 'permitir';
  if (tecla.key === 'F12') return 'bloquear';
  const mac = plataforma === 'darwin';
  const letra = tecla.code?.startsWith('Key') ? tecla.code.slice(3).toLowerCase() : tecla.key;
  const devtools = mac ? tecla.meta && tecla.alt : tecla.control && tecla.shift;
  if (devtools && ['i', 'j', 'c'].includes(letra.toLowerCase())) return 'bloquear';
  const principal = mac ? tecla.meta : tecla.control;
  if (!principal || tecla.alt) return 'permitir';
  // By character, not physical key: '+' has its own key on Spanish keyboards.
  if (['+', '=', 'Add'].includes(tecla.key) || tecla.code === 'NumpadAdd') return 'ampliar';
  if (['-', '_', 'Subtract'].includes(tecla.key) || tecla.code === 'NumpadSubtract')
    return 'reducir';
  if (tecla.key === '0' || tecla.code === 'Numpad0') return 'tamanoReal';
  return 'permitir';
}

/** Chromium's zoom levels: 0 is 100 %, each step ×1.2. Kept between about 50 % and 300 %. */
export const ZOOM_MINIMO = -4;
export const ZOOM_MAXIMO = 6;

/** The zoom level after a zoom key, as the menu's zoomIn/zoomOut roles did (steps of 0.5). */
export function siguienteNivelZoom(actual: number, accion: AccionTecla): number {
  if (accion === 'tamanoReal') return 0;
  const paso = accion === 'ampliar' ? 0.5 : accion === 'reducir' ? -0.5 : 0;
  return Math.min(ZOOM_MAXIMO, Math.max(ZOOM_MINIMO, actual + paso));
}
