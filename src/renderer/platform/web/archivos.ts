import type { PlatformBridge } from '@shared/bridge';
import { IMPORTACION_MAX_BYTES, MENSAJES_IMPORTACION_API } from '@shared/domain/importacion';

/** What the browser download touches, so tests can hand in a recording document. */
export interface EntornoDescarga {
  documento: Pick<Document, 'createElement' | 'body'>;
  urls: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
}

/** How long the object URL outlives the click. */
export const RETRASO_REVOCAR_MS = 1000;

function aBlob(datos: Uint8Array | Blob, tipo: string): Blob {
  if (datos instanceof Blob) return datos.type === tipo ? datos : new Blob([datos], { type: tipo });
  // A copy into a fresh ArrayBuffer: a view over a SharedArrayBuffer is not a BlobPart.
  return new Blob([new Uint8Array(datos)], { type: tipo });
}

/**
 * The browser's way to save bytes: a Blob, an object URL and a temporary `<a download>`
 * that is clicked and removed. The URL is revoked a moment later (revoking it in the same
 * tick can cancel the download in some browsers). Where the file lands is the browser's
 * choice (usually Descargas), so no path is known afterwards.
 */
export function descargarEnNavegador(
  nombre: string,
  datos: Uint8Array | Blob,
  tipo: string,
  { documento, urls }: EntornoDescarga = { documento: document, urls: URL },
): void {
  const url = urls.createObjectURL(aBlob(datos, tipo));
  const enlace = documento.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  enlace.rel = 'noopener';
  enlace.style.display = 'none';
  documento.body.append(enlace);
  try {
    enlace.click();
  } finally {
    enlace.remove();
    setTimeout(() => urls.revokeObjectURL(url), RETRASO_REVOCAR_MS);
  }
}

/** A CSV the user picked: its name and bytes (the server detects encoding and delimiter). */
export interface ArchivoElegido {
  nombre: string;
  datos: Uint8Array<ArrayBuffer>;
}

/**
 * The browser's way to pick a file: a temporary `<input type="file">`, clicked and removed.
 * Resolves null when the picker is closed without a file (Chromium's `cancel` event). A
 * file over the import limit is refused by its size, before its bytes are read.
 */
export function elegirConInput(
  documento: Pick<Document, 'createElement' | 'body'> = document,
): Promise<ArchivoElegido | null> {
  return new Promise((resolve, reject) => {
    const input = documento.createElement('input');
    input.type = 'file';
    input.accept = '.csv,text/csv';
    input.style.display = 'none';
    const terminar = () => input.remove();
    input.addEventListener('change', () => {
      const archivo = input.files?.[0];
      terminar();
      if (!archivo) return resolve(null);
      if (archivo.size > IMPORTACION_MAX_BYTES) {
        return reject(new Error(MENSAJES_IMPORTACION_API.archivoGrande));
      }
      archivo
        .arrayBuffer()
        .then((b) => resolve({ nombre: archivo.name, datos: new Uint8Array(b) }))
        .catch(reject);
    });
    input.addEventListener('cancel', () => {
      terminar();
      resolve(null);
    });
    documento.body.append(input);
    input.click();
  });
}

/**
 * Files in a browser: saving is a normal download (there is no save dialog to open, nor a
 * path to give back), picking a CSV is a file input, and no file on the user's disk can
 * be opened.
 */
export const archivosWeb: PlatformBridge['archivos'] = {
  guardarPdf: async ({ nombre, datos }) => {
    descargarEnNavegador(nombre, datos, 'application/pdf');
    return { guardado: true, ruta: null };
  },
  elegirCsv: () => elegirConInput(),
  abrir: async () => {
    throw new Error('Solo en la aplicación de escritorio.');
  },
};
