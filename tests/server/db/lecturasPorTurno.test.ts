import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { SentenciasSqlite } from '../../../src/server/db/sentenciasSqlite';

interface T {
  t: { id: number; nombre: string };
}

const carpetas: string[] = [];
const abiertas: Array<{ close(): void; open?: boolean }> = [];
afterEach(async () => {
  for (const db of abiertas.splice(0)) if (db.open !== false) db.close();
  for (const c of carpetas.splice(0)) await rm(c, { recursive: true, force: true });
});

/** The server's setup: a WAL file, Kysely over SentenciasSqlite, and a second connection. */
async function preparar() {
  const dir = await mkdtemp(join(tmpdir(), 'cf-lecturas-'));
  carpetas.push(dir);
  const ruta = join(dir, 'x.db');
  const sqlite = new SqliteDatabase(ruta);
  sqlite.pragma('journal_mode = WAL');
  sqlite.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, nombre TEXT)');
  sqlite.exec("INSERT INTO t (nombre) VALUES ('a'), ('b')");
  const db = new Kysely<T>({
    dialect: new SqliteDialect({ database: new SentenciasSqlite(sqlite) }),
  });
  const otra = new SqliteDatabase(ruta);
  abiertas.push(otra, { close: () => void db.destroy() });
  return { sqlite, db, otra };
}

const siguienteTurno = () => new Promise<void>((r) => setImmediate(r));
const nombres = (db: Kysely<T>) =>
  db
    .selectFrom('t')
    .select('nombre')
    .orderBy('id')
    .execute()
    .then((f) => f.map((x) => x.nombre));

describe('LecturasPorTurno (the reads of one turn in one read transaction)', () => {
  it('keeps the reads of a turn in one transaction and ends it in the check phase', async () => {
    const { sqlite, db } = await preparar();
    expect(sqlite.inTransaction).toBe(false);
    await nombres(db);
    expect(sqlite.inTransaction).toBe(true);
    await db.selectFrom('t').select('id').where('id', '=', 1).execute();
    expect(sqlite.inTransaction).toBe(true);
    await siguienteTurno();
    expect(sqlite.inTransaction).toBe(false);
  });

  it('commits a write made after a read at once: another connection sees it in the same turn', async () => {
    const { sqlite, db, otra } = await preparar();
    await nombres(db);
    await db.updateTable('t').set({ nombre: 'A' }).where('id', '=', 1).execute();
    // Nothing left open: the write was not swallowed by the read transaction.
    expect(sqlite.inTransaction).toBe(false);
    expect(otra.prepare('SELECT nombre FROM t WHERE id = 1').pluck().get()).toBe('A');
    // And this connection's next read sees its own write.
    expect(await nombres(db)).toEqual(['A', 'b']);
  });

  it("lets a transaction of Kysely's start after reads of the same turn, and commits it", async () => {
    const { db, otra } = await preparar();
    await nombres(db);
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('t').select('id').execute();
      await trx.insertInto('t').values({ id: 3, nombre: 'c' }).execute();
    });
    expect(otra.prepare('SELECT count(*) FROM t').pluck().get()).toBe(3);
    // A rolled-back transaction after reads leaves nothing either.
    await nombres(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('t').values({ id: 4, nombre: 'd' }).execute();
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(otra.prepare('SELECT count(*) FROM t').pluck().get()).toBe(3);
  });

  it("sees another connection's commit from the next turn on, never half of a turn", async () => {
    const { db, otra } = await preparar();
    expect(await nombres(db)).toEqual(['a', 'b']);
    otra.prepare("UPDATE t SET nombre = 'z' WHERE id = 2").run();
    // The same turn reads one snapshot.
    expect(await nombres(db)).toEqual(['a', 'b']);
    await siguienteTurno();
    expect(await nombres(db)).toEqual(['a', 'z']);
  });

  it('ends the read transaction before a pragma or DDL, which cannot run inside one', async () => {
    const { sqlite, db } = await preparar();
    await nombres(db);
    // foreign_keys is a no-op inside a transaction: it must take effect here.
    await sql`PRAGMA foreign_keys = ON`.execute(db);
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    await nombres(db);
    await sql`CREATE TABLE u (id INTEGER PRIMARY KEY)`.execute(db);
    expect(sqlite.inTransaction).toBe(false);
    await nombres(db);
    await sql`VACUUM`.execute(db);
  });

  it('leaves reads inside a transaction alone and closes cleanly with one open', async () => {
    const { sqlite, db } = await preparar();
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('t').select('id').execute();
    });
    expect(sqlite.inTransaction).toBe(false);
    await nombres(db);
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });
});
