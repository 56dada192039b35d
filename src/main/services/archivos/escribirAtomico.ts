import { randomUUID } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Writes a whole file so that the target holds either its old content or the new one,
 * never half a PDF (a full disk or a crash mid-write leaves only a temp file, removed here
 * when possible). The temp file sits in the same folder so the rename stays on one disk.
 */
export async function escribirAtomico(ruta: string, datos: Uint8Array): Promise<void> {
  const temporal = join(dirname(ruta), `.${basename(ruta)}.${randomUUID()}.tmp`);
  try {
    await writeFile(temporal, datos, { flag: 'wx' });
    await rename(temporal, ruta);
  } catch (error) {
    await rm(temporal, { force: true }).catch(() => undefined);
    throw error;
  }
}
