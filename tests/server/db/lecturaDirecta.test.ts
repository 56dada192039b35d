import { sql } from 'kysely';
import type { Kysely, KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { Plantilla } from '../../../src/server/db/plantilla';
import { PluginVersiones } from '../../../src/server/db/pluginVersiones';
import type { Database } from '../../../src/server/db/schema';
import { cursoNuevo, usarBasesNuevas } from '../helpers/baseNueva';

const nuevaBase = usarBasesNuevas('lectura-directa');

const porEstado = new Plantilla((d, v: { estado: number }) =>
  d.selectFrom('cursos').select('id').where('estado', '=', v.estado).orderBy('id'),
);
const nuevo = new Plantilla((d, v: { id: string }) =>
  d.insertInto('cursos').values(cursoNuevo(v.id)),
);

async function base(): Promise<DatabaseHandle> {
  const handle = await nuevaBase('sqlite');
  await migrateToLatest(handle);
  await handle.db
    .insertInto('cursos')
    .values([cursoNuevo('c1'), cursoNuevo('c2', 0)])
    .execute();
  return handle;
}

/** How many queries went through Kysely's executor on this database (and its copies). */
function contarEjecutor(db: Kysely<Database>): () => number {
  const ejecutor = db.getExecutor();
  const original = ejecutor.provideConnection.bind(ejecutor);
  let n = 0;
  ejecutor.provideConnection = (usar) => {
    n += 1;
    return original(usar);
  };
  return () => n;
}

const ids = (filas: { id: string }[]) => filas.map((f) => f.id);

describe('plain reads on a free SQLite connection (lecturaDirecta.ts)', () => {
  it('run at once, in the turn’s read snapshot, with the rows Kysely would give', async () => {
    const { db, sqlite } = await base();
    const conPlugin = db.withPlugin(new PluginVersiones(() => undefined));
    const ejecutadas = contarEjecutor(conPlugin);
    expect(ids(await porEstado.filas(conPlugin, { estado: 1 }))).toEqual(['c1']);
    expect(ids(await porEstado.filas(conPlugin, { estado: 0 }))).toEqual(['c2']);
    expect(ejecutadas()).toBe(0);
    // The read opened the turn's snapshot (lecturasPorTurno.ts), which ends at its check phase.
    expect(sqlite?.inTransaction).toBe(true);
    await new Promise((r) => setImmediate(r));
    expect(sqlite?.inTransaction).toBe(false);
  });

  it('wait for an open transaction instead of reading what it has not committed', async () => {
    const { db } = await base();
    const ejecutadas = contarEjecutor(db);
    const orden: string[] = [];
    let leer: Promise<string[]> | null = null;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('cursos').values(cursoNuevo('c3')).execute();
        // Asked while the transaction holds the connection: it must not see c3.
        leer = porEstado.filas(db, { estado: 1 }).then((filas) => {
          orden.push('lectura');
          return ids(filas);
        });
        await new Promise((r) => setTimeout(r, 20));
        orden.push('fin de la transacción');
        throw new Error('deshecha');
      }),
    ).rejects.toThrow('deshecha');
    expect(await leer).toEqual(['c1']);
    expect(orden).toEqual(['fin de la transacción', 'lectura']);
    expect(ejecutadas()).toBeGreaterThanOrEqual(1);
  });

  it('leave writes, transactions and other plugins to Kysely', async () => {
    const { db } = await base();
    const avisos: string[] = [];
    const conVersiones = db.withPlugin(new PluginVersiones((clave) => avisos.push(clave)));
    const ejecutadas = contarEjecutor(conVersiones);
    // A write: its version note comes from the plugin's result step, on Kysely's path.
    await nuevo.ejecutar(conVersiones, { id: 'c4' });
    expect(avisos).toEqual(['contenido']);
    expect(ejecutadas()).toBe(1);
    // A read inside a transaction runs on the transaction's connection.
    const enTransaccion = await conVersiones
      .transaction()
      .execute(async (trx) => ids(await porEstado.filas(trx, { estado: 1 })));
    expect(enTransaccion).toEqual(['c1', 'c4']);
    // A plugin that may change results sees every read.
    let vistas = 0;
    const otro: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: (args) => {
        vistas += 1;
        return Promise.resolve(args.result);
      },
    };
    expect(ids(await porEstado.filas(db.withPlugin(otro), { estado: 1 }))).toEqual(['c1', 'c4']);
    expect(vistas).toBe(1);
  });

  it('pass SQLite’s errors to the caller as a rejected promise, and go on', async () => {
    const { db } = await base();
    const comoJson = new Plantilla((d, v: { texto: string }) =>
      d
        .selectFrom('cursos')
        .select(sql<string>`json(${v.texto})`.as('j'))
        .limit(1),
    );
    expect(await comoJson.filas(db, { texto: '{"a":1}' })).toEqual([{ j: '{"a":1}' }]);
    const fallo = comoJson.filas(db, { texto: '{' });
    expect(fallo).toBeInstanceOf(Promise);
    await expect(fallo).rejects.toThrow(/malformed JSON/);
    expect(ids(await porEstado.filas(db, { estado: 1 }))).toEqual(['c1']);
  });
});
