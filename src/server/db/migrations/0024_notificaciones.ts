import { sql } from 'kysely';
import type { MigrationDb, NumberedMigration } from './types';

/**
 * Notifications (issue 15): one row per user and event. `datos` is the JSON of the
 * sentence's parameters and its link; `leida_en` is null until the user reads it.
 */
export const migration0024: NumberedMigration = {
  name: '0024_notificaciones',
  async up(db: MigrationDb) {
    await db.schema
      .createTable('notificaciones')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // A deleted user's notifications go with them: nobody else may read them.
      .addColumn('usuario_id', 'text', (c) =>
        c.notNull().references('usuarios.id').onDelete('cascade'),
      )
      .addColumn('tipo', 'text', (c) => c.notNull())
      .addColumn('datos', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('creado_en', 'text', (c) => c.notNull())
      .addColumn('leida_en', 'text')
      .execute();
    // The panel lists a user's newest first; the retention purge walks the same index.
    await db.schema
      .createIndex('notificaciones_usuario_creado_idx')
      .on('notificaciones')
      .columns(['usuario_id', 'creado_en'])
      .execute();
    // The bell asks every few seconds how many are unread: a partial index holds only the
    // unread rows, so the count reads a handful of index entries whatever the history.
    await db.schema
      .createIndex('notificaciones_no_leidas_idx')
      .on('notificaciones')
      .column('usuario_id')
      .where(sql.ref('leida_en'), 'is', null)
      .execute();
  },
};
