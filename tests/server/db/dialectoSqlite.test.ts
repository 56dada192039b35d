import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { DialectoSqliteEnOrden, TurnoFifo } from '../../../src/server/db/dialectoSqlite';

describe('TurnoFifo', () => {
  it('hands the turn to waiters in arrival order, a newcomer behind them', async () => {
    const turno = new TurnoFifo();
    const orden: string[] = [];
    await turno.tomar();
    const b = turno.tomar().then(() => orden.push('b'));
    const c = turno.tomar().then(() => orden.push('c'));
    expect(turno.enEspera).toBe(2);
    turno.soltar();
    // Arrives right after the release, before b has run: Kysely's own mutex lets it in first.
    const d = turno.tomar().then(() => orden.push('d'));
    await b;
    turno.soltar();
    await c;
    turno.soltar();
    await d;
    expect(orden).toEqual(['b', 'c', 'd']);
    turno.soltar();
    expect(turno.enEspera).toBe(0);
    // Free again: taken at once.
    await turno.tomar();
  });
});

describe('DialectoSqliteEnOrden', () => {
  let dir: string | null = null;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = null;
  });

  function abrir(): Kysely<{ t: { n: number } }> {
    dir = mkdtempSync(join(tmpdir(), 'cf-dialecto-'));
    const conexion = new SqliteDatabase(join(dir, 'd.db'));
    return new Kysely({ dialect: new DialectoSqliteEnOrden({ database: conexion }) });
  }

  it('queries wait for an open transaction and then run in arrival order', async () => {
    const db = abrir();
    await sql`create table t (n integer)`.execute(db);
    let abrirPuerta: () => void = () => undefined;
    const puerta = new Promise<void>((r) => (abrirPuerta = r));
    const transaccion = db.transaction().execute(async (trx) => {
      await trx.insertInto('t').values({ n: 1 }).execute();
      await puerta;
      await trx.insertInto('t').values({ n: 2 }).execute();
    });
    const orden: number[] = [];
    const lecturas = [1, 2, 3].map((i) =>
      db
        .selectFrom('t')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((f) => {
          orden.push(i);
          return Number(f.n);
        }),
    );
    // Give the queued reads every chance to slip into the open transaction.
    await new Promise((r) => setTimeout(r, 20));
    expect(orden).toEqual([]);
    abrirPuerta();
    await transaccion;
    // Each read saw the committed transaction whole, never its first half.
    expect(await Promise.all(lecturas)).toEqual([2, 2, 2]);
    expect(orden).toEqual([1, 2, 3]);
    await db.destroy();
  });

  it('a failed transaction rolls back and frees the connection', async () => {
    const db = abrir();
    await sql`create table t (n integer)`.execute(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('t').values({ n: 1 }).execute();
        throw new Error('falla');
      }),
    ).rejects.toThrow('falla');
    const fila = await db
      .selectFrom('t')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(fila.n)).toBe(0);
    await db.destroy();
  });
});
