import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { MIGRATIONS } from '../../../src/server/db/migrations';
import type { MigrationDb } from '../../../src/server/db/migrations/types';
import { textoBusqueda } from '../../../src/server/modules/usuarios/busqueda';
import { testDialects } from '../helpers/databases';
import { AHORA_MIGRACION, usarBasesNuevas } from '../helpers/baseNueva';

const freshDatabase = usarBasesNuevas('migra33');
const ESTA = '0033_busqueda_usuarios';
const ANTERIOR = MIGRATIONS[MIGRATIONS.findIndex((m) => m.name === ESTA) - 1]?.name ?? '';

/** More users than one batch of the backfill (1,000), three with accents. */
const TOTAL = 1205;
const CON_ACENTOS = [
  { nombre: 'ÁLVARO', apellidos: 'Núñez  Peña', identificacion: 'AB-123' },
  { nombre: 'Álvaro', apellidos: 'Gómez', identificacion: null },
  { nombre: 'Alvaro', apellidos: 'MUÑOZ', identificacion: '1045678901' },
];

async function sembrar(handle: DatabaseHandle): Promise<void> {
  const db: MigrationDb = handle.db;
  const filas = Array.from({ length: TOTAL }, (_, i) => {
    const acentos = CON_ACENTOS[i];
    const email = `u${String(i).padStart(5, '0')}@prueba.co`;
    return {
      id: `u${String(i).padStart(5, '0')}`,
      email: email.toUpperCase(),
      email_normalizado: email,
      nombre: acentos?.nombre ?? `Persona${i}`,
      apellidos: acentos?.apellidos ?? 'Ruiz',
      identificacion: acentos ? acentos.identificacion : String(10_000 + i),
      password_hash: 'x',
      rol_id: 'rol-estudiante',
      creado_en: AHORA_MIGRACION,
      actualizado_en: AHORA_MIGRACION,
    };
  });
  for (let i = 0; i < filas.length; i += 400) {
    await db
      .insertInto('usuarios')
      .values(filas.slice(i, i + 400))
      .execute();
  }
}

/** The rows whose folded text contains `termino`, through the index the migration made. */
async function porIndice(handle: DatabaseHandle, termino: string): Promise<string[]> {
  const r =
    handle.dialecto === 'sqlite'
      ? await sql<{ id: string }>`SELECT id FROM usuarios WHERE rowid IN
          (SELECT rowid FROM usuarios_busqueda WHERE usuarios_busqueda MATCH ${`"${termino}"`})
          ORDER BY id`.execute(handle.db)
      : await sql<{ id: string }>`SELECT id FROM usuarios WHERE busqueda LIKE ${`%${termino}%`}
          ORDER BY id`.execute(handle.db);
  return r.rows.map((f) => f.id);
}

describe.each(testDialects())('migration 0033_busqueda_usuarios (%s)', (dialect) => {
  it('fills the folded search text of existing users and indexes it (data test)', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle, ANTERIOR);
    await sembrar(handle);
    await migrateToLatest(handle, ESTA);

    const filas = await sql<{
      id: string;
      nombre: string;
      apellidos: string;
      email_normalizado: string;
      identificacion: string | null;
      busqueda: string;
    }>`SELECT id, nombre, apellidos, email_normalizado, identificacion, busqueda
       FROM usuarios ORDER BY id`.execute(handle.db);
    expect(filas.rows).toHaveLength(TOTAL);
    // The migration's frozen copy of the folding agrees with the module's.
    for (const f of filas.rows) expect(f.busqueda, f.id).toBe(textoBusqueda(f));
    expect(filas.rows[0]?.busqueda).toBe('alvaro nunez pena\u001fu00000@prueba.co\u001fab-123');
    expect(filas.rows[1]?.busqueda).toBe('alvaro gomez\u001fu00001@prueba.co\u001f');
    expect(filas.rows[1204]?.busqueda).toBe('persona1204 ruiz\u001fu01204@prueba.co\u001f11204');

    expect(await porIndice(handle, 'alvaro')).toEqual(['u00000', 'u00001', 'u00002']);
    expect(await porIndice(handle, 'munoz')).toEqual(['u00002']);
    expect(await porIndice(handle, 'persona1204')).toEqual(['u01204']);

    const arboles =
      dialect === 'sqlite'
        ? await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index'
            AND tbl_name = 'usuarios'`.execute(handle.db)
        : await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes
            WHERE tablename = 'usuarios'`.execute(handle.db);
    expect(arboles.rows.map((r) => r.name)).toContain('usuarios_texto_busqueda_idx');

    if (dialect === 'postgres') {
      const indices = await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes
        WHERE indexname = 'usuarios_busqueda_trgm_idx'`.execute(handle.db);
      expect(indices.rows[0]?.indexdef).toMatch(/USING gin \(busqueda gin_trgm_ops\)/);
      // The planner can answer the search from it (without the alternative of a scan).
      const plan = await handle.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        return sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT id FROM usuarios
          WHERE busqueda LIKE '%alvaro%'`.execute(trx);
      });
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain(
        'usuarios_busqueda_trgm_idx',
      );
    } else {
      await sql`INSERT INTO usuarios_busqueda(usuarios_busqueda, rank)
        VALUES ('integrity-check', 1)`.execute(handle.db);
    }
  });

  // SQLite only (registered only there, not skipped): PostgreSQL's index is the table's own.
  if (dialect === 'sqlite') {
    it('keeps the SQLite index in step with inserts, updates and deletes (triggers)', async () => {
      const handle = await freshDatabase(dialect);
      await migrateToLatest(handle, ANTERIOR);
      await sembrar(handle);
      await migrateToLatest(handle, ESTA);
      const db: MigrationDb = handle.db;
      await db
        .updateTable('usuarios')
        .set({ busqueda: 'zoe quintero\u001fu00001@prueba.co\u001f' })
        .where('id', '=', 'u00001')
        .execute();
      await db.deleteFrom('usuarios').where('id', '=', 'u00002').execute();
      await db
        .insertInto('usuarios')
        .values({
          id: 'nuevo',
          email: 'nuevo@prueba.co',
          email_normalizado: 'nuevo@prueba.co',
          nombre: 'Álvaro',
          apellidos: 'Nuevo',
          password_hash: 'x',
          rol_id: 'rol-estudiante',
          creado_en: AHORA_MIGRACION,
          actualizado_en: AHORA_MIGRACION,
          busqueda: 'alvaro nuevo\u001fnuevo@prueba.co\u001f',
        })
        .execute();
      expect(await porIndice(handle, 'alvaro')).toEqual(['nuevo', 'u00000']);
      expect(await porIndice(handle, 'quintero')).toEqual(['u00001']);
      // A changed name without a new search text changes nothing in the index.
      await db.updateTable('usuarios').set({ nombre: 'Otro' }).where('id', '=', 'nuevo').execute();
      expect(await porIndice(handle, 'alvaro nuevo')).toEqual(['nuevo']);
      await sql`INSERT INTO usuarios_busqueda(usuarios_busqueda, rank)
        VALUES ('integrity-check', 1)`.execute(handle.db);
    });
  }
});
