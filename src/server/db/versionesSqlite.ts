import type SqliteDatabase from 'better-sqlite3';

/**
 * SQLite: this process's writes bump the versions through the Kysely plugin; a commit by
 * another connection on the same file (the e2e seed, the sqlite3 shell, a bench writer)
 * changes `PRAGMA data_version`, which SQLite keeps in shared memory. Answers the check to
 * run before each version read.
 *
 * The pragma is a read transaction of its own (two locks on the WAL index, ~8–10 µs) and a
 * request reads two or three versions, so it is read once per event-loop turn: every
 * request handled in one turn shares the answer, and another connection's commit is seen
 * from the next turn on — as if it had landed a moment later, which no caller can tell from
 * a commit racing the check (docs/rendimiento-sesion.md).
 */
export function vigilarOtrasConexionesSqlite(
  sqlite: SqliteDatabase.Database,
  alCambiar: () => void,
): () => void {
  const consulta = sqlite.prepare('PRAGMA data_version').pluck();
  let ultima = consulta.get() as number;
  let leidaEnEsteTurno = false;
  const nuevoTurno = () => {
    leidaEnEsteTurno = false;
  };
  return () => {
    if (leidaEnEsteTurno || !sqlite.open) return;
    leidaEnEsteTurno = true;
    setImmediate(nuevoTurno);
    const ahora = consulta.get() as number;
    if (ahora !== ultima) {
      ultima = ahora;
      alCambiar();
    }
  };
}
