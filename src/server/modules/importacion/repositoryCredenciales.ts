import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** Writes of `importaciones_credencial` (encrypted initial passwords), owned here. */

export async function insertarCredenciales(
  trx: Transaction<Database>,
  filas: Insertable<Database['importaciones_credencial']>[],
): Promise<void> {
  if (filas.length > 0) await trx.insertInto('importaciones_credencial').values(filas).execute();
}

/** Stops handing out the initial passwords of these users. */
export async function borrarCredencialesDe(
  trx: Kysely<Database>,
  usuarioIds: readonly string[],
): Promise<void> {
  await trx.deleteFrom('importaciones_credencial').where('usuario_id', 'in', usuarioIds).execute();
}

/** The lote's stored passwords of users who have not changed theirs yet, by email. */
export function credencialesVigentes(db: Kysely<Database>, loteId: string) {
  return db
    .selectFrom('importaciones_credencial as c')
    .innerJoin('usuarios as u', 'u.id', 'c.usuario_id')
    .select(['c.usuario_id', 'c.password_cifrada', 'u.email', 'u.nombre', 'u.apellidos'])
    .where('c.lote_id', '=', loteId)
    .where('u.debe_cambiar_password', '=', 1)
    .orderBy('u.email_normalizado')
    .execute();
}
