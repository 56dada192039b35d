import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Everything the server keeps under DATA_DIR — the database, its WAL, the generated
 * secret, uploads, certificates, migration backups — holds personal data or keys: only
 * the account that runs the server may read it. Modes are set explicitly (chmod) after
 * creating, so a permissive umask (or a restrictive one that would lock us out) does not
 * decide them.
 */
export const MODO_ARCHIVO = 0o600;
export const MODO_CARPETA = 0o700;

/** The folders mkdir -p just made: from `dir` up to the first created one. */
function creadas(dir: string, primera: string | undefined): string[] {
  if (primera === undefined) return [];
  const lista: string[] = [];
  for (let d = dir; ; d = dirname(d)) {
    lista.push(d);
    if (d === primera || dirname(d) === d) return lista;
  }
}

/** mkdir -p where every folder it creates is 0700. Existing folders are left as they are. */
export async function crearCarpetaPrivada(dir: string): Promise<void> {
  const primera = await mkdir(dir, { recursive: true, mode: MODO_CARPETA });
  for (const d of creadas(dir, primera)) await chmod(d, MODO_CARPETA);
}

export function crearCarpetaPrivadaSync(dir: string): void {
  const primera = mkdirSync(dir, { recursive: true, mode: MODO_CARPETA });
  for (const d of creadas(dir, primera)) chmodSync(d, MODO_CARPETA);
}

/** Creates the file empty (if missing) as 0600, so whatever writes it later keeps that mode. */
export function crearArchivoPrivadoSync(ruta: string): void {
  closeSync(openSync(ruta, 'a', MODO_ARCHIVO));
  chmodSync(ruta, MODO_ARCHIVO);
}

export async function hacerPrivado(ruta: string): Promise<void> {
  await chmod(ruta, MODO_ARCHIVO);
}

/** chmod when a file exists (SQLite's -wal/-shm come and go). */
export function hacerPrivadoSiExiste(ruta: string): void {
  try {
    chmodSync(ruta, MODO_ARCHIVO);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Tightens what older versions left under DATA_DIR (0644 database, 0755 upload folders):
 * every folder below it 0700, every file 0600. Symbolic links are not followed. Only
 * stats and chmods, so a start with many media files stays quick.
 */
export async function endurecerDataDir(dataDir: string): Promise<void> {
  const entradas = await readdir(dataDir, { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  for (const e of entradas) {
    const ruta = join(dataDir, e.name);
    if (e.isDirectory()) {
      await ajustar(ruta, MODO_CARPETA);
      await endurecerDataDir(ruta);
    } else if (e.isFile()) {
      await ajustar(ruta, MODO_ARCHIVO);
    }
  }
}

async function ajustar(ruta: string, modo: number): Promise<void> {
  try {
    if (((await lstat(ruta)).mode & 0o777) !== modo) await chmod(ruta, modo);
  } catch (error) {
    // Gone meanwhile (a partial upload cleaned up): nothing to tighten.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
