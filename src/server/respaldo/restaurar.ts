import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import * as tar from 'tar';
import { SQLITE_FILE } from '../db/database';
import { crearCarpetaPrivada, endurecerDataDir, MODO_CARPETA } from '../storage/permisos';
import { huellaDeArchivo, listarArchivos } from './archivosDatos';
import { RespaldoError, detalleDe } from './errores';
import { CARPETA_DATOS, NOMBRE_MANIFIESTO } from './manifiesto';
import type { Manifiesto } from './manifiesto';
import { comprobarPostgresVacia, describirBase, restaurarPostgres } from './postgres';
import { compararConManifiesto, verificarArchivo } from './verificar';

export interface OpcionesRestaurar {
  /** The .tar.gz written by crearRespaldo. */
  archivo: string;
  dataDir: string;
  /** postgres://… restores into that (empty) database; null into SQLite in dataDir. */
  databaseUrl: string | null;
}

const NOMBRE_DIALECTO = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

function comprobarDialecto(manifiesto: Manifiesto, databaseUrl: string | null): void {
  const destino = databaseUrl ? 'postgres' : 'sqlite';
  if (manifiesto.dialecto === destino) return;
  const como =
    destino === 'sqlite' ? 'SQLite (DATABASE_URL no está definida)' : 'PostgreSQL (DATABASE_URL)';
  throw new RespaldoError(
    `El respaldo es de ${NOMBRE_DIALECTO[manifiesto.dialecto]} y este destino usa ${como}: no se restauró nada.`,
  );
}

/** A missing DATA_DIR, or an empty folder (a fresh volume's mount point): nothing to lose. */
async function comprobarDataDirVacio(dataDir: string): Promise<void> {
  const info = await stat(dataDir).catch(() => null);
  if (!info) return;
  if (!info.isDirectory()) throw new RespaldoError(`DATA_DIR no es una carpeta: ${dataDir}`);
  const dentro = await readdir(dataDir);
  if (dentro.length > 0) {
    throw new RespaldoError(
      `DATA_DIR (${dataDir}) no está vacío (${dentro.length} elementos): restaure en una carpeta vacía o nueva.`,
    );
  }
}

/** The files tar wrote are, again, exactly the manifest's (the archive may have changed). */
async function comprobarExtraidos(carpeta: string, manifiesto: Manifiesto): Promise<void> {
  const encontrados = new Map<string, { bytes: number; sha256: string }>();
  for (const r of await listarArchivos(carpeta, [], (r) => r !== NOMBRE_MANIFIESTO)) {
    encontrados.set(r, await huellaDeArchivo(join(carpeta, ...r.split('/'))));
  }
  const problema = compararConManifiesto(manifiesto, encontrados);
  if (problema) throw new RespaldoError(`El respaldo cambió mientras se restauraba: ${problema}.`);
}

async function extraer(archivo: string, carpeta: string): Promise<void> {
  await tar.x({
    file: archivo,
    cwd: carpeta,
    strict: true,
    // Only files and folders: no links that could point out of DATA_DIR.
    filter: (_ruta, entrada) =>
      !('type' in entrada) ||
      ['File', 'OldFile', 'ContiguousFile', 'Directory'].includes(entrada.type),
    preserveOwner: false,
  });
}

/** Moves the restored DATA_DIR files into place (same file system: renames). */
async function colocarDatos(carpeta: string, dataDir: string): Promise<void> {
  const datos = join(carpeta, CARPETA_DATOS);
  if (!existsSync(datos)) return;
  for (const nombre of await readdir(datos))
    await rename(join(datos, nombre), join(dataDir, nombre));
}

/** Leaves DATA_DIR as found: removed if we made it, else emptied (it was empty). */
async function deshacer(dataDir: string, creado: boolean): Promise<void> {
  if (creado) {
    await rm(dataDir, { recursive: true, force: true });
    return;
  }
  for (const nombre of await readdir(dataDir).catch(() => [])) {
    await rm(join(dataDir, nombre), { recursive: true, force: true });
  }
}

/**
 * Restores an archive into an empty DATA_DIR and an empty database. The whole archive is
 * checked against its manifest before anything is written, and the targets before that;
 * any refusal or failure leaves them as they were. Files get the server's private modes.
 */
export async function restaurarRespaldo(o: OpcionesRestaurar): Promise<Manifiesto> {
  const dataDir = resolve(o.dataDir);
  const manifiesto = await verificarArchivo(resolve(o.archivo));
  comprobarDialecto(manifiesto, o.databaseUrl);
  await comprobarDataDirVacio(dataDir);
  if (o.databaseUrl) await comprobarPostgresVacia(o.databaseUrl);
  const creado = !existsSync(dataDir);
  await crearCarpetaPrivada(dataDir);
  let carpeta: string | null = null;
  try {
    // Inside DATA_DIR: the same file system, so files are moved into place, not copied.
    carpeta = await mkdtemp(join(dataDir, '.restaurando-'));
    await chmod(carpeta, MODO_CARPETA);
    await extraer(resolve(o.archivo), carpeta);
    await comprobarExtraidos(carpeta, manifiesto);
    // Files first, the database last: pg_restore runs in one transaction, so after it
    // nothing is left that could fail half-way.
    await colocarDatos(carpeta, dataDir);
    const base = join(carpeta, ...manifiesto.base.split('/'));
    if (o.databaseUrl) await restaurarPostgres(o.databaseUrl, base);
    else await rename(base, join(dataDir, SQLITE_FILE));
    await rm(carpeta, { recursive: true, force: true });
    await chmod(dataDir, MODO_CARPETA);
    await endurecerDataDir(dataDir);
    return manifiesto;
  } catch (error) {
    await deshacer(dataDir, creado);
    if (error instanceof RespaldoError) throw error;
    const donde = o.databaseUrl ? describirBase(o.databaseUrl) : dataDir;
    throw new RespaldoError(`No se pudo restaurar en ${donde}: ${detalleDe(error)}`);
  }
}
