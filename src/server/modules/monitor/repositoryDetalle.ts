import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The monitor's reads for one learner's detail and for the course's hardest questions. */

/** When the server first served each of the course's lessons to the learner. */
export function aperturasMonitor(db: Kysely<Database>, cursoId: string, usuarioId: string) {
  return db
    .selectFrom('leccion_aperturas')
    .innerJoin('multimedias', 'multimedias.id', 'leccion_aperturas.multimedia_id')
    .select(['leccion_aperturas.multimedia_id', 'leccion_aperturas.abierta_en'])
    .where('leccion_aperturas.usuario_id', '=', usuarioId)
    .where('multimedias.curso_id', '=', cursoId)
    .execute();
}

/**
 * The learner's grade records on the course's evaluations, oldest first, with the attempt
 * behind each (none for a grade recorded by hand).
 */
export function calificacionesAprendiz(db: Kysely<Database>, cursoId: string, usuarioId: string) {
  return db
    .selectFrom('calificaciones')
    .innerJoin('evaluaciones', 'evaluaciones.id', 'calificaciones.evaluacion_id')
    .leftJoin('intentos_evaluacion', 'intentos_evaluacion.id', 'calificaciones.intento_id')
    .select([
      'evaluaciones.nombre as evaluacion',
      'calificaciones.creado_en',
      'calificaciones.puntaje_estudiante',
      'calificaciones.codigo',
      'calificaciones.intento_id',
      'intentos_evaluacion.correctas',
      'intentos_evaluacion.total',
    ])
    .where('evaluaciones.curso_id', '=', cursoId)
    .where('calificaciones.usuario_id', '=', usuarioId)
    .orderBy('calificaciones.creado_en')
    .orderBy('calificaciones.id')
    .execute();
}

/**
 * The frozen feedback of every graded attempt on the course's evaluations (index on
 * intentos_evaluacion.evaluacion_id): which questions each attempt got right or wrong.
 */
export function respuestasDelCurso(db: Kysely<Database>, cursoId: string) {
  return db
    .selectFrom('intentos_evaluacion')
    .innerJoin('evaluaciones', 'evaluaciones.id', 'intentos_evaluacion.evaluacion_id')
    .select([
      'evaluaciones.id as evaluacion_id',
      'evaluaciones.nombre as evaluacion',
      'intentos_evaluacion.usuario_id',
      'intentos_evaluacion.respuestas',
    ])
    .where('evaluaciones.curso_id', '=', cursoId)
    .execute();
}
