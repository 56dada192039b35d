import type { Kysely, Transaction } from 'kysely';
import type { ResultadoMasivo, SeleccionUsuarios } from '@shared/api';
import { MASIVO_MAX_RECHAZOS_LISTADOS } from '@shared/domain/importacion';
import type { Database } from '../../db/schema';
import { enLotes, filasMasivas, resolverSeleccion } from './repositorySeleccion';

/**
 * The engine of the bulk actions on users (issue 8): resolve the selection, then per chunk
 * of 500 users one read of the rows (plus whatever the action reads for the whole chunk),
 * a verdict per user by the single-user rules, and one write for the users that change.
 *
 * The whole action is ONE transaction: a database error halfway leaves nothing half done,
 * and the selection's count check (409) sees the same data the writes do. Measured with
 * `npm run bench:usuarios` (100,000 users, 2 shared cores): 10,000 users deactivated by
 * filter in about one second on SQLite and on PostgreSQL, so holding one transaction that
 * long is acceptable. On SQLite it also keeps other requests waiting for that second.
 */

/** The columns every verdict needs. */
export interface FilaMasiva {
  id: string;
  email: string;
  nombre: string;
  apellidos: string;
  rol_id: string;
  activo: number;
}

export type Veredicto =
  { tipo: 'aplicar' } | { tipo: 'sinCambios' } | { tipo: 'rechazar'; motivo: string };

export const APLICAR: Veredicto = { tipo: 'aplicar' };
export const SIN_CAMBIOS: Veredicto = { tipo: 'sinCambios' };
export const rechazar = (motivo: string): Veredicto => ({ tipo: 'rechazar', motivo });

export interface AccionMasiva {
  /** Reads once per transaction, before the first chunk (counters, …). */
  preparar?(trx: Transaction<Database>): Promise<void>;
  /** Reads once per chunk what the verdicts need (assignments, certificates, …). */
  leerLote?(trx: Transaction<Database>, filas: readonly FilaMasiva[]): Promise<void>;
  /** The single-user rules for one user, in the order the single-user route applies them. */
  decidir(fila: FilaMasiva): Veredicto;
  /** One write for the chunk's users whose verdict was 'aplicar'. */
  aplicar(trx: Transaction<Database>, filas: readonly FilaMasiva[]): Promise<void>;
  /** What a selected id that no longer exists counts as. */
  faltante: Veredicto;
}

/** Who acts: the rules that depend on the caller. */
export interface ContextoMasivo {
  llamanteId: string;
  llamanteEsAdministrador: boolean;
  /** The ADMINISTRADOR role's id (null only on a database without it). */
  rolAdministrador: string | null;
}

type Conteo = Omit<ResultadoMasivo, 'ok'>;

function anotar(
  conteo: Conteo,
  fila: Pick<FilaMasiva, 'id' | 'email' | 'nombre' | 'apellidos'>,
  motivo: string,
) {
  conteo.totalRechazados += 1;
  if (conteo.rechazados.length < MASIVO_MAX_RECHAZOS_LISTADOS) {
    const nombre = `${fila.nombre} ${fila.apellidos}`.trim();
    conteo.rechazados.push({ _id: fila.id, email: fila.email, nombre, motivo });
  }
}

async function procesarLote(
  trx: Transaction<Database>,
  ids: readonly string[],
  accion: AccionMasiva,
  conteo: Conteo,
): Promise<void> {
  const filas: FilaMasiva[] = await filasMasivas(trx, ids);
  const porId = new Map(filas.map((f) => [f.id, f]));
  await accion.leerLote?.(trx, filas);
  const aplicables: FilaMasiva[] = [];
  // Selection order, so the refusals are listed in the order the admin picked them.
  for (const id of ids) {
    const fila = porId.get(id);
    const veredicto = fila ? accion.decidir(fila) : accion.faltante;
    if (veredicto.tipo === 'aplicar' && fila) aplicables.push(fila);
    else if (veredicto.tipo === 'sinCambios') conteo.sinCambios += 1;
    else if (veredicto.tipo === 'rechazar') {
      anotar(conteo, fila ?? { id, email: '', nombre: '', apellidos: '' }, veredicto.motivo);
    }
  }
  if (aplicables.length > 0) await accion.aplicar(trx, aplicables);
  conteo.aplicados += aplicables.length;
}

/** Runs a bulk action over the selection in one transaction and reports what it did. */
export async function ejecutarMasivo(
  db: Kysely<Database>,
  seleccion: SeleccionUsuarios,
  accion: AccionMasiva,
  /** The caller's scope: a filter selection covers only users of these courses (null: all). */
  cursos: readonly string[] | null = null,
): Promise<ResultadoMasivo> {
  const conteo = await db.transaction().execute(async (trx) => {
    const ids = await resolverSeleccion(trx, seleccion, cursos);
    const c: Conteo = { aplicados: 0, sinCambios: 0, totalRechazados: 0, rechazados: [] };
    await accion.preparar?.(trx);
    for (const lote of enLotes(ids)) await procesarLote(trx, lote, accion, c);
    return c;
  });
  return { ok: true, ...conteo };
}
