import type { Kysely, Transaction } from 'kysely';
import type { SeleccionUsuarios } from '@shared/api';
import { MENSAJES_IMPORTACION_API } from '@shared/domain/importacion';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { condicionFiltro, dialectoDe } from './repositoryListado';
import type { FiltroListado } from './repositoryListado';

/**
 * Which users a bulk action touches, as ids. Reads only ids, keyset-paged, so "all
 * 100,000 matching" costs a few hundred kilobytes and a few dozen queries, never one
 * result of 100,000 full rows.
 */

/** Ids per query when walking a filter; also the chunk size of bulk writes. */
export const LOTE_MASIVO = 500;
const LOTE_IDS = 5000;

export function enLotes<T>(lista: readonly T[], tamano = LOTE_MASIVO): T[][] {
  const lotes: T[][] = [];
  for (let i = 0; i < lista.length; i += tamano) lotes.push(lista.slice(i, i + tamano));
  return lotes;
}

/** Every id matching the list's filter, in id order (keyset by id, never OFFSET). */
export async function idsDelFiltro(db: Kysely<Database>, filtro: FiltroListado): Promise<string[]> {
  const condicion = condicionFiltro(filtro, dialectoDe(db));
  const ids: string[] = [];
  let despues: string | null = null;
  for (;;) {
    let consulta = db.selectFrom('usuarios').select('id').orderBy('id').limit(LOTE_IDS);
    if (condicion) consulta = consulta.where(condicion);
    if (despues !== null) consulta = consulta.where('id', '>', despues);
    const filas = await consulta.execute();
    for (const f of filas) ids.push(f.id);
    const ultima = filas.at(-1);
    if (!ultima || filas.length < LOTE_IDS) return ids;
    despues = ultima.id;
  }
}

/**
 * The selected ids, without repeats. By filter: the count must still be the `total` the
 * admin saw (else 409: users were added, removed or changed meanwhile), then `excluir`
 * (the unticked ones) is taken out.
 */
export async function resolverSeleccion(
  db: Kysely<Database>,
  seleccion: SeleccionUsuarios,
  cursos: readonly string[] | null = null,
): Promise<string[]> {
  if ('ids' in seleccion) return [...new Set(seleccion.ids)];
  const coincidentes = await idsDelFiltro(db, { ...seleccion.filtro, cursos });
  if (coincidentes.length !== seleccion.total) {
    throw new HttpError('CONFLICTO', MENSAJES_IMPORTACION_API.seleccionCambio);
  }
  const excluir = new Set(seleccion.excluir ?? []);
  return coincidentes.filter((id) => !excluir.has(id));
}

/** The rows a bulk action decides on, for one chunk of ids (inside its transaction). */
export function filasMasivas(
  trx: Transaction<Database>,
  ids: readonly string[],
): Promise<
  { id: string; email: string; nombre: string; apellidos: string; rol_id: string; activo: number }[]
> {
  return trx
    .selectFrom('usuarios')
    .select(['id', 'email', 'nombre', 'apellidos', 'rol_id', 'activo'])
    .where('id', 'in', ids)
    .execute();
}
