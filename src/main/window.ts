import { BrowserWindow, shell, type WebContents } from 'electron';
import type { Kiosko } from '@shared/bridge';
import {
  accionTeclaKiosko,
  conOpcionesKiosko,
  siguienteNivelZoom,
} from './services/kiosko/ventanaKiosko';
import { isExternalWebUrl, isSameOrigin } from './services/navigationPolicy';

/**
 * Keeps a web contents on the app's local origin (read at each navigation: it changes
 * when the connection mode does): navigations and redirects elsewhere are
 * cancelled, new windows are never created (web links go to the system browser, unless a
 * kiosk forbids it), and <webview> tags cannot be attached. Applied to every web contents.
 */
export function confineToOrigin(
  contents: WebContents,
  origin: () => string,
  opciones: { enlacesExternos: boolean } = { enlacesExternos: true },
): void {
  const stayHome = (event: { url: string; preventDefault(): void }): void => {
    if (!isSameOrigin(event.url, origin())) event.preventDefault();
  };
  contents.on('will-navigate', stayHome);
  contents.on('will-redirect', stayHome);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (opciones.enlacesExternos && isExternalWebUrl(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
}

/**
 * The app window: isolated, sandboxed renderer showing the local web client. In kiosk mode:
 * full screen kiosk, no menu, no devtools (shortcuts blocked too), zoom kept by keyboard.
 */
export function createMainWindow(options: {
  url: string;
  preload: string;
  kiosko: Kiosko;
}): BrowserWindow {
  const window = new BrowserWindow(
    conOpcionesKiosko(
      {
        width: 1280,
        height: 800,
        minWidth: 800,
        minHeight: 600,
        show: false,
        title: 'Contenido Formativo',
        webPreferences: {
          preload: options.preload,
          contextIsolation: true,
          sandbox: true,
          nodeIntegration: false,
          webSecurity: true,
          webviewTag: false,
        },
      },
      options.kiosko,
    ),
  );
  if (options.kiosko.activo) {
    window.setMenu(null);
    window.webContents.on('before-input-event', (event, input) => {
      const accion = accionTeclaKiosko(input, process.platform);
      if (accion === 'permitir') return;
      event.preventDefault();
      if (accion !== 'bloquear') {
        const contents = window.webContents;
        contents.setZoomLevel(siguienteNivelZoom(contents.getZoomLevel(), accion));
      }
    });
  }
  window.once('ready-to-show', () => window.show());
  void window.loadURL(options.url);
  return window;
}
