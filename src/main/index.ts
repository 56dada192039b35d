import { app, BrowserWindow, dialog, ipcMain, session } from 'electron';
import type { RunningServer } from '../server/index';
import { createBridgeHandlers } from './bridgeHandlers';
import { preloadPath, startEmbeddedServer } from './embeddedServer';
import { registerBridgeHandlers } from './ipc/registerBridge';
import { installMenu } from './menu';
import { createSafeStorageCipher, createSessionStore, weakEncryptionNotice } from './secureStorage';
import { isSameOrigin } from './services/navigationPolicy';
import { describeStartupError } from './services/startupError';
import { TokenStore } from './services/tokenStore';
import { confineToOrigin, createMainWindow } from './window';

/**
 * Desktop shell, local mode: one instance, the platform server embedded on 127.0.0.1, one
 * sandboxed window on it, and the typed bridge for what a browser cannot do.
 */
let mainWindow: BrowserWindow | null = null;
let server: RunningServer | null = null;
/** Set while the database opens and migrates; a quit meanwhile waits for it, then closes. */
let starting: Promise<RunningServer> | null = null;
let disposeBridge: (() => void) | null = null;
let shutdown: 'running' | 'closing' | 'done' = 'running';

if (!app.requestSingleInstanceLock()) {
  // Another instance owns the data folder and the window; it is focused below.
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('window-all-closed', () => app.quit());
  app.on('before-quit', (event) => {
    if (shutdown === 'done') return;
    event.preventDefault();
    if (shutdown === 'running') void closeEverything(0);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => app.quit());
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => fatal(error));
}

async function start(): Promise<void> {
  // Deny every web permission (camera, notifications, geolocation…): nothing here needs
  // one yet. The check handler answers the synchronous queries the request handler misses.
  // When lesson videos need element fullscreen, allow exactly 'fullscreen' in both.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) =>
    callback(false),
  );
  session.defaultSession.setPermissionCheckHandler(() => false);
  try {
    starting = startEmbeddedServer();
    server = await starting;
  } catch (error) {
    fatal(error);
    return;
  }
  if (shutdown !== 'running') return; // quit was asked while the database was opening
  const origin = new URL(server.url).origin;
  app.on('web-contents-created', (_event, contents) => confineToOrigin(contents, origin));

  const weak = weakEncryptionNotice();
  if (weak) console.warn(weak);
  const tokenStore = new TokenStore({
    store: createSessionStore(),
    cipher: createSafeStorageCipher(),
    notice: (message) => console.warn(message),
  });
  disposeBridge = registerBridgeHandlers(ipcMain, createBridgeHandlers({ tokenStore }), (url) =>
    isSameOrigin(url, origin),
  );

  installMenu({ isPackaged: app.isPackaged });
  mainWindow = createMainWindow({ url: server.url, preload: preloadPath });
  mainWindow.on('closed', () => (mainWindow = null));
  const admin = server.initialAdmin;
  // After the window is visible: a box parented to a hidden window may not show (macOS sheets).
  if (admin?.generated) mainWindow.once('ready-to-show', () => showInitialAdmin(admin));
}

/** Shown once, on the first start over an empty database (a first-run form will replace it). */
function showInitialAdmin(admin: { email: string; password: string }): void {
  if (!mainWindow) return;
  void dialog.showMessageBox(mainWindow, {
    type: 'info',
    title: 'Administrador inicial',
    message: 'Se ha creado la cuenta de administración de esta instalación.',
    detail:
      `Email: ${admin.email}\nContraseña: ${admin.password}\n\n` +
      'Anótela ahora: no se volverá a mostrar. Podrá cambiarla desde la aplicación.',
    buttons: ['Entendido'],
  });
}

/** A start-up failure: one readable line in a native dialog, then quit. Never a stack trace. */
function fatal(error: unknown): void {
  dialog.showErrorBox('No se pudo iniciar Contenido Formativo', describeStartupError(error));
  void closeEverything(1);
}

/** Close the window, let the server finish in-flight requests and close the database, exit. */
async function closeEverything(code: number): Promise<void> {
  if (shutdown !== 'running') return;
  shutdown = 'closing';
  disposeBridge?.();
  for (const window of BrowserWindow.getAllWindows()) window.destroy();
  try {
    const running = server ?? (await starting?.catch(() => null));
    await running?.close();
  } catch (error) {
    console.error(`Error al cerrar el servidor: ${describeStartupError(error)}`);
    code = code || 1;
  }
  shutdown = 'done';
  app.exit(code);
}
