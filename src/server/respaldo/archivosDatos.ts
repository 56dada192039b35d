import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SQLITE_FILE } from '../db/database';
import { MODO_CARPETA } from '../storage/permisos';
import type { EntradaManifiesto } from './manifiesto';

/**
 * What of DATA_DIR goes into an archive as plain files: everything (uploads, certificates,
 * the generated secret, whatever a later version keeps there) except the SQLite database,
 * which is copied through SQLite itself, and what is only half-written or disposable.
 */
function excluido(relativa: string): boolean {
  const nombre = relativa.split('/').pop() ?? '';
  if (relativa === SQLITE_FILE) return true;
  // Its journal files: the online copy already holds what they add.
  if (/^plataforma\.db-(wal|shm|journal)$/.test(relativa)) return true;
  // Copies made before migrating (db/migrate.ts): old states, often as big as the database.
  if (/^plataforma\.db\.antes-de-migrar-\d+\.bak$/.test(relativa)) return true;
  // Earlier backups kept inside DATA_DIR: each archive would otherwise hold all the older.
  if (/^respaldo-.*\.tar\.gz$/.test(nombre)) return true;
  // An upload still arriving (storage/subidas.ts) or a file being written atomically.
  return nombre.endsWith('.parcial') || nombre.endsWith('.tmp');
}

/** Regular files under `raiz` to back up, as archive paths ('/'), skipping `ignorar`. */
export function listarArchivosDatos(raiz: string, ignorar: readonly string[] = []) {
  return listarArchivos(raiz, ignorar, (relativa) => !excluido(relativa));
}

/** Regular files under `raiz` that `incluir` accepts, as relative '/' paths, sorted. */
export async function listarArchivos(
  raiz: string,
  ignorar: readonly string[],
  incluir: (relativa: string) => boolean = () => true,
): Promise<string[]> {
  const encontrados: string[] = [];
  const visitar = async (dir: string): Promise<void> => {
    const entradas = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
      // A folder removed meanwhile (an emptied upload folder) has nothing to back up.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    });
    for (const e of entradas) {
      const ruta = join(dir, e.name);
      if (ignorar.some((i) => ruta === i || ruta.startsWith(`${i}${sep}`))) continue;
      const relativa = relative(raiz, ruta).split(sep).join('/');
      // Symbolic links are not followed: they could lead out of DATA_DIR.
      if (e.isDirectory()) await visitar(ruta);
      else if (e.isFile() && incluir(relativa)) encontrados.push(relativa);
    }
  };
  await visitar(raiz);
  return encontrados.sort();
}

/** Size and SHA-256 of a file, read as a stream (lesson videos can be large). */
export async function huellaDeArchivo(ruta: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(createReadStream(ruta), async (origen: AsyncIterable<Buffer>) => {
    for await (const trozo of origen) {
      bytes += trozo.length;
      hash.update(trozo);
    }
  });
  return { bytes, sha256: hash.digest('hex') };
}

/**
 * Freezes DATA_DIR's files into `destino` while the server keeps running: a hard link where
 * possible (instant, no extra space), else a copy. The server never rewrites a file in
 * place (uploads and certificates are written aside and renamed), so a linked file keeps
 * the content it had at this moment and its checksum stays true until it is archived.
 * A file deleted meanwhile (a lesson removed) is simply left out.
 */
export async function congelarArchivosDatos(
  dataDir: string,
  destino: string,
  ignorar: readonly string[],
): Promise<EntradaManifiesto[]> {
  const entradas: EntradaManifiesto[] = [];
  for (const relativa of await listarArchivosDatos(dataDir, ignorar)) {
    const origen = join(dataDir, ...relativa.split('/'));
    const copia = join(destino, ...relativa.split('/'));
    await mkdir(dirname(copia), { recursive: true, mode: MODO_CARPETA });
    try {
      await link(origen, copia).catch(async (error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
        await copyFile(origen, copia); // another file system, or links not allowed
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    entradas.push({ ruta: relativa, ...(await huellaDeArchivo(copia)) });
  }
  return entradas;
}
