import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClientePg, USOS_PARA_PREPARAR } from '../../../src/server/db/clientePg';
import { createPostgresDatabase, testDialects } from '../helpers/databases';

/**
 * The prepared-statement client (src/server/db/clientePg.ts) on a real PostgreSQL: which
 * statements get a name, and what happens when a named one stops working.
 */
describe.runIf(testDialects().includes('postgres'))('ClientePg (postgres)', () => {
  let base: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let cliente: ClientePg;
  /** A second session, as another instance of the server would be. */
  let otro: ClientePg;

  beforeEach(async () => {
    base = await createPostgresDatabase();
    cliente = new ClientePg({ connectionString: base.url });
    otro = new ClientePg({ connectionString: base.url });
    await cliente.connect();
    await otro.connect();
    await otro.query('create table temas (id int primary key, nombre text)', []);
    await otro.query("insert into temas values (1, 'uno'), (2, 'dos')", []);
  });
  afterEach(async () => {
    await cliente.end();
    await otro.end();
    await base.drop();
  });

  /** The statements this session has prepared (PostgreSQL's own view of the session). */
  async function preparadas(): Promise<string[]> {
    const r = await cliente.query('select statement from pg_prepared_statements', undefined);
    return (r.rows as { statement: string }[]).map((f) => f.statement);
  }

  it('names a query from its second use on, and answers the same', async () => {
    // A text no other test uses: names are shared by every client of the process.
    const texto = `select nombre from temas where id = $1 and '${randomUUID()}' <> ''`;
    const respuestas = [];
    for (let i = 0; i < USOS_PARA_PREPARAR + 2; i++) {
      respuestas.push((await cliente.query(texto, [1 + (i % 2)])).rows);
      const nombrada = (await preparadas()).includes(texto);
      expect(nombrada).toBe(i + 1 >= USOS_PARA_PREPARAR);
    }
    expect(respuestas).toEqual([
      [{ nombre: 'uno' }],
      [{ nombre: 'dos' }],
      [{ nombre: 'uno' }],
      [{ nombre: 'dos' }],
    ]);
  });

  it('never names DDL, transaction commands or a one-off query', async () => {
    for (let i = 0; i < 3; i++) {
      await cliente.query('begin', []);
      await cliente.query(`create table t${i} (x int)`, []);
      await cliente.query('commit', []);
    }
    await cliente.query('select count(*) from temas where id > $1', [0]);
    expect(await preparadas()).toEqual([]);
  });

  it('never names a pattern match: each run is planned for its pattern', async () => {
    const like = `select count(*) from temas where nombre like $1 and '${randomUUID()}' <> ''`;
    const ilike = `select count(*) from temas where nombre ILIKE $1 and '${randomUUID()}' <> ''`;
    const cuentas = [];
    for (let i = 0; i < USOS_PARA_PREPARAR + 6; i++) {
      cuentas.push(Number((await cliente.query(like, [i % 2 ? 'u%' : '%o%'])).rows[0]?.count));
      await cliente.query(ilike, ['D%']);
    }
    const nombradas = await preparadas();
    expect(nombradas).not.toContain(like);
    expect(nombradas).not.toContain(ilike);
    expect(cuentas.slice(0, 2)).toEqual([2, 1]);
    // A word that only contains the letters is no pattern match: that query is named.
    const alike = `select nombre as likeness from temas where id = $1 and '${randomUUID()}' <> ''`;
    for (let i = 0; i < USOS_PARA_PREPARAR; i++) await cliente.query(alike, [1]);
    expect(await preparadas()).toContain(alike);
  });

  it('recovers outside a transaction when another instance changes the table', async () => {
    const texto = 'select * from temas where id = $1';
    for (let i = 0; i < USOS_PARA_PREPARAR + 1; i++) await cliente.query(texto, [1]);
    expect(await preparadas()).toContain(texto);
    // A migration on another instance: the named plan's result type is now wrong.
    await otro.query("alter table temas add column nota text default 'n'", []);
    const r = await cliente.query(texto, [1]);
    expect(r.rows).toEqual([{ id: 1, nombre: 'uno', nota: 'n' }]);
    // Named anew on this session from then on (the old name stays, unused).
    expect((await cliente.query(texto, [2])).rows).toEqual([{ id: 2, nombre: 'dos', nota: 'n' }]);
    expect((await preparadas()).filter((t) => t === texto)).toHaveLength(2);
  });

  it('lets the error stand inside a transaction, and works again after it', async () => {
    const texto = 'select * from temas where id = $1';
    for (let i = 0; i < USOS_PARA_PREPARAR + 1; i++) await cliente.query(texto, [1]);
    await otro.query('alter table temas add column nota text', []);
    await cliente.query('begin', []);
    await expect(cliente.query(texto, [1])).rejects.toMatchObject({ code: '0A000' });
    await cliente.query('rollback', []);
    expect((await cliente.query(texto, [1])).rows).toEqual([{ id: 1, nombre: 'uno', nota: null }]);
  });

  it('passes other errors through unchanged', async () => {
    const texto = 'select nombre from temas where id = $1';
    for (let i = 0; i < USOS_PARA_PREPARAR + 1; i++) await cliente.query(texto, [1]);
    await expect(cliente.query(texto, ['no es número'])).rejects.toMatchObject({
      code: '22P02',
    });
  });
});
