import type { MigrationDb, NumberedMigration } from './types';

/** Courses, their attachments, assignments to users and unlock requests (spec 3, 4). */
export const migration0002: NumberedMigration = {
  name: '0002_cursos',
  async up(db: MigrationDb) {
    await db.schema
      .createTable('cursos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('codigo', 'text', (c) => c.notNull())
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('descripcion', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('descripcion2', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('objetivos', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('metodologia', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('imagen_fondo', 'text')
      .addColumn('color_fondo_tarjeta', 'text', (c) => c.notNull())
      .addColumn('color_texto_tarjeta', 'text', (c) => c.notNull())
      .addColumn('module_subtitles', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('estado', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('disco', 'text')
      .addColumn('memoria', 'text')
      .addColumn('creado_en', 'text', (c) => c.notNull())
      .addColumn('last_edit', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('cursos_codigo_idx').on('cursos').column('codigo').execute();

    await db.schema
      .createTable('curso_adjuntos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('curso_id', 'text', (c) => c.notNull().references('cursos.id').onDelete('cascade'))
      .addColumn('filename', 'text', (c) => c.notNull())
      .addColumn('server_filename', 'text', (c) => c.notNull().unique())
      .addColumn('descripcion', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('creado_en', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('usuario_cursos')
      .addColumn('usuario_id', 'text', (c) =>
        c.notNull().references('usuarios.id').onDelete('cascade'),
      )
      .addColumn('curso_id', 'text', (c) => c.notNull().references('cursos.id').onDelete('cascade'))
      .addColumn('asignado_en', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('usuario_cursos_pk', ['usuario_id', 'curso_id'])
      .execute();
    await db.schema
      .createIndex('usuario_cursos_curso_idx')
      .on('usuario_cursos')
      .column('curso_id')
      .execute();

    await db.schema
      .createTable('solicitudes_curso')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('usuario_id', 'text', (c) =>
        c.notNull().references('usuarios.id').onDelete('cascade'),
      )
      .addColumn('curso_id', 'text', (c) => c.notNull().references('cursos.id').onDelete('cascade'))
      .addColumn('estado', 'text', (c) => c.notNull())
      .addColumn('creado_en', 'text', (c) => c.notNull())
      .addColumn('aprobar_en', 'text', (c) => c.notNull())
      .addColumn('procesado_en', 'text')
      .execute();
    // The unlock job looks up pending requests that are due.
    await db.schema
      .createIndex('solicitudes_curso_pendientes_idx')
      .on('solicitudes_curso')
      .columns(['estado', 'aprobar_en'])
      .execute();
  },
};
