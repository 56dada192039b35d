import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { MAXIMO_LISTA, Plantilla } from '../../../src/server/db/plantilla';
import { PluginVersiones } from '../../../src/server/db/pluginVersiones';
import { testDialects } from '../helpers/databases';
import { cursoNuevo, usarBasesNuevas } from '../helpers/baseNueva';

const nuevaBase = usarBasesNuevas('plantilla');

async function conCursos(dialect: 'sqlite' | 'postgres') {
  const handle = await nuevaBase(dialect);
  await migrateToLatest(handle);
  await handle.db
    .insertInto('cursos')
    .values([cursoNuevo('c1'), cursoNuevo('c2', 0), cursoNuevo('c3')])
    .execute();
  return handle.db;
}

describe.each(testDialects())('Plantilla (%s)', (dialect) => {
  it('compiles once per shape and runs with each call’s values', async () => {
    const db = await conCursos(dialect);
    let construidas = 0;
    const porEstado = new Plantilla((d, v: { estado: number; ids: string[]; max: number }) => {
      construidas += 1;
      return d
        .selectFrom('cursos')
        .select('id')
        .where('estado', '=', v.estado)
        .where('id', 'in', v.ids)
        .orderBy('id')
        .limit(v.max);
    });
    const ids = async (v: { estado: number; ids: string[]; max: number }) =>
      (await porEstado.filas(db, v)).map((f) => f.id);
    expect(await ids({ estado: 1, ids: ['c1', 'c3'], max: 10 })).toEqual(['c1', 'c3']);
    expect(await ids({ estado: 1, ids: ['c1', 'c3'], max: 1 })).toEqual(['c1']);
    expect(await ids({ estado: 0, ids: ['c2', 'c3'], max: 10 })).toEqual(['c2']);
    expect(construidas).toBe(1);
    // Another list length is another SQL text.
    expect(await ids({ estado: 1, ids: ['c1', 'c2', 'c3'], max: 10 })).toEqual(['c1', 'c3']);
    expect(await ids({ estado: 1, ids: ['c3'], max: 10 })).toEqual(['c3']);
    expect(construidas).toBe(3);
    expect(await ids({ estado: 1, ids: ['c2', 'c1'], max: 10 })).toEqual(['c1']);
    expect(construidas).toBe(3);
    // A list past MAXIMO_LISTA is built for its run only: lengths are not kept without end.
    const largos = [...Array.from({ length: MAXIMO_LISTA }, (_, i) => `x${i}`), 'c3'];
    expect(await ids({ estado: 1, ids: largos, max: 10 })).toEqual(['c3']);
    expect(await ids({ estado: 1, ids: largos, max: 10 })).toEqual(['c3']);
    expect(construidas).toBe(5);
  });

  it('a shape picks the optional clauses, and keys the compiled query with the lists', async () => {
    const db = await conCursos(dialect);
    let construidas = 0;
    const filtrar = new Plantilla(
      (d, v: { estado?: number; ids: string[] }, forma: { porEstado: boolean }) => {
        construidas += 1;
        let q = d.selectFrom('cursos').select('id').where('id', 'in', v.ids);
        if (forma.porEstado && v.estado !== undefined) q = q.where('estado', '=', v.estado);
        return q.orderBy('id');
      },
    );
    const ids = async (v: { estado?: number; ids: string[] }, porEstado: boolean) =>
      (await filtrar.filas(db, v, { porEstado })).map((f) => f.id);
    const todos = ['c1', 'c2', 'c3'];
    expect(await ids({ ids: todos }, false)).toEqual(todos);
    expect(await ids({ estado: 0, ids: todos }, true)).toEqual(['c2']);
    expect(await ids({ estado: 1, ids: todos }, true)).toEqual(['c1', 'c3']);
    expect(await ids({ ids: ['c2', 'c3'] }, false)).toEqual(['c2', 'c3']);
    expect(construidas).toBe(3);
  });

  it('runs inside a transaction on its connection, with the same compiled query', async () => {
    const db = await conCursos(dialect);
    let construidas = 0;
    const estadoDe = new Plantilla((d, v: { id: string }) => {
      construidas += 1;
      return d.selectFrom('cursos').select('estado').where('id', '=', v.id);
    });
    expect(await estadoDe.primera(db, { id: 'c2' })).toEqual({ estado: 0 });
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('cursos').set({ estado: 1 }).where('id', '=', 'c2').execute();
      // Sees its own uncommitted write: it ran on the transaction's connection.
      expect(await estadoDe.primera(trx, { id: 'c2' })).toEqual({ estado: 1 });
    });
    expect(await estadoDe.primera(db, { id: 'nada' })).toBeUndefined();
    expect(construidas).toBe(1);
  });

  it('a write to a watched table moves the version on every run', async () => {
    const db = await conCursos(dialect);
    const avisos: string[] = [];
    const conPlugin = db.withPlugin(new PluginVersiones((clave) => avisos.push(clave)));
    const cambiarEstado = new Plantilla((d, v: { id: string; estado: number }) =>
      d.updateTable('cursos').set({ estado: v.estado }).where('id', '=', v.id),
    );
    // Compiled first without the plugin: the plugin's database compiles its own.
    await cambiarEstado.ejecutar(db, { id: 'c1', estado: 0 });
    expect(avisos).toEqual([]);
    await cambiarEstado.ejecutar(conPlugin, { id: 'c1', estado: 1 });
    await cambiarEstado.ejecutar(conPlugin, { id: 'c3', estado: 0 });
    await conPlugin
      .transaction()
      .execute((trx) => cambiarEstado.ejecutar(trx, { id: 'c2', estado: 1 }));
    expect(avisos).toEqual(['contenido', 'contenido', 'contenido']);
    const estados = await db.selectFrom('cursos').select(['id', 'estado']).orderBy('id').execute();
    expect(estados).toEqual([
      { id: 'c1', estado: 1 },
      { id: 'c2', estado: 1 },
      { id: 'c3', estado: 0 },
    ]);
  });

  it('refuses a value that never reaches the SQL, and an undefined one', async () => {
    const db = await conCursos(dialect);
    const leeEnJs = new Plantilla((d, v: { id: string; extra: string }) =>
      d.selectFrom('cursos').select('id').where('id', '=', v.id),
    );
    await expect(leeEnJs.filas(db, { id: 'c1', extra: 'x' })).rejects.toThrow(/extra/);
    const porId = new Plantilla((d, v: { id: string | undefined }) =>
      d
        .selectFrom('cursos')
        .select('id')
        .where('id', '=', v.id ?? ''),
    );
    await expect(porId.filas(db, { id: undefined })).rejects.toThrow(/undefined/);
  });
});
