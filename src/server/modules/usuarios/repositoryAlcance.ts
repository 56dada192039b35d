import { sql } from 'kysely';
import type { Expression, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The reads behind the caller's scope (alcance.ts, docs/alcance.md). They live with the users
 * module because it owns `usuario_cursos`; the courses module re-exports the scope API.
 */

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

/**
 * The WHERE fragment every scoped list adds: the user whose id is `usuarioId` (a column
 * reference of the outer query, e.g. `sql.ref('certificados.usuario_id')`) is assigned to one
 * of `cursos`. Null (no filter) for scope "todos"; an empty list matches nobody, never
 * everybody. An EXISTS, not a join, so a learner in two of the tutor's courses is one row
 * and the page's total stays right; the primary key (usuario_id, curso_id) serves it.
 */
export function asignadoACursos(
  usuarioId: Expression<unknown>,
  cursos: readonly string[] | null,
): Expression<SqlBool> | null {
  if (cursos === null) return null;
  if (cursos.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`exists (select 1 from usuario_cursos uc_alcance where uc_alcance.usuario_id = ${usuarioId} and uc_alcance.curso_id in (${sql.join(cursos)}))`;
}

/**
 * The ids among `ids` of existing users assigned to none of `cursos` (a bulk action's
 * outsiders). An id that names nobody is not an outsider: the action reports it as missing.
 */
export async function idsFueraDeCursos(
  db: Kysely<Database>,
  ids: readonly string[],
  cursos: readonly string[],
): Promise<string[]> {
  const unicos = [...new Set(ids)];
  const fuera: string[] = [];
  const enCursos = asignadoACursos(sql.ref('usuarios.id'), cursos);
  // Chunks of 500 stay under SQLite's and PostgreSQL's bound-parameter limits.
  for (let i = 0; i < unicos.length; i += 500) {
    let consulta = db
      .selectFrom('usuarios')
      .select('usuarios.id')
      .where('usuarios.id', 'in', unicos.slice(i, i + 500));
    if (enCursos) consulta = consulta.where((eb) => eb.not(enCursos));
    for (const f of await consulta.execute()) fuera.push(f.id);
  }
  return fuera;
}
