import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { textoBusqueda } from './busqueda';

/** The columns the stored search text is made of (busqueda.ts). */
export const CAMPOS_DE_BUSQUEDA = ['nombre', 'apellidos', 'email_normalizado', 'identificacion'];

/**
 * Recomputes the user's `busqueda` from the row as it is now: for writes that change only
 * some of its fields (profile, import). Call it in the transaction of that write, after
 * it: on PostgreSQL the write's row lock keeps another edit from slipping in between.
 */
export async function refrescarBusqueda(trx: Kysely<Database>, id: string): Promise<void> {
  const fila = await trx
    .selectFrom('usuarios')
    .select(['nombre', 'apellidos', 'email_normalizado', 'identificacion'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!fila) return;
  await trx
    .updateTable('usuarios')
    .set({ busqueda: textoBusqueda(fila) })
    .where('id', '=', id)
    .execute();
}
