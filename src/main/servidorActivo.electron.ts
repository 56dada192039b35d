import type { AjustesConexion } from './services/conexion/ajustesConexion';
import type { AlmacenOffline } from './services/conexion/politicaCentro';
import { iniciarServidorCentro } from './services/conexion/servidorCentro';
import { startEmbeddedServer } from './embeddedServer';

/** The local server the window shows, whichever the mode. */
export interface ServidorActivo {
  url: string;
  close(): Promise<void>;
  initialAdmin?: { generated: boolean; email: string; password: string } | null;
}

/**
 * Local mode: the embedded platform server (SQLite in userData). Centre mode: the local
 * shell that serves the web client and forwards the API to the centre, so the window still
 * loads a local origin; it starts even when the centre is unreachable (the app opens
 * offline: kept reads and queued writes are answered by the offline policy table with the
 * desktop's cache and outbox, everything else 503 NO_DISPONIBLE).
 */
export async function arrancarServidor(
  ajustes: AjustesConexion,
  webDir: string,
  offline?: AlmacenOffline,
): Promise<ServidorActivo> {
  if (ajustes.modo === 'centro') {
    return iniciarServidorCentro({
      urlCentro: ajustes.urlCentro,
      webDir,
      host: '127.0.0.1',
      port: 0,
      logLevel: process.env.LOG_LEVEL ?? 'warn',
      offline,
    });
  }
  return startEmbeddedServer();
}
