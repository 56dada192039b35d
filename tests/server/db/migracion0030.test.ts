import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { testDialects } from '../helpers/databases';
import { AHORA_MIGRACION, usarBasesNuevas } from '../helpers/baseNueva';

const freshDatabase = usarBasesNuevas('migra30');

describe.each(testDialects())('migration 0030_trabajos (%s)', (dialect) => {
  it('adds the empty job tables and leaves existing rows as they were (data test)', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle, '0029_importacion_tipo_registro');
    // The roles 0007 seeded: data that exists before and must be untouched after.
    const rolesAntes = await handle.db.selectFrom('roles').selectAll().orderBy('id').execute();
    expect(rolesAntes.length).toBeGreaterThan(0);
    await migrateToLatest(handle, '0030_trabajos');
    expect(await handle.db.selectFrom('trabajos').selectAll().execute()).toEqual([]);
    expect(await handle.db.selectFrom('trabajos_hechos').selectAll().execute()).toEqual([]);
    expect(await handle.db.selectFrom('roles').selectAll().orderBy('id').execute()).toEqual(
      rolesAntes,
    );
    // A key is unique: the runner's de-duplication relies on it.
    const fila = {
      nombre: 'desbloqueo',
      datos: '{}',
      estado: 'pendiente' as const,
      intentos: 0,
      max_intentos: 6,
      ejecutar_en: AHORA_MIGRACION,
      clave: 'desbloqueo:sol-30',
      error: null,
      creado_en: AHORA_MIGRACION,
      actualizado_en: AHORA_MIGRACION,
    };
    await handle.db
      .insertInto('trabajos')
      .values({ id: 't1', ...fila })
      .execute();
    await expect(
      handle.db
        .insertInto('trabajos')
        .values({ id: 't2', ...fila })
        .execute(),
    ).rejects.toThrow();
  });
});
