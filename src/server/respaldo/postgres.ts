import { spawn } from 'node:child_process';
import { crearArchivoPrivadoSync, hacerPrivado } from '../storage/permisos';
import { buscarBinario } from './binariosPostgres';
import type { Binario } from './binariosPostgres';
import { RespaldoError, detalleDe } from './errores';
import { contarRelacionesDeUsuario, versionServidor } from './repositoryPostgres';

/**
 * The URL without its password, which goes in PGPASSWORD instead: a command line is
 * visible to every user of the machine (ps), the environment is not.
 */
export function conexionPara(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return {
    dbname: u.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** "postgres://usuario@host:5432/base": for messages, never with the password. */
export function describirBase(url: string): string {
  return conexionPara(url).dbname;
}

function ejecutar(binario: Binario, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const hijo = spawn(binario.ruta, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errores = '';
    hijo.stderr.on('data', (d: Buffer) => {
      if (errores.length < 8000) errores += d.toString('utf8');
    });
    hijo.on('error', reject);
    hijo.on('close', (codigo) => {
      if (codigo === 0) resolve();
      else
        reject(new Error(errores.trim().split('\n').slice(0, 3).join(' / ') || `código ${codigo}`));
    });
  });
}

async function conectar(url: string): Promise<{ mayor: number; texto: string }> {
  try {
    return await versionServidor(url);
  } catch (error) {
    throw new RespaldoError(
      `No se pudo conectar con PostgreSQL (${describirBase(url)}): ${detalleDe(error)}`,
    );
  }
}

/**
 * Dumps the whole database (every schema: the platform's tables and pg-boss's job queue)
 * in pg_dump's custom format, compressed and restorable with pg_restore. pg_dump reads one
 * snapshot, so the dump is consistent while the servers keep running.
 */
export async function volcarPostgres(
  url: string,
  destino: string,
): Promise<{ servidor: string; pgDump: string }> {
  const servidor = await conectar(url);
  const pgDump = buscarBinario('pg_dump', servidor.mayor);
  const { dbname, env } = conexionPara(url);
  crearArchivoPrivadoSync(destino); // pg_dump keeps the mode of an existing file
  try {
    await ejecutar(pgDump, ['--format=custom', `--file=${destino}`, `--dbname=${dbname}`], env);
  } catch (error) {
    throw new RespaldoError(`pg_dump falló: ${detalleDe(error)}`);
  }
  await hacerPrivado(destino);
  return { servidor: servidor.texto, pgDump: pgDump.texto };
}

/** Refuses a database that already holds tables, views or sequences in any user schema. */
export async function comprobarPostgresVacia(url: string): Promise<void> {
  await conectar(url);
  const n = await contarRelacionesDeUsuario(url);
  if (n > 0) {
    throw new RespaldoError(
      `La base de datos ${describirBase(url)} no está vacía (${n} tablas u otros objetos): restaure en una base de datos nueva.`,
    );
  }
}

/**
 * Restores a dump into an empty database in one transaction: a failure half-way leaves it
 * as empty as it was. Owners and grants are not restored (--no-owner, --no-acl): the
 * target's roles need not be the source's, and the restoring role owns everything, as the
 * server's own role did when it created the tables.
 */
export async function restaurarPostgres(url: string, dump: string): Promise<void> {
  const servidor = await conectar(url);
  const pgRestore = buscarBinario('pg_restore', servidor.mayor);
  const { dbname, env } = conexionPara(url);
  const args = ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction'];
  try {
    await ejecutar(pgRestore, [...args, `--dbname=${dbname}`, dump], env);
  } catch (error) {
    throw new RespaldoError(`pg_restore falló (la base de datos queda vacía): ${detalleDe(error)}`);
  }
}
