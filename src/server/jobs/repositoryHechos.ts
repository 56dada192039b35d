import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The ledger of jobs whose effects committed (`trabajos_hechos`, migration 0030). */
export class HechosRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records the job as done; false when it already was (a retry after a crash). */
  async marcar(id: string, nombre: string, ahora: Date): Promise<boolean> {
    const r = await this.db
      .insertInto('trabajos_hechos')
      .values({ id, nombre, hecho_en: ahora.toISOString() })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  /** Entries older than `limite` go: no queue retries a job that old. */
  async borrarAntesDe(limite: Date): Promise<number> {
    const r = await this.db
      .deleteFrom('trabajos_hechos')
      .where('hecho_en', '<', limite.toISOString())
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
