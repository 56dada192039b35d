/**
 * Saves bytes the app already has (e.g. the issued certificate PDF) as a file on the
 * user's machine.
 *
 * Web: a Blob, an object URL and a temporary `<a download>` that is clicked and removed;
 * the URL is revoked a moment later (revoking it in the same tick can cancel the download
 * in some browsers). Desktop: the native "save as" dialog through the bridge is wired in the
 * desktop issue; until then Electron's default download handling runs on that same click
 * and already shows a save dialog.
 */

/** What the web implementation touches, so tests can hand in a recording document. */
export interface EntornoGuardado {
  documento: Pick<Document, 'createElement' | 'body'>;
  urls: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
}

/** How long the object URL outlives the click. */
export const RETRASO_REVOCAR_MS = 1000;

function entornoNavegador(): EntornoGuardado {
  return { documento: document, urls: URL };
}

function aBlob(datos: Uint8Array | Blob, tipo: string): Blob {
  if (datos instanceof Blob) return datos.type === tipo ? datos : new Blob([datos], { type: tipo });
  // A copy into a fresh ArrayBuffer: a view over a SharedArrayBuffer is not a BlobPart.
  return new Blob([new Uint8Array(datos)], { type: tipo });
}

export async function guardarArchivo(
  nombre: string,
  datos: Uint8Array | Blob,
  tipo: string,
  entorno: EntornoGuardado = entornoNavegador(),
): Promise<void> {
  const { documento, urls } = entorno;
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
