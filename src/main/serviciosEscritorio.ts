import { join } from 'node:path';
import type { BridgeServices } from './bridgeHandlers';
import { ArchivosService, type ArchivosServiceOptions } from './services/archivos/archivosService';
import { ConexionService } from './services/conexion/conexionService';
import { DescargasService } from './services/descargas/descargasService';
import { ConfiguracionKiosko } from './services/kiosko/configuracionKiosko';
import { OfflineService } from './services/offline/offlineService';
import { RespaldosAutomaticos } from './services/respaldos/respaldosAutomaticos';
import type { Cipher } from './services/keyValueStore';
import type { TokenStore } from './services/tokenStore';

/** What the desktop services need from outside: folders, the server's address, Electron's dialogs. */
export interface EntornoEscritorio {
  /** app.getPath('userData') in the app; a temp folder in tests. */
  userData: string;
  /** app.getPath('documents'): where the certificate's save and the CSV's open dialogs open. */
  documentos: string;
  /** process.argv: `--kiosk`, `--inactividad=<s>`. */
  argv: readonly string[];
  /** The origin the renderer's API calls go to; it changes with the mode and on restarts. */
  urlServidor: () => string;
  tokenStore: TokenStore;
  mostrarDialogoGuardar: ArchivosServiceOptions['mostrarDialogoGuardar'];
  mostrarDialogoAbrir: ArchivosServiceOptions['mostrarDialogoAbrir'];
  abrirRuta: ArchivosServiceOptions['abrirRuta'];
  /** Called after a saved change of connection mode: restart the right server, reload. */
  alCambiarConexion?: () => void | Promise<void>;
  /**
   * Encrypts the offline cache and outbox at rest (safeStorage in the app). Absent in tests
   * and the e2e harness: they are stored plain, and `aviso` says so once.
   */
  cipher?: Cipher;
  aviso?: (mensaje: string) => void;
  /** app.getVersion() in the app: recorded in the automatic backups' manifest. */
  version?: string;
}

export interface ServiciosEscritorio extends BridgeServices {
  descargas: DescargasService;
  offline: OfflineService;
  conexion: ConexionService;
  kiosko: ConfiguracionKiosko;
  respaldos: RespaldosAutomaticos;
}

/**
 * Builds every main-process service behind the bridge, as plain Node objects over the
 * given folders. The Electron glue (index.ts) and the e2e harness both use it, so the
 * harness exercises the same construction the app runs.
 */
export function crearServiciosEscritorio(e: EntornoEscritorio): ServiciosEscritorio {
  const aviso = e.aviso ?? (() => undefined);
  return {
    tokenStore: e.tokenStore,
    descargas: new DescargasService({
      carpeta: join(e.userData, 'lecciones'),
      baseUrl: e.urlServidor,
    }),
    offline: new OfflineService({
      archivo: join(e.userData, 'offline.sqlite'),
      baseUrl: e.urlServidor,
      ...(e.cipher ? { cipher: e.cipher } : {}),
      aviso,
    }),
    archivos: new ArchivosService({
      carpetaDocumentos: e.documentos,
      mostrarDialogoGuardar: e.mostrarDialogoGuardar,
      mostrarDialogoAbrir: e.mostrarDialogoAbrir,
      abrirRuta: e.abrirRuta,
    }),
    kiosko: new ConfiguracionKiosko({
      argv: e.argv,
      rutaArchivo: join(e.userData, 'kiosko.json'),
      aviso,
    }),
    conexion: new ConexionService({
      rutaAjustes: join(e.userData, 'conexion.json'),
      ...(e.alCambiarConexion ? { alCambiar: e.alCambiarConexion } : {}),
      registrar: aviso,
    }),
    respaldos: new RespaldosAutomaticos({
      carpeta: join(e.userData, 'respaldos'),
      // The embedded server's DATA_DIR (embeddedServer.ts).
      dataDir: join(e.userData, 'data'),
      rutaAjustes: join(e.userData, 'respaldos.json'),
      version: e.version ?? '0.0.0',
      aviso,
    }),
  };
}
