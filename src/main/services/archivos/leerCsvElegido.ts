import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { IMPORTACION_MAX_BYTES, MENSAJES_IMPORTACION_API } from '@shared/domain/importacion';

/** A file picked in the "open" dialog, as the renderer receives it. */
export interface ArchivoLeido {
  nombre: string;
  datos: Uint8Array<ArrayBuffer>;
}

function motivoLectura(error: unknown, nombre: string): string {
  const codigo = (error as NodeJS.ErrnoException | undefined)?.code;
  if (codigo === 'ENOENT') return `No se encontró el archivo «${nombre}».`;
  if (codigo === 'EACCES' || codigo === 'EPERM') {
    return `No hay permiso para leer el archivo «${nombre}».`;
  }
  if (codigo === 'EISDIR') return `«${nombre}» es una carpeta, no un archivo.`;
  const detalle = error instanceof Error ? error.message : String(error);
  return `No se pudo leer el archivo «${nombre}»: ${detalle}`;
}

/**
 * Reads the chosen CSV, refusing one over the import limit before reading it (a 2 GB
 * mistake never reaches memory). The size is checked on the open handle, so the file
 * checked is the file read.
 */
export async function leerCsvElegido(
  ruta: string,
  maxBytes: number = IMPORTACION_MAX_BYTES,
): Promise<ArchivoLeido> {
  const nombre = basename(ruta);
  let archivo;
  try {
    archivo = await open(ruta, 'r');
  } catch (error) {
    throw new Error(motivoLectura(error, nombre));
  }
  try {
    const info = await archivo.stat();
    if (!info.isFile()) throw new Error(`«${nombre}» no es un archivo.`);
    if (info.size > maxBytes) throw new Error(MENSAJES_IMPORTACION_API.archivoGrande);
    const leido = await archivo.readFile();
    // Grown past the limit since the check (still being written): refused all the same.
    if (leido.byteLength > maxBytes) throw new Error(MENSAJES_IMPORTACION_API.archivoGrande);
    // A copy of exactly these bytes: IPC clones a view's whole underlying buffer.
    return { nombre, datos: new Uint8Array(leido) };
  } catch (error) {
    // Messages made above carry no errno code and go out as they are.
    if (error instanceof Error && !('code' in error)) throw error;
    throw new Error(motivoLectura(error, nombre));
  } finally {
    await archivo.close();
  }
}
