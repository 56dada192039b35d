import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { borrarUsuariosImportados, usuariosDelLote } from '../usuarios';
import { borrarCredencialesDe } from './repositoryCredenciales';

/**
 * Undo of a completed lote: deletes the users it created who never used their account.
 * Kept, with the reason: whoever logged in, or has certificates (their foreign key
 * restricts deletes, and a certificate must keep its owner), evaluation attempts or
 * course progress. Users the lote only updated are never touched: the previous values
 * were not kept. Deleting a user cascades to their assignments and credentials.
 */

export const MOTIVOS_CONSERVADO = {
  ingreso: 'Ya inició sesión.',
  certificados: 'Tiene certificados emitidos.',
  actividad: 'Ya tiene actividad en los cursos (intentos o progreso).',
} as const;

const POR_CONSULTA = 1000;

export interface ResultadoDeshacer {
  eliminados: number;
  conservados: { email: string; motivo: string }[];
}

async function idsCon(
  db: Kysely<Database>,
  tabla: 'certificados' | 'intentos_evaluacion' | 'progresos',
  ids: readonly string[],
): Promise<Set<string>> {
  const salida = new Set<string>();
  for (let i = 0; i < ids.length; i += POR_CONSULTA) {
    const filas = await db
      .selectFrom(tabla)
      .select('usuario_id')
      .distinct()
      .where('usuario_id', 'in', ids.slice(i, i + POR_CONSULTA))
      .execute();
    for (const f of filas) salida.add(f.usuario_id);
  }
  return salida;
}

/** Deletes and marks the lote deshecho in one transaction. */
export async function deshacerLote(
  db: Kysely<Database>,
  loteId: string,
): Promise<ResultadoDeshacer> {
  return db.transaction().execute(async (trx) => {
    const creados = await usuariosDelLote(trx, loteId);
    const ids = creados.map((u) => u.id);
    const [certificados, intentos, progresos] = await Promise.all([
      idsCon(trx, 'certificados', ids),
      idsCon(trx, 'intentos_evaluacion', ids),
      idsCon(trx, 'progresos', ids),
    ]);
    const conservados: ResultadoDeshacer['conservados'] = [];
    const borrar: string[] = [];
    for (const u of creados) {
      if (u.ultimo_ingreso !== null)
        conservados.push({ email: u.email, motivo: MOTIVOS_CONSERVADO.ingreso });
      else if (certificados.has(u.id))
        conservados.push({ email: u.email, motivo: MOTIVOS_CONSERVADO.certificados });
      else if (intentos.has(u.id) || progresos.has(u.id))
        conservados.push({ email: u.email, motivo: MOTIVOS_CONSERVADO.actividad });
      else borrar.push(u.id);
    }
    for (let i = 0; i < borrar.length; i += POR_CONSULTA) {
      const parte = borrar.slice(i, i + POR_CONSULTA);
      // Explicit, not only by cascade: the rows go in this transaction whatever the FKs say.
      await borrarCredencialesDe(trx, parte);
      await borrarUsuariosImportados(trx, parte);
    }
    await trx
      .updateTable('importaciones_lote')
      .set({ estado: 'deshecho', deshechos: borrar.length })
      .where('id', '=', loteId)
      .execute();
    return { eliminados: borrar.length, conservados };
  });
}
