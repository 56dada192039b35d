/** Row types: the report's daily roll-up (0022, docs/informes.md). */

/**
 * Activity per Colombian day, course and centre, kept up to date when progress and views
 * are written: a month's report sums at most days × courses × centres rows instead of
 * millions of progress records.
 */
export interface ActividadDiariaTable {
  /** Colombian calendar day, YYYY-MM-DD. */
  dia: string;
  curso_id: string;
  /** The learner's customData.institucion.nombrePunto when the activity happened. */
  centro: string;
  municipio: string;
  /** Seconds of study recorded (rule: segundosDeAvance in shared/domain/informes.ts). */
  segundos: number;
  /** Lesson views (rows of multimedia_vistas). */
  vistas: number;
  lecciones_completadas: number;
  cursos_completados: number;
}

/** This domain's tables, by name. */
export interface InformesTablas {
  actividad_diaria: ActividadDiariaTable;
}
