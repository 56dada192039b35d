import { createHash, randomUUID } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpError } from '../../errors';
import type { Services } from '../../services';
import { crearCarpetaPrivada, hacerPrivado, MODO_ARCHIVO } from '../../storage/permisos';
import type { CertificadoEmitido } from './repositoryEmision';
import { generarPdfCertificado } from './pdf/generar';
import { guardarSha256 } from './repositoryEmision';

export function carpetaCertificados(dataDir: string): string {
  return join(dataDir, 'certificados');
}

/** Ids are server-made UUIDs, so the path never leaves the folder. */
export function rutaPdf(dataDir: string, id: string): string {
  return join(carpetaCertificados(dataDir), `${id}.pdf`);
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Writes a temporary file and renames it: a reader never sees half a PDF. */
async function escribirAtomico(ruta: string, bytes: Uint8Array): Promise<void> {
  const temporal = `${ruta}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporal, bytes, { mode: MODO_ARCHIVO });
    await hacerPrivado(temporal); // whatever the umask (DATA_DIR is owner-only)
    await rename(temporal, ruta);
  } catch (error) {
    await rm(temporal, { force: true });
    throw error;
  }
}

/** Makes the certificate's PDF (deterministic for the same frozen data) and its hash. */
export async function generarPdf(
  c: CertificadoEmitido,
): Promise<{ bytes: Uint8Array; sha256: string }> {
  const bytes = await generarPdfCertificado({
    numero: c.numero,
    codigoVerificacion: c.codigoVerificacion,
    urlVerificacion: c.urlVerificacion,
    emitidoEn: c.emitidoEn,
    datos: c.datos,
  });
  return { bytes, sha256: sha256Hex(bytes) };
}

/** Stores the PDF under DATA_DIR/certificados/<id>.pdf. */
export async function guardarPdf(dataDir: string, id: string, bytes: Uint8Array): Promise<void> {
  await crearCarpetaPrivada(carpetaCertificados(dataDir));
  await escribirAtomico(rutaPdf(dataDir, id), bytes);
}

/**
 * Runs after the issuing transaction commits: generates and stores the PDF and records
 * its SHA-256. A failure leaves sha256_pdf null; the download route makes it then.
 */
export async function emitirPdf(services: Services, c: CertificadoEmitido): Promise<string> {
  const { bytes, sha256 } = await generarPdf(c);
  await guardarPdf(services.dataDir, c.id, bytes);
  await guardarSha256(services.db, c.id, sha256, false);
  return sha256;
}

/** The stored bytes, or null when the file is missing. */
export async function leerPdf(dataDir: string, id: string): Promise<Uint8Array | null> {
  try {
    return await readFile(rutaPdf(dataDir, id));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export const MENSAJE_PDF_NO_RECONSTRUIBLE =
  'No se pudo recuperar el PDF del certificado tal como se emitió. Comuníquese con el administrador del centro.';

/**
 * The PDF whose SHA-256 the verification page shows. The stored file is served when its
 * hash matches; a missing or altered file is made again from the frozen data (the
 * generator is deterministic) and served only if it hashes the same, else 503 rather than
 * a PDF that would not verify. A certificate whose PDF was never stored gets it now.
 */
export async function pdfVerificable(
  services: Services,
  c: CertificadoEmitido,
  sha256Guardado: string | null,
): Promise<Uint8Array> {
  const guardado = await leerPdf(services.dataDir, c.id);
  if (guardado && sha256Guardado !== null && sha256Hex(guardado) === sha256Guardado) {
    return guardado;
  }
  const { bytes, sha256 } = await generarPdf(c);
  if (sha256Guardado !== null && sha256 !== sha256Guardado) {
    throw new HttpError('NO_DISPONIBLE', MENSAJE_PDF_NO_RECONSTRUIBLE);
  }
  await guardarPdf(services.dataDir, c.id, bytes);
  if (sha256Guardado === null) {
    await guardarSha256(services.db, c.id, sha256, true);
  }
  return bytes;
}
