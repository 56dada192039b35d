import type { MigrationDb, NumberedMigration } from './types';

/**
 * Captions of video lessons (issue 16): one WebVTT file per lesson and language, stored
 * under DATA_DIR/uploads/subtitulos by a server-made name. A deleted lesson takes its rows
 * with it (the handler removes the files).
 */
export const migration0028: NumberedMigration = {
  name: '0028_subtitulos',
  async up(db: MigrationDb) {
    await db.schema
      .createTable('multimedia_subtitulos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('multimedia_id', 'text', (c) =>
        c.notNull().references('multimedias.id').onDelete('cascade'),
      )
      /** BCP-47 tag, the <track>'s srclang. */
      .addColumn('idioma', 'text', (c) => c.notNull())
      .addColumn('etiqueta', 'text', (c) => c.notNull())
      .addColumn('nombre_servidor', 'text', (c) => c.notNull())
      .addColumn('tamano', 'integer', (c) => c.notNull())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('creado_por', 'text', (c) => c.references('usuarios.id').onDelete('set null'))
      .addColumn('creado_en', 'text', (c) => c.notNull())
      // One file per language: uploading again replaces it.
      .addUniqueConstraint('multimedia_subtitulos_leccion_idioma_uq', ['multimedia_id', 'idioma'])
      .execute();
  },
};
