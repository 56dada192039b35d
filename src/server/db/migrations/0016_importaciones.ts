import type { MigrationDb, NumberedMigration } from './types';

/**
 * Users import (issue 8): one row per import batch (lote) holding its dry run and progress,
 * the batch that created each user (for undo), and the generated initial passwords,
 * encrypted, that the admin prints or exports.
 */
export const migration0016: NumberedMigration = {
  name: '0016_importaciones',
  async up(db: MigrationDb) {
    await db.schema
      .createTable('importaciones_lote')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // No foreign key: the history of who imported stays when that admin is deleted.
      .addColumn('usuario_id', 'text', (c) => c.notNull())
      .addColumn('creado_en', 'text', (c) => c.notNull())
      .addColumn('terminado_en', 'text')
      .addColumn('estado', 'text', (c) => c.notNull())
      .addColumn('modo', 'text')
      .addColumn('reemplazar_cursos', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('archivo_nombre', 'text', (c) => c.notNull())
      .addColumn('codificacion', 'text', (c) => c.notNull())
      .addColumn('delimitador', 'text', (c) => c.notNull())
      .addColumn('desconocidas', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('conteo_nuevo', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('conteo_actualizado', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('conteo_sin_cambios', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('conteo_error', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('fase', 'text')
      .addColumn('procesadas', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('aplicar', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('creados', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('actualizados', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deshechos', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('error', 'text')
      .addColumn('resultado', 'text', (c) => c.notNull())
      .execute();
    // The history lists newest first; start-up looks for batches left en_curso.
    await db.schema
      .createIndex('importaciones_lote_creado_idx')
      .on('importaciones_lote')
      .column('creado_en')
      .execute();
    await db.schema
      .createIndex('importaciones_lote_estado_idx')
      .on('importaciones_lote')
      .column('estado')
      .execute();

    // SQLite accepts REFERENCES in ADD COLUMN when the default is NULL, as it is here.
    await db.schema
      .alterTable('usuarios')
      .addColumn('lote_id', 'text', (c) =>
        c.references('importaciones_lote.id').onDelete('set null'),
      )
      .execute();
    await db.schema.createIndex('usuarios_lote_idx').on('usuarios').column('lote_id').execute();

    await db.schema
      .createTable('importaciones_credencial')
      .addColumn('lote_id', 'text', (c) =>
        c.notNull().references('importaciones_lote.id').onDelete('cascade'),
      )
      .addColumn('usuario_id', 'text', (c) =>
        c.notNull().references('usuarios.id').onDelete('cascade'),
      )
      .addColumn('password_cifrada', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('importaciones_credencial_pk', ['lote_id', 'usuario_id'])
      .execute();
    await db.schema
      .createIndex('importaciones_credencial_usuario_idx')
      .on('importaciones_credencial')
      .column('usuario_id')
      .execute();
  },
};
