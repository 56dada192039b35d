import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Tokens ended by logout before their expiry. On shared centre PCs a token left behind
 * must stop working once its owner signs out; rows are purged once the token has expired.
 */
export class SesionesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async revocar(jti: string, expiraEnSegundos: number): Promise<void> {
    await this.db
      .insertInto('tokens_revocados')
      .values({ jti, expira_en: new Date(expiraEnSegundos * 1000).toISOString() })
      .onConflict((oc) => oc.column('jti').doNothing())
      .execute();
  }

  async estaRevocado(jti: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('tokens_revocados')
      .select('jti')
      .where('jti', '=', jti)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Answers how many went (the clean-up's summary). */
  async purgarVencidos(ahora = new Date()): Promise<number> {
    const r = await this.db
      .deleteFrom('tokens_revocados')
      .where('expira_en', '<', ahora.toISOString())
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
