import type { Kysely } from 'kysely';
import type { Dialecto } from '../../db/database';
import { Plantilla } from '../../db/plantilla';
import type { Database } from '../../db/schema';

/** Small reads and writes of courses that the access rules and handlers need. */

/** The active courses assigned to the user. */
export async function cursosAsignadosActivos(
  db: Kysely<Database>,
  usuarioId: string,
): Promise<string[]> {
  const filas = await db
    .selectFrom('usuario_cursos')
    .innerJoin('cursos', 'cursos.id', 'usuario_cursos.curso_id')
    .select('usuario_cursos.curso_id')
    .where('usuario_cursos.usuario_id', '=', usuarioId)
    .where('cursos.estado', '=', 1)
    .execute();
  return filas.map((f) => f.curso_id);
}

const porId = new Plantilla((db, v: { id: string }) =>
  db.selectFrom('cursos').select(['id', 'estado']).where('id', '=', v.id),
);

/**
 * The course's id and state (1 active), or undefined when it does not exist. Read by every
 * lesson request's access check: a template (db/plantilla.ts).
 */
export function estadoCurso(
  db: Kysely<Database>,
  cursoId: string,
): Promise<{ id: string; estado: number } | undefined> {
  return porId.primera(db, { id: cursoId });
}

/** Whether the course is assigned to the user, active or not. */
export async function estaAsignado(
  db: Kysely<Database>,
  usuarioId: string,
  cursoId: string,
): Promise<boolean> {
  const fila = await db
    .selectFrom('usuario_cursos')
    .select('curso_id')
    .where('usuario_id', '=', usuarioId)
    .where('curso_id', '=', cursoId)
    .executeTakeFirst();
  return fila !== undefined;
}

/** Forgets an attachment row by its stored file name (the file is already gone). */
export async function borrarAdjuntoPorArchivo(
  db: Kysely<Database>,
  serverFilename: string,
): Promise<void> {
  await db.deleteFrom('curso_adjuntos').where('server_filename', '=', serverFilename).execute();
}

/**
 * The course's module subtitles JSON, read to be rewritten in the same transaction: the row
 * is locked on PostgreSQL so two editors changing different modules do not lose each
 * other's subtitle (SQLite runs one write transaction at a time on our single connection).
 */
export function subtitulosParaEditar(
  trx: Kysely<Database>,
  dialecto: Dialecto,
  cursoId: string,
): Promise<{ module_subtitles: string } | undefined> {
  let q = trx.selectFrom('cursos').select('module_subtitles').where('id', '=', cursoId);
  if (dialecto === 'postgres') q = q.forUpdate();
  return q.executeTakeFirst();
}
