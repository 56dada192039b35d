import type { MigrationDb, NumberedMigration } from './types';

/**
 * Issue 17: background work becomes jobs with retries and a dead-letter state.
 * - `trabajos`: the queue of the single-process runner on SQLite. On PostgreSQL pg-boss
 *   keeps its own queue in the `pgboss` schema and this table stays empty; it exists in both
 *   dialects so the schema (and its types) is the same everywhere.
 * - `trabajos_hechos`: one row per job whose effects committed, written in the same
 *   transaction as those effects. A job retried after a crash (its worker died after the
 *   commit but before telling the queue) finds its row and does nothing again.
 */
export const migration0030: NumberedMigration = {
  name: '0030_trabajos',
  async up(db: MigrationDb) {
    await db.schema
      .createTable('trabajos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('datos', 'text', (c) => c.notNull())
      .addColumn('estado', 'text', (c) => c.notNull())
      .addColumn('intentos', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_intentos', 'integer', (c) => c.notNull())
      .addColumn('ejecutar_en', 'text', (c) => c.notNull())
      .addColumn('clave', 'text', (c) => c.unique())
      .addColumn('error', 'text')
      .addColumn('creado_en', 'text', (c) => c.notNull())
      .addColumn('actualizado_en', 'text', (c) => c.notNull())
      .execute();
    // The runner's question: the next due job.
    await db.schema
      .createIndex('trabajos_estado_ejecutar')
      .on('trabajos')
      .columns(['estado', 'ejecutar_en'])
      .execute();
    await db.schema
      .createTable('trabajos_hechos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('hecho_en', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('trabajos_hechos_hecho_en')
      .on('trabajos_hechos')
      .column('hecho_en')
      .execute();
  },
};
