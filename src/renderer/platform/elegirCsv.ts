import type { PlatformBridge } from '@shared/bridge';
import { IMPORTACION_MAX_BYTES, MENSAJES_IMPORTACION_API } from '@shared/domain/importacion';
import { getPlatform } from './index';
import type { ArchivoElegido } from './web/archivos';

// The browser's picker lives with the web adapter (which implements the bridge's
// `archivos.elegirCsv` with it); importing it from there keeps platform/index out of a cycle.
export { elegirConInput, type ArchivoElegido } from './web/archivos';

/**
 * Picks the CSV to import (issue 8) through the platform: the native "open" dialog on the
 * desktop (main reads the file), a file input in the browser. Both refuse a file over the
 * import limit before reading it; the check here guards a bridge that would not.
 */
export async function elegirArchivoCsv(
  archivos: Pick<PlatformBridge['archivos'], 'elegirCsv'> = getPlatform().archivos,
): Promise<ArchivoElegido | null> {
  const elegido = await archivos.elegirCsv();
  if (elegido && elegido.datos.byteLength > IMPORTACION_MAX_BYTES) {
    throw new Error(MENSAJES_IMPORTACION_API.archivoGrande);
  }
  return elegido;
}
