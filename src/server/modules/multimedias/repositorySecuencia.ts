import type { Kysely } from 'kysely';
import { Plantilla } from '../../db/plantilla';
import type { Database } from '../../db/schema';

// Both run on every lesson request (access and lock checks): templates (db/plantilla.ts).
const leccionPorId = new Plantilla((db, v: { id: string }) =>
  db
    .selectFrom('multimedias')
    .select(['id', 'nombre', 'curso_id', 'archivo_id'])
    .where('id', '=', v.id),
);

const progresosDe = new Plantilla((db, v: { usuario: string; lecciones: string[] }) =>
  db
    .selectFrom('progresos')
    .select(['multimedia_id', 'progreso', 'porcentaje'])
    .where('usuario_id', '=', v.usuario)
    .where('multimedia_id', 'in', v.lecciones),
);

/** The lesson fields access checks need. */
export interface LeccionParaAcceso {
  id: string;
  nombre: string;
  curso_id: string | null;
  archivo_id: string | null;
}

/** The lesson's access fields, or undefined when it does not exist (leccionesAcceso.ts keeps them). */
export function leccionPorIdParaAcceso(
  db: Kysely<Database>,
  multimediaId: string,
): Promise<LeccionParaAcceso | undefined> {
  return leccionPorId.primera(db, { id: multimediaId });
}

/**
 * Every lesson of the courses, as their display order needs them. In the order the
 * database keeps them (creation order): lessons created in the same millisecond then keep
 * the order they were made in. Ordering by `id` to break such ties would put them in a
 * random order (ids are random UUIDs) and lock the first lesson behind the second.
 */
export function leccionesDeCursos(db: Kysely<Database>, cursoIds: readonly string[]) {
  return db
    .selectFrom('multimedias')
    .select(['id', 'nombre', 'curso_id', 'creado_en'])
    .where('curso_id', 'in', cursoIds)
    .execute();
}

/**
 * The user's progress on these lessons only (read; `progresos` owns the table): a lock
 * depends on the previous lesson alone, so one lesson's check reads one row.
 */
export function progresosDeLecciones(
  db: Kysely<Database>,
  usuarioId: string,
  multimediaIds: readonly string[],
) {
  if (multimediaIds.length === 0) return Promise.resolve([]);
  return progresosDe.filas(db, { usuario: usuarioId, lecciones: [...multimediaIds] });
}
