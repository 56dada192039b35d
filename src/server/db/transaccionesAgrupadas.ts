import { CompiledQuery } from 'kysely';
import type { Kysely } from 'kysely';
import type { Dialecto } from './database';
import type { Database } from './schema';

/** Work of one caller, run inside the shared transaction under a savepoint of its own. */
type Trabajo<T> = (trx: Kysely<Database>) => Promise<T>;

interface Pendiente {
  trabajo: Trabajo<unknown>;
  resolver: (valor: unknown) => void;
  rechazar: (error: unknown) => void;
}

type Resultado = { ok: true; valor: unknown } | { ok: false; error: unknown };

/**
 * The savepoint commands, compiled once and run on the group's transaction itself. Kysely's
 * own `trx.savepoint()` builds, compiles and wraps a new transaction object for each
 * caller, three times per report (issue 18).
 */
const SAVEPOINT = CompiledQuery.raw('savepoint "trabajo"');
const RELEASE = CompiledQuery.raw('release "trabajo"');
const ROLLBACK_TO = CompiledQuery.raw('rollback to "trabajo"');

/** At most this many callers per transaction: a longer one would keep readers waiting. */
export const MAXIMO_POR_LOTE = 64;

/**
 * Group commit for SQLite (docs/rendimiento-sesion.md): the transactions callers ask for in
 * one event-loop turn run one after another inside one SQLite transaction, each under its
 * own savepoint, and are committed together.
 *
 * A commit is most of a small write's cost (~45–65 µs of a progress report's ~90 µs of SQL
 * under load: the WAL frames and their write calls), and the one connection runs the
 * transactions one at a time anyway, so a turn's reports (tens at 100 connections) share
 * one commit instead of paying one each.
 *
 * What each caller gets is what its own transaction would have given:
 * - its work sees the work of those before it, as if they had committed just before;
 * - an error in its work rolls back its savepoint only, and reaches only that caller;
 * - its promise settles after the COMMIT: nothing is answered as done before it is
 *   durable. If the COMMIT (or a savepoint) fails, every caller of the group gets the error
 *   and nothing of the group is written.
 *
 * PostgreSQL has a pool and row locks: each caller gets a transaction of its own there.
 */
export class TransaccionesAgrupadas {
  private cola: Pendiente[] = [];
  private programada = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialecto: Dialecto,
  ) {}

  ejecutar<T>(trabajo: Trabajo<T>): Promise<T> {
    if (this.dialecto !== 'sqlite') return this.db.transaction().execute(trabajo);
    return new Promise<T>((resolve, reject) => {
      this.cola.push({ trabajo, resolver: resolve as (v: unknown) => void, rechazar: reject });
      this.programar();
    });
  }

  /** The group closes at the end of the turn: every request read in it has had its say. */
  private programar(): void {
    if (this.programada) return;
    this.programada = true;
    setImmediate(() => {
      this.programada = false;
      const lote = this.cola.splice(0, MAXIMO_POR_LOTE);
      if (this.cola.length > 0) this.programar();
      void this.vaciar(lote);
    });
  }

  private async vaciar(lote: Pendiente[]): Promise<void> {
    const resultados: Resultado[] = [];
    try {
      // Waits its turn for the connection (a previous group may still be committing).
      const trx = await this.db.startTransaction().execute();
      try {
        for (const p of lote) resultados.push(await this.uno(trx, p.trabajo));
        await trx.commit().execute();
      } catch (error) {
        await trx
          .rollback()
          .execute()
          .catch(() => undefined);
        throw error;
      }
    } catch (error) {
      for (const p of lote) p.rechazar(error);
      return;
    }
    lote.forEach((p, i) => {
      const r = resultados[i];
      if (r?.ok) p.resolver(r.valor);
      else p.rechazar(r ? r.error : new Error('transacción agrupada sin resultado'));
    });
  }

  /**
   * One caller's work under its savepoint. Its own error is its result; a failing savepoint
   * command means the transaction itself is broken, and is thrown (the group fails).
   */
  private async uno(trx: Kysely<Database>, trabajo: Trabajo<unknown>): Promise<Resultado> {
    await trx.executeQuery(SAVEPOINT);
    let resultado: Resultado;
    try {
      resultado = { ok: true, valor: await trabajo(trx) };
    } catch (error) {
      resultado = { ok: false, error };
    }
    if (!resultado.ok) await trx.executeQuery(ROLLBACK_TO);
    await trx.executeQuery(RELEASE);
    return resultado;
  }
}
