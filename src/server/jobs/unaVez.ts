import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { HechosRepository } from './repositoryHechos';
import type { ContextoTrabajo } from './tipos';

/**
 * Runs a job's database effects exactly once, however often the queue delivers the job.
 * Queues deliver at least once: a worker that dies after its commit but before it tells the
 * queue gets its job run again elsewhere. The ledger row is written in the same transaction
 * as the effects, so either both exist or neither; a second delivery finds the row (on
 * PostgreSQL a concurrent one waits on the row's lock, then finds it) and does nothing.
 * Answers false when the job had already been done.
 */
export async function ejecutarUnaVez(
  db: Kysely<Database>,
  nombre: string,
  contexto: ContextoTrabajo,
  efectos: (trx: Transaction<Database>) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await new HechosRepository(trx).marcar(contexto.id, nombre, new Date()))) return false;
    await efectos(trx);
    return true;
  });
}
