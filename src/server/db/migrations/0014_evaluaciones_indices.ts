import type { MigrationDb, NumberedMigration } from './types';

/**
 * Indexes behind the evaluation queries (docs/evaluaciones.md): a list of cards reads the
 * questions and answers of many evaluations and the caller's attempts and grades on them;
 * the grades and certificates screens page by date. Indexes only: no data changes.
 */
export const migration0014: NumberedMigration = {
  name: '0014_evaluaciones_indices',
  async up(db: MigrationDb) {
    const indices: [string, string, string[]][] = [
      ['evaluacion_preguntas_evaluacion_idx', 'evaluacion_preguntas', ['evaluacion_id', 'indice']],
      ['evaluacion_respuestas_pregunta_idx', 'evaluacion_respuestas', ['pregunta_id', 'label']],
      [
        'intentos_evaluacion_usuario_idx',
        'intentos_evaluacion',
        ['usuario_id', 'evaluacion_id', 'creado_en'],
      ],
      ['intentos_evaluacion_evaluacion_idx', 'intentos_evaluacion', ['evaluacion_id']],
      ['calificaciones_evaluacion_idx', 'calificaciones', ['evaluacion_id']],
      ['calificaciones_fecha_idx', 'calificaciones', ['creado_en', 'id']],
      ['certificados_emitido_idx', 'certificados', ['emitido_en', 'numero']],
    ];
    for (const [nombre, tabla, columnas] of indices) {
      await db.schema.createIndex(nombre).on(tabla).columns(columnas).execute();
    }
  },
};
