import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/database';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import type { MigrationDb } from '../../../src/server/db/migrations/types';
import { createPostgresDatabase, testDialects } from '../helpers/databases';
import type { TestDialect } from '../helpers/databases';
import { AHORA_MIGRACION, sembrarDosUsuarios } from '../helpers/baseNueva';
import { escucharVersiones } from '../helpers/escuchaVersiones';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A database migrated up to 0034 with a lesson and its Spanish caption; on PostgreSQL, its URL. */
async function base(dialect: TestDialect): Promise<{ handle: DatabaseHandle; url: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cf-migra35-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const pgDb = dialect === 'postgres' ? await createPostgresDatabase() : null;
  if (pgDb) cleanups.push(pgDb.drop);
  const handle = openDatabase({ dataDir, databaseUrl: pgDb?.url ?? null });
  cleanups.push(() => handle.db.destroy());
  await migrateToLatest(handle, '0034_versiones_cuenta_adjuntos');
  const db: MigrationDb = handle.db;
  await sembrarDosUsuarios(handle);
  await db
    .insertInto('multimedias')
    .values({
      id: 'm1',
      nombre: 'Lección m1',
      tipo_media: 'video',
      creado_en: AHORA_MIGRACION,
      actualizado_en: AHORA_MIGRACION,
    })
    .execute();
  await db.insertInto('multimedia_subtitulos').values(subtitulo('s1', 'es')).execute();
  return { handle, url: pgDb?.url ?? '' };
}

const subtitulo = (id: string, idioma: string) => ({
  id,
  multimedia_id: 'm1',
  idioma,
  etiqueta: idioma === 'es' ? 'Español' : 'English',
  nombre_servidor: `${'a'.repeat(31)}${id.slice(-1)}.vtt`,
  tamano: 40,
  sha256: 'f'.repeat(64),
  creado_por: 'u1',
  creado_en: AHORA_MIGRACION,
});

const filas = (db: MigrationDb) =>
  db.selectFrom('multimedia_subtitulos').selectAll().orderBy('id').execute();

describe.each(testDialects())('migration 0035_versiones_subtitulos (%s)', (dialect) => {
  it('leaves every row as it was (data test)', async () => {
    const { handle } = await base(dialect);
    const antes = await filas(handle.db);
    await migrateToLatest(handle, '0035_versiones_subtitulos');
    expect(await filas(handle.db)).toEqual(antes);
    expect(antes).toHaveLength(1);
    if (dialect === 'sqlite') {
      const triggers = await sql`SELECT name FROM sqlite_master WHERE type = 'trigger'
        AND name LIKE '%version%'`.execute(handle.db);
      expect(triggers.rows).toEqual([]);
    }
  });
});

describe.runIf(testDialects().includes('postgres'))(
  'migration 0035_versiones_subtitulos: notifications (postgres)',
  () => {
    it('notifies contenido when a caption is added, changed or deleted', async () => {
      const { handle, url } = await base('postgres');
      await migrateToLatest(handle, '0035_versiones_subtitulos');
      const tras = await escucharVersiones(url, (c) => cleanups.push(c));
      const db: MigrationDb = handle.db;
      expect(
        await tras(() =>
          db.insertInto('multimedia_subtitulos').values(subtitulo('s2', 'en')).execute(),
        ),
      ).toEqual(['contenido']);
      expect(
        await tras(() => db.updateTable('multimedia_subtitulos').set({ etiqueta: 'ES' }).execute()),
      ).toEqual(['contenido']);
      expect(await tras(() => db.deleteFrom('multimedia_subtitulos').execute())).toEqual([
        'contenido',
      ]);
      // The lesson's view count still notifies nothing (0032).
      expect(
        await tras(() => db.updateTable('multimedias').set({ num_visto: 3 }).execute()),
      ).toEqual([]);
    });
  },
);
