import type { MigrationDb, NumberedMigration } from './types';

/** Evaluations with questions and answers, attempts and grade records (spec 3). */
export const migration0005: NumberedMigration = {
  name: '0005_evaluaciones',
  async up(db: MigrationDb) {
    await db.schema
      .createTable('evaluaciones')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('codigo', 'text', (c) => c.notNull())
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('descripcion', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('curso_id', 'text', (c) => c.notNull().references('cursos.id').onDelete('cascade'))
      .addColumn('puntaje_minimo', 'integer', (c) => c.notNull())
      .addColumn('estado', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('color_fondo_tarjeta', 'text', (c) => c.notNull())
      .addColumn('creado_en', 'text', (c) => c.notNull())
      .addColumn('actualizado_en', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('evaluacion_preguntas')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('evaluacion_id', 'text', (c) =>
        c.notNull().references('evaluaciones.id').onDelete('cascade'),
      )
      .addColumn('indice', 'integer', (c) => c.notNull())
      .addColumn('descripcion', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('evaluacion_respuestas')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('pregunta_id', 'text', (c) =>
        c.notNull().references('evaluacion_preguntas.id').onDelete('cascade'),
      )
      .addColumn('label', 'integer', (c) => c.notNull())
      .addColumn('texto', 'text', (c) => c.notNull())
      .addColumn('es_correcta', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('intentos_evaluacion')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('evaluacion_id', 'text', (c) =>
        c.notNull().references('evaluaciones.id').onDelete('cascade'),
      )
      .addColumn('usuario_id', 'text', (c) =>
        c.notNull().references('usuarios.id').onDelete('cascade'),
      )
      .addColumn('id_cliente', 'text', (c) => c.notNull())
      .addColumn('respuestas', 'text', (c) => c.notNull())
      .addColumn('correctas', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('puntaje', 'integer', (c) => c.notNull())
      .addColumn('aprobado', 'integer', (c) => c.notNull())
      .addColumn('creado_en', 'text', (c) => c.notNull())
      // A retried submission (same client id) is stored once.
      .addUniqueConstraint('intentos_evaluacion_cliente_uq', ['usuario_id', 'id_cliente'])
      .execute();

    await db.schema
      .createTable('calificaciones')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('evaluacion_id', 'text', (c) =>
        c.notNull().references('evaluaciones.id').onDelete('cascade'),
      )
      .addColumn('usuario_id', 'text', (c) =>
        c.notNull().references('usuarios.id').onDelete('cascade'),
      )
      .addColumn('intento_id', 'text', (c) =>
        c.references('intentos_evaluacion.id').onDelete('set null'),
      )
      .addColumn('titulo', 'text', (c) => c.notNull())
      .addColumn('puntaje_estudiante', 'integer', (c) => c.notNull())
      .addColumn('puntaje_requerido', 'integer', (c) => c.notNull())
      .addColumn('codigo', 'text', (c) => c.notNull())
      .addColumn('calificacion_texto', 'text', (c) => c.notNull())
      .addColumn('creado_en', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('calificaciones_usuario_idx')
      .on('calificaciones')
      .columns(['usuario_id', 'creado_en'])
      .execute();
  },
};
