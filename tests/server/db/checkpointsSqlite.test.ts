import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CheckpointsSqlite,
  PAGINAS_POR_DEFECTO,
  PAGINAS_TOPE_WAL,
} from '../../../src/server/db/checkpointsSqlite';
import { openDatabase } from '../../../src/server/db/database';

/**
 * WAL checkpoints on a worker thread (src/server/db/checkpointsSqlite.ts): the server's
 * connection no longer copies the WAL back at 1000 pages inside a commit; the worker does,
 * and closes before the server's connection. Real SQLite files in temp folders.
 */
const limpiar: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of limpiar.splice(0).reverse()) await f();
});

async function carpeta(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'cf-checkpoints-'));
  limpiar.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** `n` transactions of one 3 KB row each: at least one WAL frame (4 KiB page) apiece. */
function escribir(sqlite: SqliteDatabase.Database, n: number): void {
  sqlite.exec('CREATE TABLE IF NOT EXISTS relleno (id INTEGER PRIMARY KEY, dato BLOB)');
  const insertar = sqlite.prepare('INSERT INTO relleno (dato) VALUES (randomblob(3000))');
  for (let i = 0; i < n; i++) insertar.run();
}

const paginasWal = (ruta: string) => statSync(`${ruta}-wal`).size / 4096;

/** The server's database as openDatabase opens it, with its SQLite parts. */
async function abrirBase() {
  const handle = openDatabase({ dataDir: await carpeta(), databaseUrl: null });
  const { sqlite, sqlitePath: ruta, checkpoints } = handle;
  if (!sqlite || !ruta || !checkpoints) throw new Error('openDatabase no abrió SQLite');
  return { db: handle.db, sqlite, ruta, checkpoints };
}

async function hasta(condicion: () => boolean, ms = 5000): Promise<void> {
  const fin = Date.now() + ms;
  while (!condicion()) {
    if (Date.now() > fin) throw new Error('la condición no se cumplió a tiempo');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('SQLite checkpoints on a worker thread', () => {
  it('leaves the WAL to the worker, which copies it all back so writes reuse it', async () => {
    const { db, sqlite, ruta, checkpoints } = await abrirBase();
    limpiar.push(() => db.destroy());
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(PAGINAS_TOPE_WAL);
    escribir(sqlite, 1500);
    // SQLite's default would have checkpointed and restarted the WAL at 1000 pages.
    expect(paginasWal(ruta)).toBeGreaterThan(1500);

    const r = await checkpoints.ahora();
    expect(checkpoints.enSegundoPlano).toBe(true);
    expect(r?.busy).toBe(0);
    expect(r?.log).toBeGreaterThan(1500);
    expect(r?.checkpointed).toBe(r?.log);
    // Everything was copied back: the next write starts the WAL over from its beginning.
    escribir(sqlite, 1);
    expect((await checkpoints.ahora())?.log).toBeLessThan(10);
    expect(sqlite.prepare('SELECT count(*) FROM relleno').pluck().get()).toBe(1501);
  });

  it('starts by itself once the WAL is big enough, and keeps it from growing', async () => {
    const ruta = join(await carpeta(), 'x.db');
    const sqlite = new SqliteDatabase(ruta);
    sqlite.pragma('journal_mode = WAL');
    const checkpoints = new CheckpointsSqlite(sqlite, ruta, {
      revisionMs: 20,
      intervaloMs: 20,
      bytesParaIniciar: 200 * 4096,
    });
    limpiar.push(async () => {
      await checkpoints.detener();
      sqlite.close();
    });
    escribir(sqlite, 50);
    await new Promise((r) => setTimeout(r, 100));
    expect(checkpoints.enSegundoPlano).toBe(false);

    escribir(sqlite, 300);
    await hasta(() => checkpoints.enSegundoPlano);
    // Its own rounds copy the WAL back: after one, 300 more writes reuse the same frames.
    const antes = paginasWal(ruta);
    await new Promise((r) => setTimeout(r, 200));
    escribir(sqlite, 300);
    expect(paginasWal(ruta)).toBe(antes);
  });

  it('closes its connection before the server closes its own, which removes the WAL', async () => {
    const { db, sqlite, ruta, checkpoints } = await abrirBase();
    // Kysely closes only a connection it has used (as the server has, from its start).
    await sql`select 1`.execute(db);
    escribir(sqlite, 100);
    await checkpoints.ahora();
    expect(checkpoints.enSegundoPlano).toBe(true);
    await db.destroy();
    expect(checkpoints.enSegundoPlano).toBe(false);
    // Only the last connection to close checkpoints and deletes the WAL file.
    expect(existsSync(`${ruta}-wal`)).toBe(false);
  });

  it("hands checkpoints back to SQLite's default when the worker cannot run", async () => {
    const ruta = join(await carpeta(), 'x.db');
    const sqlite = new SqliteDatabase(ruta);
    limpiar.push(() => {
      sqlite.close();
    });
    sqlite.pragma('journal_mode = WAL');
    const checkpoints = new CheckpointsSqlite(sqlite, ruta, {
      archivoWorker: join(ruta, '..', 'no-existe.js'),
    });
    limpiar.push(() => checkpoints.detener());
    expect(await checkpoints.ahora()).toBeNull();
    await hasta(
      () => sqlite.pragma('wal_autocheckpoint', { simple: true }) === PAGINAS_POR_DEFECTO,
    );
    expect(checkpoints.enSegundoPlano).toBe(false);
  });
});
