import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Ejecutor = Kysely<Database>;
type NuevoEnlace = Insertable<Database['verificaciones_email']>;

/** The queries of email verification links (`verificaciones_email`, owned here). */

/** Marks every still pending link of the user as used. */
export async function anularPendientes(db: Ejecutor, usuarioId: string, ahora: string) {
  await db
    .updateTable('verificaciones_email')
    .set({ usado_en: ahora })
    .where('usuario_id', '=', usuarioId)
    .where('usado_en', 'is', null)
    .execute();
}

export async function insertarEnlace(db: Ejecutor, enlace: NuevoEnlace): Promise<void> {
  await db.insertInto('verificaciones_email').values(enlace).execute();
}

/** The user's unused links that have not expired at `ahora`. */
export function enlacesVigentes(db: Ejecutor, usuarioId: string, ahora: string) {
  return db
    .selectFrom('verificaciones_email')
    .select(['id', 'token_hash'])
    .where('usuario_id', '=', usuarioId)
    .where('usado_en', 'is', null)
    .where('expira_en', '>', ahora)
    .execute();
}

/** Links that expired before `antesDe`, used or not: nobody can use them any more. */
export async function borrarEnlacesVencidos(db: Ejecutor, antesDe: string): Promise<number> {
  const r = await db
    .deleteFrom('verificaciones_email')
    .where('expira_en', '<', antesDe)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Uses the link up if still unused; false when another click got there first. */
export async function usarEnlace(db: Ejecutor, id: string, ahora: string): Promise<boolean> {
  const usado = await db
    .updateTable('verificaciones_email')
    .set({ usado_en: ahora })
    .where('id', '=', id)
    .where('usado_en', 'is', null)
    .executeTakeFirst();
  return Number(usado.numUpdatedRows) === 1;
}
