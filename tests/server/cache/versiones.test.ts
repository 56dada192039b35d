import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { iniciarVersiones } from '../../../src/server/cache/versiones';
import type { Versiones } from '../../../src/server/cache/versiones';
import { SQLITE_FILE, openDatabase } from '../../../src/server/db/database';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { createPostgresDatabase, testDialects } from '../helpers/databases';
import { AHORA_MIGRACION, cursoNuevo, sembrarDosUsuarios } from '../helpers/baseNueva';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function abrir(dialect: 'sqlite' | 'postgres') {
  const dataDir = await mkdtemp(join(tmpdir(), 'cf-versiones-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  let url: string | null = null;
  if (dialect === 'postgres') {
    const pgDb = await createPostgresDatabase();
    cleanups.push(pgDb.drop);
    url = pgDb.url;
  }
  const handle = openDatabase({ dataDir, databaseUrl: url });
  cleanups.push(() => handle.db.destroy());
  await migrateToLatest(handle);
  await sembrarDosUsuarios(handle);
  const { versiones, plugin } = await iniciarVersiones(handle, url);
  cleanups.push(() => versiones.cerrar());
  // `db`: this process's writes (through the plugin); `handle.db`: as another writer would.
  return { handle, url, dataDir, versiones, db: handle.db.withPlugin(plugin) };
}

function foto(v: Versiones) {
  return { principal: v.vigente('principal'), contenido: v.vigente('contenido') };
}

describe.each(testDialects())('cache versions (%s)', (dialect) => {
  it("this process's writes move their version before the call returns", async () => {
    const { versiones, db } = await abrir(dialect);
    const inicio = foto(versiones);
    expect(inicio.principal).not.toBeNull();

    // The login's own update moves nothing: nothing cached reads ultimo_ingreso.
    await db.updateTable('usuarios').set({ ultimo_ingreso: AHORA_MIGRACION }).execute();
    expect(foto(versiones)).toEqual(inicio);

    await db.updateTable('usuarios').set({ activo: 0 }).where('id', '=', 'u1').execute();
    const trasUsuario = foto(versiones);
    expect(trasUsuario.principal).toBeGreaterThan(inicio.principal ?? 0);
    // On PostgreSQL the commit's own notification bumps once more a moment later, so only
    // SQLite can say "nothing else moved" here; migration 0032's test says it for PostgreSQL.
    const soloSqlite = dialect === 'sqlite';
    if (soloSqlite) expect(trasUsuario.contenido).toBe(inicio.contenido);

    await db
      .insertInto('tokens_revocados')
      .values({ jti: 'j', expira_en: AHORA_MIGRACION })
      .execute();
    expect(versiones.vigente('principal')).toBeGreaterThan(trasUsuario.principal ?? 0);

    const antesCurso = foto(versiones);
    await db.insertInto('cursos').values(cursoNuevo('c1')).execute();
    expect(versiones.vigente('contenido')).toBeGreaterThan(antesCurso.contenido ?? 0);
    if (soloSqlite) expect(versiones.vigente('principal')).toBe(antesCurso.principal);

    const antesInvalidar = versiones.vigente('contenido') ?? 0;
    versiones.invalidar('contenido');
    expect(versiones.vigente('contenido')).toBeGreaterThan(antesInvalidar);
  });

  it('a commit by another writer moves the versions (another connection or instance)', async () => {
    const { handle, dataDir, versiones } = await abrir(dialect);
    const inicio = foto(versiones);
    if (dialect === 'sqlite') {
      // Another connection on the file, as the e2e seed writes: seen from the next turn of
      // the event loop (the pragma is read once per turn, docs/rendimiento-sesion.md).
      const otra = new SqliteDatabase(join(dataDir, SQLITE_FILE));
      otra.prepare('UPDATE usuarios SET activo = 0 WHERE id = ?').run('u1');
      otra.close();
      expect(versiones.vigente('principal')).toBe(inicio.principal);
      await new Promise((listo) => setImmediate(listo));
      expect(versiones.vigente('principal')).toBeGreaterThan(inicio.principal ?? 0);
      expect(versiones.vigente('contenido')).toBeGreaterThan(inicio.contenido ?? 0);
    } else {
      // A write without this process's plugin: only the notification can tell.
      await handle.db.updateTable('usuarios').set({ activo: 0 }).where('id', '=', 'u1').execute();
      await expect
        .poll(() => versiones.vigente('principal'))
        .toBeGreaterThan(inicio.principal ?? 0);
      await handle.db.insertInto('cursos').values(cursoNuevo('c2')).execute();
      await expect
        .poll(() => versiones.vigente('contenido'))
        .toBeGreaterThan(inicio.contenido ?? 0);
    }
  });

  it('closed, it answers null: caches are bypassed', async () => {
    const { versiones } = await abrir(dialect);
    await versiones.cerrar();
    expect(foto(versiones)).toEqual({ principal: null, contenido: null });
  });
});

describe.runIf(testDialects().includes('postgres'))('cache versions: listener (postgres)', () => {
  it('answers null while its connection is lost, and every version moves on reconnect', async () => {
    const { url, versiones } = await abrir('postgres');
    const inicio = foto(versiones);
    const admin = new pg.Client({ connectionString: url ?? '' });
    await admin.connect();
    cleanups.push(() => admin.end());
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
    );
    await expect.poll(() => versiones.vigente('principal')).toBeNull();
    await expect.poll(() => versiones.vigente('principal'), { timeout: 5000 }).not.toBeNull();
    const despues = foto(versiones);
    expect(despues.principal).toBeGreaterThan(inicio.principal ?? 0);
    expect(despues.contenido).toBeGreaterThan(inicio.contenido ?? 0);
  });

  it('starts with caching off when PostgreSQL cannot be reached for LISTEN', async () => {
    const handle = { dialecto: 'postgres' } as DatabaseHandle;
    const { versiones } = await iniciarVersiones(handle, 'postgres://nadie@127.0.0.1:1/nada');
    cleanups.push(() => versiones.cerrar());
    expect(versiones.vigente('principal')).toBeNull();
  });
});
