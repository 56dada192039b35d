import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import type { Page } from '@playwright/test';
import type { Kiosko } from '../../../src/shared/bridge';
import { createBridgeHandlers } from '../../../src/main/bridgeHandlers';
import {
  crearServiciosEscritorio,
  type ServiciosEscritorio,
} from '../../../src/main/serviciosEscritorio';
import type { IpcMainLike } from '../../../src/main/ipc/ipcMainLike';
import { registerBridgeHandlers } from '../../../src/main/ipc/registerBridge';
import {
  iniciarServidorCentro,
  type ServidorCentro,
} from '../../../src/main/services/conexion/servidorCentro';
import { JsonFileStore } from '../../../src/main/services/jsonFileStore';
import type { ConfiguracionKiosko } from '../../../src/main/services/kiosko/configuracionKiosko';
import { TokenStore } from '../../../src/main/services/tokenStore';

type Listener = Parameters<IpcMainLike['handle']>[1];

/** What a test may set up in the harness's "main process". */
export interface OpcionesHarness {
  /** Kiosk settings, written to the harness's kiosko.json as an admin would. */
  kiosko?: Partial<Kiosko>;
}

/** The real preload logic (buildBridge), bundled for the page as Electron would load it. */
const PRELOAD_SOURCE = buildSync({
  entryPoints: [join(import.meta.dirname, '../../../src/preload/buildBridge.ts')],
  bundle: true,
  format: 'iife',
  globalName: '__cfPreload',
  write: false,
  platform: 'browser',
  tsconfig: join(import.meta.dirname, '../../../tsconfig.json'),
}).outputFiles[0]?.text;

/** The built web client, as the app ships it (the centre shell serves it). */
const WEB_DIR = join(import.meta.dirname, '../../../out/renderer');

/**
 * The desktop path of the renderer without Electron (which cannot run here): the real
 * main-process handler table — real TokenStore over a real file — registered through
 * IpcMainLike, and the real preload's buildBridge in the page, joined by Playwright's
 * exposeFunction in place of Electron's IPC transport.
 */
export class DesktopHarness {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'cf-escritorio-'));
  readonly storePath = join(this.dataDir, 'sesion.json');
  private readonly listeners = new Map<string, Listener>();
  private readonly ipc: IpcMainLike = {
    handle: (channel, listener) => void this.listeners.set(channel, listener),
    removeHandler: (channel) => void this.listeners.delete(channel),
  };
  private unregister: () => void = () => undefined;
  tokenStore!: TokenStore;

  // --- Kiosk (H4): the real ConfiguracionKiosko over a real kiosko.json in dataDir. ---
  readonly kioskoPath = join(this.dataDir, 'kiosko.json');
  kiosko!: ConfiguracionKiosko;
  // --- end kiosk ---
  readonly documentos = join(this.dataDir, 'Documentos');
  /**
   * What the next native "open" dialog answers (the CSV of a user import): a path the test
   * wrote, or null for "cancelled". Used once: the dialog after it is cancelled again.
   */
  siguienteArchivoAbrir: string | null = null;
  servicios: ServiciosEscritorio | undefined;
  /** Main's centre shell, in centre mode (`iniciarCentro`). */
  private centro: ServidorCentro | null = null;

  constructor(
    private trustedOrigin: string,
    opciones: OpcionesHarness = {},
  ) {
    // Kiosk (H4): written before main starts, as the settings file is read at start-up.
    if (opciones.kiosko) writeFileSync(this.kioskoPath, JSON.stringify(opciones.kiosko));
    this.startMain();
  }

  /** What starting the app does in main: a fresh TokenStore over the same file, handlers registered. */
  private startMain(): void {
    this.tokenStore = new TokenStore({ store: new JsonFileStore(this.storePath) });
    // The same construction as the app (src/main/serviciosEscritorio.ts) over this data
    // folder; argv is empty, so kiosko.json (written above when asked) is the kiosk setting.
    // The save dialog answers "save in Documentos under the proposed name"; the open dialog
    // answers `siguienteArchivoAbrir`.
    mkdirSync(this.documentos, { recursive: true });
    this.servicios?.offline.cerrar();
    this.servicios = crearServiciosEscritorio({
      userData: this.dataDir,
      documentos: this.documentos,
      argv: [],
      urlServidor: () => this.trustedOrigin,
      tokenStore: this.tokenStore,
      mostrarDialogoGuardar: async (o) => ({
        canceled: false,
        filePath: join(o.carpetaPorDefecto, o.nombrePorDefecto),
      }),
      mostrarDialogoAbrir: async () => this.responderDialogoAbrir(),
      abrirRuta: async () => '',
    });
    this.kiosko = this.servicios.kiosko;
    this.unregister = registerBridgeHandlers(
      this.ipc,
      createBridgeHandlers(this.servicios),
      (url) => new URL(url).origin === this.trustedOrigin,
    );
  }

  private responderDialogoAbrir(): { canceled: boolean; filePaths: string[] } {
    const ruta = this.siguienteArchivoAbrir;
    this.siguienteArchivoAbrir = null;
    return ruta === null
      ? { canceled: true, filePaths: [] }
      : { canceled: false, filePaths: [ruta] };
  }

  /**
   * Centre mode, as the app runs it: main's real centre shell (servicios/conexion) in Node in
   * front of the platform server at `urlCentro`, with this harness's offline cache and outbox
   * behind it, so the offline policy table is applied where the app applies it. The page is
   * then loaded from the shell (as the Electron window would be), the bridge trusts only the
   * shell's origin, and main's services reach the platform through it.
   */
  async iniciarCentro(urlCentro: string): Promise<string> {
    const offline = this.servicios?.offline;
    if (!offline) throw new Error('main no está en marcha');
    this.centro = await iniciarServidorCentro({
      urlCentro,
      webDir: WEB_DIR,
      // The journeys stop the centre on purpose: its "unreachable" warnings are expected.
      logLevel: 'error',
      offline,
    });
    this.trustedOrigin = new URL(this.centro.url).origin;
    return this.centro.url;
  }

  /** Closing and reopening the app: main's memory is gone, its files stay. */
  restartApp(): void {
    this.unregister();
    this.startMain();
  }

  async attach(page: Page): Promise<void> {
    if (!PRELOAD_SOURCE) throw new Error('no se pudo empaquetar el preload');
    await page.exposeFunction('__cfIpcInvoke', async (channel: string, ...args: unknown[]) => {
      const listener = this.listeners.get(channel);
      if (!listener) throw new Error(`canal no registrado: ${channel}`);
      return listener({ senderFrame: { url: page.url() } }, ...args);
    });
    await page.addInitScript(
      `${PRELOAD_SOURCE}\nwindow.platform = __cfPreload.buildBridge((channel, ...args) => window.__cfIpcInvoke(channel, ...args));`,
    );
  }

  async dispose(): Promise<void> {
    // The shell first: it still uses the offline store while its last requests finish.
    const centro = this.centro;
    this.centro = null;
    if (centro) await centro.close();
    this.unregister();
    void this.servicios?.descargas.detener();
    this.servicios?.offline.cerrar();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
