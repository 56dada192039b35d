import type { MigrationDb, NumberedMigration } from './types';

/** Stored files, lessons (multimedia), ratings and per-learner progress (spec 3). */
export const migration0003: NumberedMigration = {
  name: '0003_multimedias',
  async up(db: MigrationDb) {
    await db.schema
      .createTable('archivos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('nombre_servidor', 'text', (c) => c.notNull().unique())
      .addColumn('nombre_original', 'text', (c) => c.notNull())
      .addColumn('tipo_mime', 'text', (c) => c.notNull())
      .addColumn('tamano', 'bigint', (c) => c.notNull())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('creado_por', 'text', (c) => c.references('usuarios.id').onDelete('set null'))
      .addColumn('creado_en', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('multimedias')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('descripcion', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('tipo_media', 'text', (c) => c.notNull())
      .addColumn('formato', 'text')
      .addColumn('curso_id', 'text', (c) => c.references('cursos.id').onDelete('set null'))
      .addColumn('usuario_id', 'text', (c) => c.references('usuarios.id').onDelete('set null'))
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('archivo_id', 'text', (c) => c.references('archivos.id').onDelete('set null'))
      .addColumn('link', 'text')
      .addColumn('num_visto', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('creado_en', 'text', (c) => c.notNull())
      .addColumn('actualizado_en', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('multimedias_curso_idx')
      .on('multimedias')
      .column('curso_id')
      .execute();

    await db.schema
      .createTable('multimedia_calificaciones')
      .addColumn('multimedia_id', 'text', (c) =>
        c.notNull().references('multimedias.id').onDelete('cascade'),
      )
      .addColumn('usuario_id', 'text', (c) =>
        c.notNull().references('usuarios.id').onDelete('cascade'),
      )
      .addColumn('calificacion', 'text', (c) => c.notNull())
      .addColumn('fecha', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('multimedia_calificaciones_pk', ['multimedia_id', 'usuario_id'])
      .execute();

    await db.schema
      .createTable('progresos')
      .addColumn('usuario_id', 'text', (c) =>
        c.notNull().references('usuarios.id').onDelete('cascade'),
      )
      .addColumn('multimedia_id', 'text', (c) =>
        c.notNull().references('multimedias.id').onDelete('cascade'),
      )
      .addColumn('progreso', 'text', (c) => c.notNull())
      .addColumn('porcentaje', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('fecha', 'text', (c) => c.notNull())
      .addColumn('actualizado_en', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('progresos_pk', ['usuario_id', 'multimedia_id'])
      .execute();
  },
};
