import type { PlatformBridge } from '@shared/bridge';

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

/**
 * Saving files in a browser: a normal download (there is no save dialog to open, nor a
 * path to give back), and no way to open a file on the user's disk.
 */
export const archivosWeb: PlatformBridge['archivos'] = {
  guardarPdf: async ({ nombre, datos }) => {
    descargarEnNavegador(nombre, datos, 'application/pdf');
    return { guardado: true, ruta: null };
  },
  abrir: async () => {
    throw new Error('Solo en la aplicación de escritorio.');
  },
};
