import type { MigrationDb, NumberedMigration } from './types';

/**
 * Who opened which lesson in which session: `visto` (PATCH /api/multimedias/:id) counts a
 * lesson once per user and session (the token's jti), so reloading the player or a
 * double-click does not inflate numVisto, while a new login counts again.
 */
export const migration0011: NumberedMigration = {
  name: '0011_multimedia_vistas',
  async up(db: MigrationDb) {
    await db.schema
      .createTable('multimedia_vistas')
      .addColumn('multimedia_id', 'text', (c) =>
        c.notNull().references('multimedias.id').onDelete('cascade'),
      )
      .addColumn('usuario_id', 'text', (c) =>
        c.notNull().references('usuarios.id').onDelete('cascade'),
      )
      .addColumn('jti', 'text', (c) => c.notNull())
      .addColumn('fecha', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('multimedia_vistas_pk', ['multimedia_id', 'usuario_id', 'jti'])
      .execute();
  },
};
