import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The reads behind the caller's scope (alcance.ts). */

/** Every course assigned to the user, active or not: a tutor keeps seeing a paused course. */
export async function cursosAsignados(db: Kysely<Database>, usuarioId: string): Promise<string[]> {
  const filas = await db
    .selectFrom('usuario_cursos')
    .select('curso_id')
    .where('usuario_id', '=', usuarioId)
    .orderBy('curso_id')
    .execute();
  return filas.map((f) => f.curso_id);
}

/** Whether the user is assigned to at least one of the courses. */
export async function usuarioEnCursos(
  db: Kysely<Database>,
  usuarioId: string,
  cursos: readonly string[],
): Promise<boolean> {
  if (cursos.length === 0) return false;
  const fila = await db
    .selectFrom('usuario_cursos')
    .select('curso_id')
    .where('usuario_id', '=', usuarioId)
    .where('curso_id', 'in', cursos)
    .executeTakeFirst();
  return fila !== undefined;
}
