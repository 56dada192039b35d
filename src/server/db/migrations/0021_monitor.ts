import type { MigrationDb, NumberedMigration } from './types';

/**
 * Indexes behind the monitor panel (issue 15, docs/monitor.md; bench/monitor.ts):
 * - `progresos_leccion_idx`: a course's page reads every progress row of its lessons. The
 *   primary key starts with the user, so that read went learner by learner and row by row
 *   into the table (≈ 50,000 scattered lookups for a course of 4,000 learners); by lesson,
 *   and covering the columns read, it is a few contiguous index ranges. It costs about a
 *   third more disk for `progresos`, and one more index entry to update per report.
 * - `evaluaciones_curso_idx`, `certificados_curso_idx`: the course's evaluations (then their
 *   grades, indexed by evaluation in 0014) and its certificates in force, which were full
 *   scans whose cost grew with the whole programme rather than with the course.
 * Indexes only: no data changes.
 */
export const migration0021: NumberedMigration = {
  name: '0021_monitor',
  async up(db: MigrationDb) {
    await db.schema
      .createIndex('progresos_leccion_idx')
      .on('progresos')
      .columns(['multimedia_id', 'usuario_id', 'progreso', 'porcentaje', 'fecha', 'actualizado_en'])
      .execute();
    await db.schema
      .createIndex('evaluaciones_curso_idx')
      .on('evaluaciones')
      .column('curso_id')
      .execute();
    await db.schema
      .createIndex('certificados_curso_idx')
      .on('certificados')
      .columns(['curso_id', 'usuario_id'])
      .execute();
  },
};
