import type { AjustesConexion } from './services/conexion/ajustesConexion';
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
 * offline and the API answers 503 NO_DISPONIBLE).
 */
export async function arrancarServidor(
  ajustes: AjustesConexion,
  webDir: string,
): Promise<ServidorActivo> {
  if (ajustes.modo === 'centro') {
    return iniciarServidorCentro({
      urlCentro: ajustes.urlCentro,
      webDir,
      host: '127.0.0.1',
      port: 0,
      logLevel: process.env.LOG_LEVEL ?? 'warn',
    });
  }
  return startEmbeddedServer();
}
