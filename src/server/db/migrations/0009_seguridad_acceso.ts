import type { MigrationDb, NumberedMigration } from './types';

/**
 * Security records shared by every server instance of one database: an audit log of
 * sensitive account actions and the attempts behind the login and password-reset limits.
 * Kept in the database (not in memory) so several instances behind PostgreSQL share them.
 */
export const migration0009: NumberedMigration = {
  name: '0009_seguridad_acceso',
  async up(db: MigrationDb) {
    await db.schema
      .createTable('auditoria')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('fecha', 'text', (c) => c.notNull())
      // No foreign key: the record must outlive a deleted user.
      .addColumn('usuario_id', 'text')
      .addColumn('accion', 'text', (c) => c.notNull())
      .addColumn('ip', 'text')
      .addColumn('detalle', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
    await db.schema.createIndex('auditoria_fecha_idx').on('auditoria').column('fecha').execute();
    await db.schema
      .createIndex('auditoria_usuario_idx')
      .on('auditoria')
      .columns(['usuario_id', 'fecha'])
      .execute();

    await db.schema
      .createTable('intentos_acceso')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('clave', 'text', (c) => c.notNull())
      .addColumn('fecha', 'text', (c) => c.notNull())
      .execute();
    // Every limit check counts one key's rows inside a time window.
    await db.schema
      .createIndex('intentos_acceso_clave_fecha_idx')
      .on('intentos_acceso')
      .columns(['clave', 'fecha'])
      .execute();
    // The purge at start deletes by date alone.
    await db.schema
      .createIndex('intentos_acceso_fecha_idx')
      .on('intentos_acceso')
      .column('fecha')
      .execute();
  },
};
