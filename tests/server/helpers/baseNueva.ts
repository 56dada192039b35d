import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { openDatabase } from '../../../src/server/db/database';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { createPostgresDatabase } from './databases';
import type { TestDialect } from './databases';

/**
 * For migration data tests: an empty, unmigrated database of the given dialect (a SQLite
 * file in a temp folder, or a new PostgreSQL database), removed after each test. Call once
 * at the top of a test file; it registers its own afterEach.
 */
export function usarBasesNuevas(
  prefijo: string,
): (dialect: TestDialect) => Promise<DatabaseHandle> {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });
  return async (dialect) => {
    const dataDir = await mkdtemp(join(tmpdir(), `cf-${prefijo}-`));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | null = null;
    if (dialect === 'postgres') {
      const pgDb = await createPostgresDatabase();
      cleanups.push(pgDb.drop);
      databaseUrl = pgDb.url;
    }
    const handle = openDatabase({ dataDir, databaseUrl });
    cleanups.push(() => handle.db.destroy());
    return handle;
  };
}
