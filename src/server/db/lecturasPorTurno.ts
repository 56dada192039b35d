import type SqliteDatabase from 'better-sqlite3';

/** A plain read: a SELECT (or WITH … SELECT) that writes nothing. */
export function esLectura(sentencia: SqliteDatabase.Statement): boolean {
  return sentencia.reader && sentencia.readonly && /^\s*(select|with)\b/i.test(sentencia.source);
}

/**
 * The reads of one event-loop turn in one SQLite read transaction (docs/rendimiento-sesion.md).
 *
 * Outside a transaction every statement is a read transaction of its own: SQLite takes and
 * drops a read lock on the WAL index for it (fcntl calls, ~4 µs here) and re-checks the WAL
 * header. A request runs 2–6 reads and a loaded server handles many requests per turn, so
 * the first read of a turn opens a deferred transaction that the turn's other reads share,
 * and it ends in the turn's check phase (setImmediate). Before anything else runs — a write,
 * a transaction of Kysely's, a pragma, DDL — it ends first, so writes keep their own
 * transactions and commits exactly as before.
 *
 * What the reads see: this connection's own writes always (the snapshot ends before each
 * write); another connection's commit from the next turn on, the rule the version counters
 * already follow (versionesSqlite.ts).
 */
export class LecturasPorTurno {
  private abierta = false;
  private readonly begin: SqliteDatabase.Statement;
  private readonly commit: SqliteDatabase.Statement;

  constructor(private readonly conexion: SqliteDatabase.Database) {
    this.begin = conexion.prepare('BEGIN');
    this.commit = conexion.prepare('COMMIT');
  }

  /** Called before each statement runs on the connection: whether it is a plain read. */
  antesDe(lectura: boolean): void {
    if (!lectura) {
      this.terminar();
      return;
    }
    // Inside a transaction of Kysely's the reads are already together.
    if (this.abierta || this.conexion.inTransaction) return;
    this.begin.run();
    this.abierta = true;
    setImmediate(this.alFinDelTurno);
  }

  private readonly alFinDelTurno = (): void => {
    this.terminar();
  };

  /** Ends the turn's read transaction, if one is open. */
  terminar(): void {
    if (!this.abierta) return;
    this.abierta = false;
    // An error that rolled the transaction back (SQLITE_FULL, IOERR) already ended it.
    if (this.conexion.open && this.conexion.inTransaction) this.commit.run();
  }
}
