import type { MigrationDb, NumberedMigration } from './types';

/**
 * Who has read which forum topic: `visto` (PATCH /api/comentarios/:id) counts a topic once
 * per reader, so reopening it or a retried request never inflates `comentarios.vistas`.
 * The row is the proof it was counted; it goes with its topic or its reader.
 */
export const migration0013: NumberedMigration = {
  name: '0013_comentario_vistas',
  async up(db: MigrationDb) {
    await db.schema
      .createTable('comentario_vistas')
      .addColumn('comentario_id', 'text', (c) =>
        c.notNull().references('comentarios.id').onDelete('cascade'),
      )
      .addColumn('usuario_id', 'text', (c) =>
        c.notNull().references('usuarios.id').onDelete('cascade'),
      )
      .addColumn('fecha', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('comentario_vistas_pk', ['comentario_id', 'usuario_id'])
      .execute();
  },
};
