import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import * as tar from 'tar';
import { MODO_ARCHIVO, MODO_CARPETA } from '../storage/permisos';
import { congelarArchivosDatos, huellaDeArchivo } from './archivosDatos';
import { RespaldoError, detalleDe } from './errores';
import {
  BASE_POSTGRES,
  BASE_SQLITE,
  CARPETA_BASE,
  CARPETA_DATOS,
  NOMBRE_MANIFIESTO,
  nuevoManifiesto,
} from './manifiesto';
import type { Manifiesto } from './manifiesto';
import { volcarPostgres } from './postgres';
import { copiarBaseSqlite } from './sqlite';

export interface OpcionesRespaldo {
  dataDir: string;
  /** postgres://… backs up that database; null the SQLite file in dataDir. */
  databaseUrl: string | null;
  /** Where to write the archive; it must not exist yet. */
  destino: string;
  /** The application's version, recorded in the manifest. */
  version: string;
  ahora?: Date;
}

export interface RespaldoCreado {
  ruta: string;
  bytes: number;
  manifiesto: Manifiesto;
}

/** `respaldo-contenido-formativo-20261121-093000.tar.gz`: sorts by date, one per second. */
export function nombrePorDefecto(ahora: Date): string {
  const dos = (n: number) => String(n).padStart(2, '0');
  const fecha = `${ahora.getFullYear()}${dos(ahora.getMonth() + 1)}${dos(ahora.getDate())}`;
  const hora = `${dos(ahora.getHours())}${dos(ahora.getMinutes())}${dos(ahora.getSeconds())}`;
  return `respaldo-contenido-formativo-${fecha}-${hora}.tar.gz`;
}

/**
 * tar stores a second path to an already archived inode as a hard-link entry; a restore
 * accepts only plain files and folders, so every file is stored whole.
 */
class SinEnlaces<K, V> extends Map<K, V> {
  override set(): this {
    return this;
  }
}

async function empaquetar(carpeta: string, destino: string): Promise<void> {
  await tar.c(
    {
      gzip: true,
      cwd: carpeta,
      file: destino,
      // uid, user names, inode numbers: nothing of this machine's accounts in the archive.
      portable: true,
      mode: MODO_ARCHIVO, // it holds the secrets and personal data
      linkCache: new SinEnlaces<`${number}:${number}`, string>(),
    },
    [NOMBRE_MANIFIESTO, CARPETA_BASE, CARPETA_DATOS],
  );
}

/**
 * Writes one archive of the platform: the database (SQLite online copy or pg_dump), every
 * file of DATA_DIR (uploads, certificates, the generated secret) and manifest.json with
 * their sizes and SHA-256. The database is copied first: a file uploaded meanwhile is then
 * at worst an unreferenced extra, never a row without its file. The archive appears under
 * its name only when complete.
 */
export async function crearRespaldo(o: OpcionesRespaldo): Promise<RespaldoCreado> {
  const destino = resolve(o.destino);
  const dataDir = resolve(o.dataDir);
  if (existsSync(destino)) {
    throw new RespaldoError(`Ya existe ${destino}: elija otro nombre para el respaldo.`);
  }
  if (!(await stat(dataDir).catch(() => null))?.isDirectory()) {
    throw new RespaldoError(`DATA_DIR no existe o no es una carpeta: ${dataDir}`);
  }
  await mkdir(dirname(destino), { recursive: true });
  const carpeta = await mkdtemp(join(dirname(destino), '.respaldo-'));
  const parcial = `${destino}.parcial`;
  try {
    await chmod(carpeta, MODO_CARPETA);
    await mkdir(join(carpeta, CARPETA_BASE), { mode: MODO_CARPETA });
    const dialecto = o.databaseUrl ? 'postgres' : 'sqlite';
    const base = dialecto === 'sqlite' ? BASE_SQLITE : BASE_POSTGRES;
    let postgres: Manifiesto['postgres'];
    if (o.databaseUrl) postgres = await volcarPostgres(o.databaseUrl, join(carpeta, base));
    else await copiarBaseSqlite(dataDir, join(carpeta, base));
    const datos = join(carpeta, CARPETA_DATOS);
    await mkdir(datos, { mode: MODO_CARPETA });
    const archivos = await congelarArchivosDatos(dataDir, datos, [destino, parcial, carpeta]);
    const manifiesto = nuevoManifiesto({
      version: o.version,
      dialecto,
      creadoEn: o.ahora ?? new Date(),
      ...(postgres ? { postgres } : {}),
      archivos: [
        { ruta: base, ...(await huellaDeArchivo(join(carpeta, base))) },
        ...archivos.map((a) => ({ ...a, ruta: `${CARPETA_DATOS}/${a.ruta}` })),
      ],
    });
    await writeFile(join(carpeta, NOMBRE_MANIFIESTO), `${JSON.stringify(manifiesto, null, 2)}\n`, {
      mode: MODO_ARCHIVO,
    });
    await empaquetar(carpeta, parcial);
    await chmod(parcial, MODO_ARCHIVO);
    await rename(parcial, destino);
    return { ruta: destino, bytes: (await stat(destino)).size, manifiesto };
  } catch (error) {
    await rm(parcial, { force: true });
    if (error instanceof RespaldoError) throw error;
    throw new RespaldoError(`No se pudo crear el respaldo: ${detalleDe(error)}`);
  } finally {
    await rm(carpeta, { recursive: true, force: true });
  }
}
