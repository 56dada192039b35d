import type { MigrationDb, NumberedMigration } from './types';

/** Forum topics and replies per lesson (spec 3: Comment / forum topic). */
export const migration0004: NumberedMigration = {
  name: '0004_comentarios',
  async up(db: MigrationDb) {
    await db.schema
      .createTable('comentarios')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('multimedia_id', 'text', (c) =>
        c.notNull().references('multimedias.id').onDelete('cascade'),
      )
      .addColumn('usuario_id', 'text', (c) => c.references('usuarios.id').onDelete('set null'))
      .addColumn('parent_id', 'text', (c) => c.references('comentarios.id').onDelete('cascade'))
      .addColumn('titulo', 'text')
      .addColumn('texto', 'text', (c) => c.notNull())
      .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('vistas', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('creado_en', 'text', (c) => c.notNull())
      .addColumn('actualizado_en', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('comentarios_multimedia_idx')
      .on('comentarios')
      .columns(['multimedia_id', 'parent_id'])
      .execute();
  },
};
