import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The lesson fields access checks need, or undefined when it does not exist. */
export function leccionParaAcceso(
  db: Kysely<Database>,
  multimediaId: string,
): Promise<
  { id: string; nombre: string; curso_id: string | null; archivo_id: string | null } | undefined
> {
  return db
    .selectFrom('multimedias')
    .select(['id', 'nombre', 'curso_id', 'archivo_id'])
    .where('id', '=', multimediaId)
    .executeTakeFirst();
}

/** Every lesson of the courses, as their display order needs them. */
export function leccionesDeCursos(db: Kysely<Database>, cursoIds: readonly string[]) {
  return db
    .selectFrom('multimedias')
    .select(['id', 'nombre', 'curso_id', 'creado_en'])
    .where('curso_id', 'in', cursoIds)
    .execute();
}

/** The user's progress on the lessons of the courses (read; `progresos` owns the table). */
export function progresosEnCursos(
  db: Kysely<Database>,
  usuarioId: string,
  cursoIds: readonly string[],
) {
  return db
    .selectFrom('progresos')
    .innerJoin('multimedias', 'multimedias.id', 'progresos.multimedia_id')
    .select(['progresos.multimedia_id', 'progresos.progreso', 'progresos.porcentaje'])
    .where('progresos.usuario_id', '=', usuarioId)
    .where('multimedias.curso_id', 'in', cursoIds)
    .execute();
}
