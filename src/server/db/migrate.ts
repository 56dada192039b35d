import { Migrator, sql } from 'kysely';
import type { Kysely } from 'kysely';
import { crearArchivoPrivadoSync, hacerPrivado } from '../storage/permisos';
import type { DatabaseHandle } from './database';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

function migratorFor(db: Kysely<Database>, hasta?: string): Migrator {
  return new Migrator({ db, provider: migrationProvider(hasta) });
}

/**
 * Backs up an existing SQLite database before new migrations touch it: a failed migration
 * must never cost a learner's unsynced data. Returns the backup path, or null.
 */
async function backupSqliteIfNeeded(handle: DatabaseHandle, migrator: Migrator) {
  if (!handle.sqlitePath) return null;
  const estado = await migrator.getMigrations();
  const aplicadas = estado.filter((m) => m.executedAt !== undefined).length;
  const pendientes = estado.length - aplicadas;
  if (aplicadas === 0 || pendientes === 0) return null;
  const destino = `${handle.sqlitePath}.antes-de-migrar-${Date.now()}.bak`;
  // Made empty as 0600 first: VACUUM INTO fills an empty file and keeps its mode.
  crearArchivoPrivadoSync(destino);
  await sql`VACUUM INTO ${destino}`.execute(handle.db);
  await hacerPrivado(destino);
  return destino;
}

/** Applies every pending migration, each in order; throws MigrationError on failure. */
export async function migrateToLatest(handle: DatabaseHandle, hasta?: string): Promise<void> {
  const migrator = migratorFor(handle.db, hasta);
  const backup = await backupSqliteIfNeeded(handle, migrator);
  const { error, results } = hasta
    ? await migrator.migrateTo(hasta)
    : await migrator.migrateToLatest();
  if (error) {
    const fallida = results?.find((r) => r.status === 'Error')?.migrationName ?? 'desconocida';
    const detalle = error instanceof Error ? error.message : String(error);
    const copia = backup ? ` Copia de seguridad previa: ${backup}` : '';
    throw new MigrationError(`Falló la migración ${fallida}: ${detalle}.${copia}`);
  }
}
