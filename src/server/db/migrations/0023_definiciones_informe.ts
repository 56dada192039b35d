import type { MigrationDb, NumberedMigration } from './types';

/**
 * Saved report definitions (issue 15, docs/informes-api.md): a report range kept under a
 * name by the user who saved it. The name is unique per user whatever its case
 * (`nombre_normalizado`), so "Trimestre 1" and "trimestre 1" are the same definition and a
 * CSV load replaces it instead of making a twin. Deleting the user deletes their definitions.
 */
export const migration0023: NumberedMigration = {
  name: '0023_definiciones_informe',
  async up(db: MigrationDb) {
    await db.schema
      .createTable('definiciones_informe')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('usuario_id', 'text', (c) =>
        c.notNull().references('usuarios.id').onDelete('cascade'),
      )
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('nombre_normalizado', 'text', (c) => c.notNull())
      // Whole days, YYYY-MM-DD: the report's range.
      .addColumn('desde', 'text', (c) => c.notNull())
      .addColumn('hasta', 'text', (c) => c.notNull())
      .addColumn('creado_en', 'text', (c) => c.notNull())
      .addColumn('actualizado_en', 'text', (c) => c.notNull())
      .addUniqueConstraint('definiciones_informe_nombre_uq', ['usuario_id', 'nombre_normalizado'])
      .execute();
  },
};
