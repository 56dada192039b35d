import type { MigrationDb, NumberedMigration } from './types';

/**
 * Issue 16: an import without a "Tipo de registro" (column or cell) creates its new users
 * as Estudiante instead of refusing the file. The dry run says how many: the count is kept
 * on the batch, since the preview is read back from the stored batch. Older batches had the
 * column mandatory, so 0 is their true value.
 */
export const migration0029: NumberedMigration = {
  name: '0029_importacion_tipo_registro',
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('importaciones_lote')
      .addColumn('tipo_registro_predeterminado', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
