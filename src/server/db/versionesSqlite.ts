import type SqliteDatabase from 'better-sqlite3';

/**
 * SQLite: this process's writes bump the versions through the Kysely plugin; a commit by
 * another connection on the same file (the e2e seed, the sqlite3 shell, a bench writer)
 * changes `PRAGMA data_version`, which SQLite keeps in shared memory, so reading it before
 * each version read costs a few microseconds and no I/O. Answers the check to run.
 */
export function vigilarOtrasConexionesSqlite(
  sqlite: SqliteDatabase.Database,
  alCambiar: () => void,
): () => void {
  const consulta = sqlite.prepare('PRAGMA data_version').pluck();
  let ultima = consulta.get() as number;
  return () => {
    if (!sqlite.open) return;
    const ahora = consulta.get() as number;
    if (ahora !== ultima) {
      ultima = ahora;
      alCambiar();
    }
  };
}
