import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { testDialects } from '../helpers/databases';
import { AHORA_MIGRACION, sembrarDosUsuarios, usarBasesNuevas } from '../helpers/baseNueva';

const freshDatabase = usarBasesNuevas('migra23');

function definicion(id: string, usuario: string, nombre: string) {
  return {
    id,
    usuario_id: usuario,
    nombre,
    nombre_normalizado: nombre.trim().toLowerCase(),
    desde: '2026-01-01',
    hasta: '2026-03-31',
    creado_en: AHORA_MIGRACION,
    actualizado_en: AHORA_MIGRACION,
  };
}

describe.each(testDialects())('migration 0023_definiciones_informe (%s)', (dialect) => {
  it('keeps existing users and starts them with no saved definitions (data test)', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle, '0020_alcance_informes');
    await sembrarDosUsuarios(handle);
    await migrateToLatest(handle, '0023_definiciones_informe');
    const usuarios = await handle.db.selectFrom('usuarios').select('id').orderBy('id').execute();
    expect(usuarios).toEqual([{ id: 'u1' }, { id: 'u2' }]);
    expect(await handle.db.selectFrom('definiciones_informe').selectAll().execute()).toEqual([]);
  });

  it('one name per user whatever its case, unknown users refused, gone with their user', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle);
    await sembrarDosUsuarios(handle);
    const { db } = handle;
    await db
      .insertInto('definiciones_informe')
      .values([
        definicion('d1', 'u1', 'Trimestre 1'),
        // Another user may use the same name.
        definicion('d2', 'u2', 'Trimestre 1'),
      ])
      .execute();
    await expect(
      db
        .insertInto('definiciones_informe')
        .values(definicion('d3', 'u1', 'TRIMESTRE 1'))
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('definiciones_informe')
        .values(definicion('d4', 'nadie', 'X'))
        .execute(),
    ).rejects.toThrow();
    await db.deleteFrom('usuarios').where('id', '=', 'u2').execute();
    const quedan = await db
      .selectFrom('definiciones_informe')
      .select(['id', 'usuario_id'])
      .execute();
    expect(quedan).toEqual([{ id: 'd1', usuario_id: 'u1' }]);
  });
});
