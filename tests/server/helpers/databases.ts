import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TestDialect = 'sqlite' | 'postgres';

/**
 * The dialects the server suites run against: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL points at a server we may create databases on. In CI a missing
 * PostgreSQL is a failure, never a silent skip.
 */
export function testDialects(): TestDialect[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI === 'true') {
    throw new Error(
      'CI=true pero TEST_DATABASE_URL no está definida: las pruebas de PostgreSQL no pueden omitirse.',
    );
  }
  return url ? ['sqlite', 'postgres'] : ['sqlite'];
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL no está definida');
  return url;
}

/** A fresh, empty PostgreSQL database for one test; `drop` removes it. */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `prueba_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
