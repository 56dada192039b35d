import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Closes a written lote as completado, inside the write's transaction, only if it is still
 * en_curso: false when it was cancelled or failed from elsewhere meanwhile.
 */
export async function marcarCompletado(
  trx: Transaction<Database>,
  loteId: string,
  escrito: { creados: number; actualizados: number },
): Promise<boolean> {
  const r = await trx
    .updateTable('importaciones_lote')
    .set({
      estado: 'completado',
      fase: null,
      procesadas: escrito.creados + escrito.actualizados,
      creados: escrito.creados,
      actualizados: escrito.actualizados,
      terminado_en: new Date().toISOString(),
    })
    .where('id', '=', loteId)
    .where('estado', '=', 'en_curso')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
