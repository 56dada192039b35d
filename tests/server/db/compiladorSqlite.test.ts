import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DialectoSqliteEnOrden } from '../../../src/server/db/dialectoSqlite';

interface Tablas {
  t: { id: number; texto: string | null; entero: number | null; dato: Buffer | null };
}

/** The same in-memory rows through Kysely's stock dialect and through ours. */
function ambos(): { stock: Kysely<Tablas>; nuestro: Kysely<Tablas> } {
  const conexion = new SqliteDatabase(':memory:');
  conexion.exec(`create table t (id integer primary key, texto text, entero integer, dato blob);
    create index t_entero on t (entero);
    insert into t values (1, 'ana', 1, x'00ff'), (2, '10%_b', 2, null), (3, null, null, x'01'),
      (4, 'Ñandú', 10, null), (5, '2', 2, null);`);
  return {
    stock: new Kysely({ dialect: new SqliteDialect({ database: conexion }) }),
    nuestro: new Kysely({ dialect: new DialectoSqliteEnOrden({ database: conexion }) }),
  };
}

describe('CompiladorSqlite', () => {
  it('writes every value as +? and leaves the SQL otherwise as Kysely writes it', () => {
    const { stock, nuestro } = ambos();
    const consulta = (db: Kysely<Tablas>) =>
      db
        .selectFrom('t')
        .select('id')
        .where('entero', '=', 2)
        .where('id', 'in', [1, 2])
        .orderBy('id')
        .limit(5)
        .offset(1)
        .compile();
    const nuestra = consulta(nuestro);
    expect(nuestra.sql).not.toMatch(/(^|[^+])\?/);
    expect(nuestra.sql.replaceAll('+?', '?')).toBe(consulta(stock).sql);
    expect(nuestra.parameters).toEqual([2, 1, 2, 5, 1]);
  });

  it('answers what the stock dialect answers: affinity, NULL, LIKE, lists, pages, writes', async () => {
    const { stock, nuestro } = ambos();
    const casos: ((db: Kysely<Tablas>) => Promise<unknown>)[] = [
      // A text value against an integer column takes the column's affinity either way.
      (db) =>
        db
          .selectFrom('t')
          .select('id')
          .where('entero', '=', '2' as never)
          .execute(),
      (db) =>
        db
          .selectFrom('t')
          .select('id')
          .where('texto', '=', 2 as never)
          .execute(),
      (db) => db.selectFrom('t').select('id').where('entero', 'is', null).execute(),
      (db) =>
        db
          .selectFrom('t')
          .select('id')
          .where('dato', '=', Buffer.from([0, 255]))
          .execute(),
      (db) =>
        db
          .selectFrom('t')
          .select('id')
          .where(sql<boolean>`texto like ${'10\\%%'} escape '\\'`)
          .execute(),
      (db) => db.selectFrom('t').select('id').where('entero', 'in', [1, 10]).execute(),
      (db) =>
        db
          .selectFrom('t')
          .select('id')
          .where('entero', '>', 1)
          .orderBy('id')
          .limit(2)
          .offset(1)
          .execute(),
      // Values selected back keep their type: a number, a text that looks like one, a blob.
      (db) =>
        db
          .selectFrom('t')
          .select([
            sql<number>`${7}`.as('n'),
            sql<string>`${'07'}`.as('s'),
            sql<Buffer>`${Buffer.from([1, 2])}`.as('b'),
            sql<null>`${null}`.as('z'),
          ])
          .where('id', '=', 1)
          .execute(),
      async (db) => {
        await db.insertInto('t').values({ id: 9, texto: '9', entero: 9, dato: null }).execute();
        await db.updateTable('t').set({ texto: 'nueve' }).where('id', '=', 9).execute();
        const fila = await db.selectFrom('t').selectAll().where('id', '=', 9).executeTakeFirst();
        await db.deleteFrom('t').where('id', '=', 9).execute();
        return fila;
      },
    ];
    const respuestas: unknown[] = [];
    for (const caso of casos) {
      const esperado = await caso(stock);
      respuestas.push(await caso(nuestro));
      expect(respuestas.at(-1)).toEqual(esperado);
    }
    // Not vacuous: the cases found rows, and selected values kept their types.
    expect(respuestas.slice(0, 7).map((r) => (r as unknown[]).length)).toEqual([
      2, 0, 1, 1, 1, 2, 2,
    ]);
    expect(respuestas[7]).toEqual([{ n: 7, s: '07', b: Buffer.from([1, 2]), z: null }]);
  });
});
