import type { CompiledQuery, Kysely, KyselyPlugin, QueryResult } from 'kysely';
import type { TurnoFifo } from './dialectoSqlite';
import { PluginVersiones } from './pluginVersiones';
import type { Database } from './schema';
import type { SentenciasSqlite } from './sentenciasSqlite';

/**
 * A template's plain read run on the SQLite connection right away, when nobody holds it
 * (issue 18, docs/rendimiento-sesion.md).
 *
 * Kysely's path for one query (connection provider, the turn, the driver, release, result
 * plugins) is a chain of promises: ~1.1 µs over the statement itself in a warm loop, three
 * to five times that under load, and `filtrar` runs three reads. better-sqlite3 is
 * synchronous, so while the turn is free (no transaction of Kysely's open, nobody waiting)
 * running the statement at once is what taking and giving back the turn would do, with
 * nothing able to run in between. Writes, transactions, a busy turn and any plugin other
 * than the version notes (which act on writes only) keep Kysely's path. The statement
 * still joins the turn's read snapshot (lecturasPorTurno.ts).
 */
export class LectorDirecto {
  constructor(
    private readonly sentencias: SentenciasSqlite,
    private readonly turno: TurnoFifo,
  ) {}

  /** The rows, or null when this query must go through Kysely. Throws SQLite's errors. */
  leer<R>(consulta: CompiledQuery, parametros: readonly unknown[]): QueryResult<R> | null {
    if (!this.turno.libre) return null;
    const sentencia = this.sentencias.lectura(consulta.sql);
    if (!sentencia) return null;
    return { rows: sentencia.all(parametros) as R[] };
  }
}

/** By the executor's adapter: shared by a database, its withPlugin copies and transactions. */
const lectores = new WeakMap<object, LectorDirecto>();

export function registrarLectorDirecto(db: Kysely<Database>, lector: LectorDirecto): void {
  lectores.set(db.getExecutor().adapter, lector);
}

/** Plugins whose results a plain read may skip: the version notes look at writes only. */
function soloEscrituras(plugins: readonly KyselyPlugin[]): boolean {
  return plugins.every((p) => p instanceof PluginVersiones);
}

/** The direct reader of this database, outside transactions; null for PostgreSQL. */
export function lectorDirectoDe(db: Kysely<Database>): LectorDirecto | null {
  if (db.isTransaction) return null;
  const ejecutor = db.getExecutor();
  if (!soloEscrituras(ejecutor.plugins)) return null;
  return lectores.get(ejecutor.adapter) ?? null;
}
