import type { PlatformBridge } from '@shared/bridge';
import { esEscritorio, getPlatform } from './index';
import { descargarEnNavegador, type EntornoDescarga } from './web/archivos';

export { RETRASO_REVOCAR_MS } from './web/archivos';

/**
 * Saves bytes the app already has (e.g. the issued certificate PDF) as a file on the
 * user's machine.
 *
 * Desktop, PDF: main shows the native "save as" dialog (Documents, certificado.pdf) and
 * writes the file; the result says where, so the caller can offer to open it. Cancelling
 * is not an error (guardado false). Web, or any other type: the browser's download.
 */

type ArchivosEscritorio = Pick<PlatformBridge['archivos'], 'guardarPdf'>;

/** What the function touches, so tests can hand in a recording document or a fake bridge. */
export interface EntornoGuardado extends EntornoDescarga {
  /** The desktop bridge's file saving; absent or null in a browser. */
  escritorio?: ArchivosEscritorio | null;
}

export interface ResultadoGuardarArchivo {
  guardado: boolean;
  /** Where the file was written (desktop); null for a browser download or a cancel. */
  ruta: string | null;
}

const TIPO_PDF = 'application/pdf';

function entornoActual(): EntornoGuardado {
  return {
    documento: document,
    urls: URL,
    escritorio: esEscritorio() ? getPlatform().archivos : null,
  };
}

/** The bytes as IPC carries them; a copy, since a view over a SharedArrayBuffer cannot go. */
async function aBytes(datos: Uint8Array | Blob): Promise<Uint8Array<ArrayBuffer>> {
  return datos instanceof Blob ? new Uint8Array(await datos.arrayBuffer()) : new Uint8Array(datos);
}

export async function guardarArchivo(
  nombre: string,
  datos: Uint8Array | Blob,
  tipo: string,
  entorno: EntornoGuardado = entornoActual(),
): Promise<ResultadoGuardarArchivo> {
  if (entorno.escritorio && tipo === TIPO_PDF) {
    return entorno.escritorio.guardarPdf({ nombre, datos: await aBytes(datos) });
  }
  descargarEnNavegador(nombre, datos, tipo, entorno);
  return { guardado: true, ruta: null };
}

/** Opens a file saved by guardarArchivo with the system's program (desktop only). */
export async function abrirArchivo(
  ruta: string,
  archivos: Pick<PlatformBridge['archivos'], 'abrir'> = getPlatform().archivos,
): Promise<void> {
  await archivos.abrir({ ruta });
}
