import { app, BrowserWindow, dialog, ipcMain, Menu, session, shell } from 'electron';
import type { Kiosko } from '@shared/bridge';
import { createBridgeHandlers } from './bridgeHandlers';
import { preloadPath, webDir } from './embeddedServer';
import { registerBridgeHandlers } from './ipc/registerBridge';
import { installMenu } from './menu';
import { registrarEsquemaLeccion, registrarProtocoloLeccion } from './protocoloLeccion.electron';
import { createSafeStorageCipher, createSessionStore, weakEncryptionNotice } from './secureStorage';
import { arrancarServidor, type ServidorActivo } from './servidorActivo.electron';
import { crearServiciosEscritorio, type ServiciosEscritorio } from './serviciosEscritorio';
import { isSameOrigin } from './services/navigationPolicy';
import { politicaEnlacesExternos } from './services/kiosko/ventanaKiosko';
import { describeStartupError } from './services/startupError';
import { TokenStore } from './services/tokenStore';
import { confineToOrigin, createMainWindow } from './window';

/**
 * Desktop shell: one instance; a local server (the embedded platform server in local mode,
 * or the shell that forwards to the centre server) on 127.0.0.1; one sandboxed window on it;
 * the typed bridge for what a browser cannot do. The window never shows remote content.
 */
let mainWindow: BrowserWindow | null = null;
let server: ServidorActivo | null = null;
/** Set while a server starts; a quit meanwhile waits for it, then closes. */
let starting: Promise<ServidorActivo> | null = null;
let servicios: ServiciosEscritorio | null = null;
let disposeBridge: (() => void) | null = null;
let quitarProtocolo: (() => void) | null = null;
let shutdown: 'running' | 'closing' | 'done' = 'running';
/** The local origin the window is confined to; it changes when the connection mode does. */
let origen = '';

// A data folder of its own (portable installs, and the Electron-launcher tests): must be
// set before anything reads userData.
if (process.env.CONTENIDO_FORMATIVO_DATOS) {
  app.setPath('userData', process.env.CONTENIDO_FORMATIVO_DATOS);
}
// The offline lesson protocol must be declared privileged before the app is ready.
registrarEsquemaLeccion();

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
  // Deny every web permission (camera, notifications, geolocation…): nothing here needs one.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) =>
    callback(false),
  );
  session.defaultSession.setPermissionCheckHandler(() => false);
  const weak = weakEncryptionNotice();
  if (weak) console.warn(weak);
  servicios = crearServicios();
  const kiosko = servicios.kiosko.config();
  try {
    starting = arrancarServidor(servicios.conexion.ajustesActuales(), webDir, servicios.offline);
    server = await starting;
  } catch (error) {
    fatal(error);
    return;
  }
  if (shutdown !== 'running') return; // quit was asked while the database was opening
  respaldarSiLocal();
  origen = new URL(server.url).origin;
  const enlacesExternos = politicaEnlacesExternos(kiosko);
  app.on('web-contents-created', (_event, contents) =>
    confineToOrigin(contents, () => origen, { enlacesExternos }),
  );
  disposeBridge = registerBridgeHandlers(ipcMain, createBridgeHandlers(servicios), (url) =>
    isSameOrigin(url, origen),
  );
  quitarProtocolo = registrarProtocoloLeccion(servicios.descargas);
  servicios.descargas.reanudarPendientes();
  servicios.conexion.iniciar();
  abrirVentana(kiosko);
}

function crearServicios(): ServiciosEscritorio {
  return crearServiciosEscritorio({
    userData: app.getPath('userData'),
    documentos: app.getPath('documents'),
    argv: process.argv,
    urlServidor: () => server?.url ?? 'http://127.0.0.1',
    tokenStore: new TokenStore({
      store: createSessionStore(),
      cipher: createSafeStorageCipher(),
      notice: (message) => console.warn(message),
    }),
    mostrarDialogoGuardar: ({ nombrePorDefecto, carpetaPorDefecto, filtros, titulo }) => {
      const opciones: Electron.SaveDialogOptions = {
        title: titulo,
        defaultPath: `${carpetaPorDefecto}/${nombrePorDefecto}`,
        filters: filtros,
        properties: ['createDirectory', 'showOverwriteConfirmation'],
      };
      return mainWindow
        ? dialog.showSaveDialog(mainWindow, opciones)
        : dialog.showSaveDialog(opciones);
    },
    mostrarDialogoAbrir: ({ carpetaPorDefecto, filtros, titulo }) => {
      const opciones: Electron.OpenDialogOptions = {
        title: titulo,
        defaultPath: carpetaPorDefecto,
        filters: filtros,
        properties: ['openFile'],
      };
      return mainWindow
        ? dialog.showOpenDialog(mainWindow, opciones)
        : dialog.showOpenDialog(opciones);
    },
    abrirRuta: (ruta) => shell.openPath(ruta),
    cipher: createSafeStorageCipher(),
    alCambiarConexion: () => reiniciarServidor(),
    aviso: (mensaje) => console.warn(mensaje),
    version: app.getVersion(),
  });
}

function abrirVentana(kiosko: Kiosko): void {
  if (!server) return;
  if (kiosko.activo) Menu.setApplicationMenu(null);
  else installMenu({ isPackaged: app.isPackaged });
  mainWindow = createMainWindow({ url: server.url, preload: preloadPath, kiosko });
  mainWindow.on('closed', () => (mainWindow = null));
  const admin = server.initialAdmin;
  // Only a standalone-style start with a generated password gets here (the embedded server
  // asks for the first administrator at /instalacion instead).
  if (admin?.generated) mainWindow.once('ready-to-show', () => showInitialAdmin(admin));
}

/** The connection mode changed: close the old local server, start the new one, reload. */
async function reiniciarServidor(): Promise<void> {
  if (!servicios || shutdown !== 'running') return;
  const anterior = server;
  server = null;
  await anterior?.close();
  try {
    starting = arrancarServidor(servicios.conexion.ajustesActuales(), webDir, servicios.offline);
    server = await starting;
  } catch (error) {
    fatal(error);
    return;
  }
  origen = new URL(server.url).origin;
  await mainWindow?.loadURL(`${server.url}/login`);
  respaldarSiLocal();
}

/**
 * Local mode keeps the last N daily backups of its own data (docs/respaldo.md), made in the
 * background once the embedded server is up; a failure is logged, never in the way.
 */
function respaldarSiLocal(): void {
  if (!servicios || servicios.conexion.ajustesActuales().modo !== 'local') return;
  servicios.respaldos.respaldarSiToca().catch((error: unknown) => {
    console.warn(`No se pudo hacer el respaldo automático: ${describeStartupError(error)}`);
  });
}

/** Shown once when a password was generated (not in the desktop's interactive first start). */
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

/** Close the window, stop transfers, let the server finish in-flight requests, exit. */
async function closeEverything(code: number): Promise<void> {
  if (shutdown !== 'running') return;
  shutdown = 'closing';
  disposeBridge?.();
  quitarProtocolo?.();
  for (const window of BrowserWindow.getAllWindows()) window.destroy();
  try {
    servicios?.conexion.detener();
    await servicios?.descargas.detener();
    servicios?.offline.cerrar();
    const running = server ?? (await starting?.catch(() => null));
    await running?.close();
  } catch (error) {
    console.error(`Error al cerrar: ${describeStartupError(error)}`);
    code = code || 1;
  }
  shutdown = 'done';
  app.exit(code);
}
