import { BrowserWindow, shell, type WebContents } from 'electron';
import { isExternalWebUrl, isSameOrigin } from './services/navigationPolicy';

/**
 * Keeps a web contents on the embedded server's origin: navigations and redirects elsewhere
 * are cancelled, new windows are never created (web links go to the system browser), and
 * <webview> tags cannot be attached. Applied to every web contents the app creates.
 */
export function confineToOrigin(contents: WebContents, origin: string): void {
  const stayHome = (event: { url: string; preventDefault(): void }): void => {
    if (!isSameOrigin(event.url, origin)) event.preventDefault();
  };
  contents.on('will-navigate', stayHome);
  contents.on('will-redirect', stayHome);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalWebUrl(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
}

/** The app window: isolated, sandboxed renderer showing the embedded server's web client. */
export function createMainWindow(options: { url: string; preload: string }): BrowserWindow {
  const window = new BrowserWindow({
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
  });
  window.once('ready-to-show', () => window.show());
  void window.loadURL(options.url);
  return window;
}
