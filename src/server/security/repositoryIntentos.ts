import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The queries of the attempt limiter (`intentos_acceso`, owned here; see limitador.ts). */
export class IntentosRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertar(id: string, clave: string, fecha: string): Promise<void> {
    await this.db.insertInto('intentos_acceso').values({ id, clave, fecha }).execute();
  }

  async borrarClave(clave: string): Promise<void> {
    await this.db.deleteFrom('intentos_acceso').where('clave', '=', clave).execute();
  }

  /**
   * Every key that starts with `prefijo`. `substr` instead of LIKE: no wildcard in an email
   * or an address can widen the match, and both dialects have it.
   */
  async borrarPrefijo(prefijo: string): Promise<void> {
    await this.db
      .deleteFrom('intentos_acceso')
      .where(sql<boolean>`substr(clave, 1, ${prefijo.length}) = ${prefijo}`)
      .execute();
  }

  async borrarIds(ids: readonly string[]): Promise<void> {
    await this.db.deleteFrom('intentos_acceso').where('id', 'in', ids).execute();
  }

  async borrarAntesDe(fecha: string): Promise<number> {
    const r = await this.db
      .deleteFrom('intentos_acceso')
      .where('fecha', '<', fecha)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /** The date of the key's `n`-th most recent attempt after `desde`, if there is one. */
  async enesimaReciente(clave: string, n: number, desde: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('intentos_acceso')
      .select('fecha')
      .where('clave', '=', clave)
      .where('fecha', '>', desde)
      .orderBy('fecha', 'desc')
      .limit(1)
      .offset(n - 1)
      .executeTakeFirst();
    return row?.fecha ?? null;
  }
}
