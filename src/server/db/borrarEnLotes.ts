import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Rows one clean-up statement deletes at most. Each batch is its own statement and
 * transaction, so a first run over millions of old rows never holds a long lock: on SQLite
 * other writers wait at most one batch (tens of milliseconds), on PostgreSQL no batch locks
 * more than these rows.
 */
export const FILAS_POR_LOTE = 5000;

/**
 * Deletes one batch of the oldest rows of `tabla` whose `columna` (an ISO date as text,
 * indexed) is before `antesDe`; answers how many went. The rows are picked by their
 * physical id — SQLite's `rowid`, PostgreSQL's `ctid` read into an array, which the planner
 * turns into a TID scan — rather than by primary key: PostgreSQL plans `(a, b) IN (…)`
 * as a hash join over the whole table. Both run in one statement, on one snapshot, so a
 * picked id cannot be reused meanwhile; a row another transaction updates in between (a
 * notification marked read) has a new `ctid`, is skipped, and goes with the next batch.
 * Owners call it from their repository, so a table's queries are still found there.
 */
export async function borrarLoteAntesDe<T extends keyof Database & string>(
  db: Kysely<Database>,
  tabla: T,
  columna: keyof Database[T] & string,
  antesDe: string,
  filas: number = FILAS_POR_LOTE,
): Promise<number> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const t = sql.table(tabla);
  const c = sql.ref(columna);
  const id = sql.raw(postgres ? 'ctid' : 'rowid');
  const viejas = sql`SELECT ${id} FROM ${t} WHERE ${c} < ${antesDe} ORDER BY ${c} LIMIT ${filas}`;
  const r = postgres
    ? await sql`DELETE FROM ${t} WHERE ctid = ANY(ARRAY(${viejas}))`.execute(db)
    : await sql`DELETE FROM ${t} WHERE rowid IN (${viejas})`.execute(db);
  return Number(r.numAffectedRows ?? 0n);
}
