import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb, NumberedMigration } from './types';

/**
 * One-time email verification links, plus the indexes the users list needs at 100,000
 * users: each sortable column paired with `id`, the list's tie-breaker, so a page is an
 * index range scan instead of a sort of the whole table.
 */
export const migration0008: NumberedMigration = {
  name: '0008_verificaciones_email',
  async up(db: MigrationDb) {
    await db.schema
      .createTable('verificaciones_email')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('usuario_id', 'text', (c) =>
        c.notNull().references('usuarios.id').onDelete('cascade'),
      )
      // sha256 (hex) of the token: a leaked database must not hold usable links.
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('expira_en', 'text', (c) => c.notNull())
      .addColumn('usado_en', 'text')
      .addColumn('creado_en', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('verificaciones_email_usuario_idx')
      .on('verificaciones_email')
      .column('usuario_id')
      .execute();

    // The list sorts NULLs as the smallest value in both dialects (SQLite's rule). PostgreSQL
    // needs that written into the index of a nullable column, or it sorts in memory; SQLite
    // refuses NULLS FIRST in an index and needs nothing.
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const ordenables: { columna: string; nulable: boolean }[] = [
      { columna: 'identificacion', nulable: true },
      { columna: 'tipo_identificacion', nulable: true },
      { columna: 'email_normalizado', nulable: false },
      { columna: 'nombre', nulable: false },
      { columna: 'apellidos', nulable: false },
      { columna: 'activo', nulable: false },
    ];
    for (const { columna, nulable } of ordenables) {
      const nulos = postgres && nulable ? sql` nulls first` : sql``;
      await db.schema
        .createIndex(`usuarios_orden_${columna}_idx`)
        .on('usuarios')
        .expression(sql`${sql.ref(columna)}${nulos}, ${sql.ref('id')}`)
        .execute();
    }
  },
};
