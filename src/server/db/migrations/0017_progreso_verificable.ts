import type { MigrationDb, NumberedMigration } from './types';

/**
 * Progress the server can check (issue 13):
 * - `archivos` gets what the server read from each stored file: a media file's duration
 *   (milliseconds), a PDF's page count, and when it was read (`medido_en`; null: not yet
 *   read — files uploaded before this migration are read lazily on first need, so nothing
 *   is backfilled here). Read but both values null: the file could not be measured.
 * - `leccion_aperturas` records the first time the server served a lesson to a user: the
 *   start of the real time a report is bounded by. One row per (user, lesson), never updated.
 */
export const migration0017: NumberedMigration = {
  name: '0017_progreso_verificable',
  async up(db: MigrationDb) {
    await db.schema.alterTable('archivos').addColumn('duracion_ms', 'integer').execute();
    await db.schema.alterTable('archivos').addColumn('paginas', 'integer').execute();
    await db.schema.alterTable('archivos').addColumn('medido_en', 'text').execute();

    await db.schema
      .createTable('leccion_aperturas')
      .addColumn('usuario_id', 'text', (c) =>
        c.notNull().references('usuarios.id').onDelete('cascade'),
      )
      .addColumn('multimedia_id', 'text', (c) =>
        c.notNull().references('multimedias.id').onDelete('cascade'),
      )
      .addColumn('abierta_en', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('leccion_aperturas_pk', ['usuario_id', 'multimedia_id'])
      .execute();
  },
};
