import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/database';
import type { DatabaseHandle } from '../../../src/server/db/database';
import {
  MAXIMO_POR_LOTE,
  TransaccionesAgrupadas,
} from '../../../src/server/db/transaccionesAgrupadas';

const limpiezas: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const l of limpiezas.splice(0).reverse()) await l();
});

/** A SQLite file as the server opens it, with a table of its own, and a second connection. */
async function preparar() {
  const dataDir = await mkdtemp(join(tmpdir(), 'cf-agrupadas-'));
  limpiezas.push(() => rm(dataDir, { recursive: true, force: true }));
  const handle: DatabaseHandle = openDatabase({ dataDir, databaseUrl: null });
  limpiezas.push(() => handle.db.destroy());
  await sql`CREATE TABLE prueba (id INTEGER PRIMARY KEY, padre INTEGER REFERENCES prueba (id))`.execute(
    handle.db,
  );
  const otra = new SqliteDatabase(handle.sqlitePath ?? '');
  limpiezas.push(async () => {
    otra.close();
  });
  const filasFuera = () => otra.prepare('SELECT id FROM prueba ORDER BY id').pluck().all();
  const grupo = new TransaccionesAgrupadas(handle.db, 'sqlite');
  const insertar = (id: number) => (trx: typeof handle.db) =>
    sql`INSERT INTO prueba (id) VALUES (${id})`.execute(trx).then(() => id);
  return { handle, grupo, filasFuera, insertar };
}

describe('TransaccionesAgrupadas (SQLite group commit)', () => {
  it("runs a turn's transactions in one, each seeing the ones before, answered after the commit", async () => {
    const { grupo, filasFuera, insertar } = await preparar();
    const vistoFuera: unknown[][] = [];
    const vistoDentro: number[] = [];
    const promesas = [1, 2, 3].map((id) =>
      grupo.ejecutar(async (trx) => {
        await insertar(id)(trx);
        // Another connection sees nothing of the group until its commit.
        vistoFuera.push(filasFuera());
        const n = await sql<{ n: number }>`SELECT count(*) AS n FROM prueba`.execute(trx);
        vistoDentro.push(Number(n.rows[0]?.n));
        return id;
      }),
    );
    expect(await Promise.all(promesas)).toEqual([1, 2, 3]);
    expect(vistoFuera).toEqual([[], [], []]);
    expect(vistoDentro).toEqual([1, 2, 3]);
    expect(filasFuera()).toEqual([1, 2, 3]);
  });

  it('rolls back only the work that failed, and gives its error to its caller only', async () => {
    const { grupo, filasFuera, insertar } = await preparar();
    const resultados = await Promise.allSettled([
      grupo.ejecutar(insertar(1)),
      grupo.ejecutar(async (trx) => {
        await insertar(2)(trx);
        throw new Error('falla la segunda');
      }),
      // A constraint error inside the work (a duplicate key) is that work's alone too.
      grupo.ejecutar(insertar(1)),
      grupo.ejecutar(insertar(3)),
    ]);
    expect(resultados.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect((resultados[1] as PromiseRejectedResult).reason).toEqual(new Error('falla la segunda'));
    expect(filasFuera()).toEqual([1, 3]);
  });

  it('answers nobody as done when the commit fails, and writes nothing of the group', async () => {
    const { grupo, filasFuera, insertar } = await preparar();
    const resultados = await Promise.allSettled([
      grupo.ejecutar(insertar(1)),
      grupo.ejecutar(async (trx) => {
        // A deferred foreign key is checked at COMMIT: this row makes the commit fail.
        await sql`PRAGMA defer_foreign_keys = ON`.execute(trx);
        await sql`INSERT INTO prueba (id, padre) VALUES (2, 999)`.execute(trx);
        return 2;
      }),
      grupo.ejecutar(insertar(3)),
    ]);
    expect(resultados.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(String((resultados[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(filasFuera()).toEqual([]);
    // The next group starts clean.
    expect(await grupo.ejecutar(insertar(4))).toBe(4);
    expect(filasFuera()).toEqual([4]);
  });

  it('splits a long queue into groups of at most MAXIMO_POR_LOTE', async () => {
    const { grupo, filasFuera, insertar } = await preparar();
    const n = MAXIMO_POR_LOTE * 2 + 5;
    const ids = Array.from({ length: n }, (_, i) => i + 1);
    expect(await Promise.all(ids.map((id) => grupo.ejecutar(insertar(id))))).toEqual(ids);
    expect(filasFuera()).toEqual(ids);
  });

  it('gives each caller a plain transaction of its own on PostgreSQL', () => {
    let llamadas = 0;
    const db = {
      transaction: () => ({
        execute: (f: (trx: unknown) => Promise<unknown>) => {
          llamadas += 1;
          return f('trx');
        },
      }),
    };
    const grupo = new TransaccionesAgrupadas(db as never, 'postgres');
    return grupo
      .ejecutar((trx) => Promise.resolve(trx))
      .then((trx) => {
        expect(trx).toBe('trx');
        expect(llamadas).toBe(1);
      });
  });
});
