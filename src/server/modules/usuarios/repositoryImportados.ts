import type { Transaction, Updateable } from 'kysely';
import type { Database, UsuariosTable } from '../../db/schema';
import { textoBusqueda } from './busqueda';
import { CAMPOS_DE_BUSQUEDA, refrescarBusqueda } from './repositoryBusqueda';

/**
 * The writes of the users import on `usuarios` and `usuario_cursos`, which this module owns:
 * the import decides what to write, these functions write it inside its one transaction.
 */

/** Assignment rows per insert: far below SQLite's and PostgreSQL's bound-parameter limits. */
const ASIGNACIONES_POR_INSERT = 1000;

function bloques<T>(lista: readonly T[], tamano: number): T[][] {
  const salida: T[][] = [];
  for (let i = 0; i < lista.length; i += tamano) salida.push(lista.slice(i, i + tamano));
  return salida;
}

/** Adds the assignments; ones already held are kept as they were. */
export async function asignarCursosImportados(
  trx: Transaction<Database>,
  pares: { usuario_id: string; curso_id: string }[],
  ahora: string,
): Promise<void> {
  for (const parte of bloques(pares, ASIGNACIONES_POR_INSERT)) {
    await trx
      .insertInto('usuario_cursos')
      .values(parte.map((p) => ({ ...p, asignado_en: ahora })))
      .onConflict((oc) => oc.columns(['usuario_id', 'curso_id']).doNothing())
      .execute();
  }
}

export async function insertarUsuariosImportados(
  trx: Transaction<Database>,
  filas: UsuariosTable[],
): Promise<void> {
  // The import builds the rows; the search text is this module's to compute.
  await trx
    .insertInto('usuarios')
    .values(filas.map((f) => ({ ...f, busqueda: textoBusqueda(f) })))
    .execute();
}

/**
 * One existing user's changed fields; `terminaSesiones` bumps version_token, which ends
 * their open sessions (as a password change or a deactivation does).
 */
export async function actualizarUsuarioImportado(
  trx: Transaction<Database>,
  id: string,
  campos: Updateable<UsuariosTable>,
  terminaSesiones: boolean,
): Promise<void> {
  await trx
    .updateTable('usuarios')
    .set((eb) => ({
      ...campos,
      ...(terminaSesiones ? { version_token: eb('version_token', '+', 1) } : {}),
    }))
    .where('id', '=', id)
    .execute();
  if (CAMPOS_DE_BUSQUEDA.some((c) => c in campos)) await refrescarBusqueda(trx, id);
}

/** Removes the user's assignments except those to `conservar`. */
export async function quitarCursos(
  trx: Transaction<Database>,
  usuarioId: string,
  conservar: readonly string[],
): Promise<void> {
  let borrar = trx.deleteFrom('usuario_cursos').where('usuario_id', '=', usuarioId);
  if (conservar.length > 0) borrar = borrar.where('curso_id', 'not in', conservar);
  await borrar.execute();
}

/** The stored customData of the users, by id. */
export async function customDataDe(
  trx: Transaction<Database>,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const filas = await trx
    .selectFrom('usuarios')
    .select(['id', 'custom_data'])
    .where('id', 'in', ids)
    .execute();
  return new Map(filas.map((u) => [u.id, u.custom_data]));
}

/** The users an import lote created, by normalized email. */
export function usuariosDelLote(trx: Transaction<Database>, loteId: string) {
  return trx
    .selectFrom('usuarios')
    .select(['id', 'email', 'ultimo_ingreso'])
    .where('lote_id', '=', loteId)
    .orderBy('email_normalizado')
    .execute();
}

/** Deletes the users and their assignments (explicitly, not only by cascade). */
export async function borrarUsuariosImportados(
  trx: Transaction<Database>,
  ids: readonly string[],
): Promise<void> {
  await trx.deleteFrom('usuario_cursos').where('usuario_id', 'in', ids).execute();
  await trx.deleteFrom('usuarios').where('id', 'in', ids).execute();
}
