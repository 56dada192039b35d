import type { MigrationDb, NumberedMigration } from './types';

/**
 * Attempt settings of an evaluation (issue 13, docs/evaluaciones.md «Attempt settings»),
 * each column with the default every existing evaluation takes: answers shown after
 * approval, unlimited attempts, 10 minutes between attempts, questions and answers
 * shuffled, no pool. And the open draw of each learner on each evaluation: which questions,
 * in which order, with their answers in which order, the learner was given. Attempts, grade
 * records and certificates are not touched: their frozen feedback stays as it was.
 */
export const migration0018: NumberedMigration = {
  name: '0018_evaluaciones_intentos',
  async up(db: MigrationDb) {
    const columnas: [string, 'text' | 'integer', string | number | null][] = [
      ['mostrar_respuestas', 'text', 'alAprobar'],
      ['intentos_permitidos', 'integer', null],
      ['espera_minutos', 'integer', 10],
      ['barajar_preguntas', 'integer', 1],
      ['barajar_respuestas', 'integer', 1],
      ['preguntas_por_intento', 'integer', null],
    ];
    // One ALTER per column: SQLite adds a single column per statement.
    for (const [nombre, tipo, defecto] of columnas) {
      await db.schema
        .alterTable('evaluaciones')
        .addColumn(nombre, tipo, (c) => (defecto === null ? c : c.notNull().defaultTo(defecto)))
        .execute();
    }

    await db.schema
      .createTable('sorteos_evaluacion')
      .addColumn('usuario_id', 'text', (c) =>
        c.notNull().references('usuarios.id').onDelete('cascade'),
      )
      .addColumn('evaluacion_id', 'text', (c) =>
        c.notNull().references('evaluaciones.id').onDelete('cascade'),
      )
      // JSON: [{ id, respuestas: [answer ids] }] in the order shown.
      .addColumn('preguntas', 'text', (c) => c.notNull())
      .addColumn('creado_en', 'text', (c) => c.notNull())
      // One open draw per learner and evaluation: grading an attempt closes it.
      .addPrimaryKeyConstraint('sorteos_evaluacion_pk', ['usuario_id', 'evaluacion_id'])
      .execute();
  },
};
