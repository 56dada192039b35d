import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { TestServer } from './testServer';

/**
 * A write by another connection (SQLite: the e2e seed, the shell) or another instance
 * (PostgreSQL), which this process's Kysely plugin never sees: only `data_version` or the
 * LISTEN/NOTIFY of migration 0032 can tell the server. `?` placeholders on both dialects.
 */
export async function escribirDesdeFuera(
  srv: TestServer,
  sqlTexto: string,
  valores: (string | number)[],
): Promise<void> {
  if (srv.databaseUrl) {
    const cliente = new pg.Client({ connectionString: srv.databaseUrl });
    await cliente.connect();
    let n = 0;
    await cliente.query(
      sqlTexto.replace(/\?/g, () => `$${++n}`),
      valores,
    );
    await cliente.end();
    return;
  }
  const otra = new SqliteDatabase(join(srv.dataDir, 'plataforma.db'));
  otra.prepare(sqlTexto).run(...valores);
  otra.close();
}
