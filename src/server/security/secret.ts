import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MODO_ARCHIVO } from '../storage/permisos';

export const SECRET_FILE = 'jwt-secret';

/**
 * The key that signs session tokens: JWT_SECRET when given, otherwise one generated on
 * first start and kept in the data folder (owner-only), so tokens survive restarts.
 */
export function loadJwtSecret(dataDir: string, configured: string | null): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const path = join(dataDir, SECRET_FILE);
  try {
    const existing = readFileSync(path, 'utf8').trim();
    if (existing.length >= 32) return new TextEncoder().encode(existing);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated = randomBytes(48).toString('base64url');
  // 'wx': two instances starting together must not overwrite each other's secret.
  try {
    writeFileSync(path, generated, { mode: MODO_ARCHIVO, flag: 'wx' });
    chmodSync(path, MODO_ARCHIVO); // whatever the umask
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadJwtSecret(dataDir, null);
    throw error;
  }
  return new TextEncoder().encode(generated);
}
