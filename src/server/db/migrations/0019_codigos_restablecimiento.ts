import type { MigrationDb, NumberedMigration } from './types';

/**
 * Account safety (issue 13): one-time password-reset codes (mailed or handed over by a
 * tutor), stored only as a keyed hash, and the addresses each account has signed in from,
 * which the per-account login brake leaves alone (docs/seguridad-acceso.md).
 */
export const migration0019: NumberedMigration = {
  name: '0019_codigos_restablecimiento',
  async up(db: MigrationDb) {
    await db.schema
      .createTable('codigos_restablecimiento')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('usuario_id', 'text', (c) =>
        c.notNull().references('usuarios.id').onDelete('cascade'),
      )
      // HMAC-SHA256 of the code with a key derived from the server secret: a leaked
      // database alone cannot be brute-forced over the million possible codes.
      .addColumn('codigo_hash', 'text', (c) => c.notNull())
      .addColumn('origen', 'text', (c) => c.notNull())
      .addColumn('creado_por', 'text')
      .addColumn('intentos', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expira_en', 'text', (c) => c.notNull())
      .addColumn('usado_en', 'text')
      .addColumn('creado_en', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('codigos_restablecimiento_usuario_idx')
      .on('codigos_restablecimiento')
      .column('usuario_id')
      .execute();

    await db.schema
      .createTable('accesos_conocidos')
      .addColumn('usuario_id', 'text', (c) =>
        c.notNull().references('usuarios.id').onDelete('cascade'),
      )
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('ultimo_en', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('accesos_conocidos_pk', ['usuario_id', 'ip'])
      .execute();
  },
};
