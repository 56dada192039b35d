import type { MigrationDb, NumberedMigration } from './types';

/**
 * Client-made ids for forum writes (issue 7): a reply queued in the desktop outbox carries
 * the item's id as `id_cliente`, so a resend after a crash between sending and dequeuing
 * posts it once. Unique per author; rows without one (every earlier comment, and clients
 * that send none) keep NULL, which never collides on SQLite nor on PostgreSQL (NULLS
 * DISTINCT is the default of a unique index on both).
 */
export const migration0015: NumberedMigration = {
  name: '0015_comentario_cliente',
  async up(db: MigrationDb) {
    await db.schema.alterTable('comentarios').addColumn('id_cliente', 'text').execute();
    await db.schema
      .createIndex('comentarios_cliente_uq')
      .on('comentarios')
      .columns(['usuario_id', 'id_cliente'])
      .unique()
      .execute();
  },
};
