import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/server/db/migrate';
import type { MigrationDb } from '../../../src/server/db/migrations/types';
import { AperturasRepository } from '../../../src/server/modules/multimedias/repositoryAperturas';
import { testDialects } from '../helpers/databases';
import { AHORA_MIGRACION, sembrarDosUsuarios, usarBasesNuevas } from '../helpers/baseNueva';

const freshDatabase = usarBasesNuevas('migra17');

describe.each(testDialects())('migration 0017_progreso_verificable (%s)', (dialect) => {
  it('keeps stored files unmeasured (read on first need) and records no opening (data test)', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle, '0016_importaciones');
    const db: MigrationDb = handle.db;
    await sembrarDosUsuarios(handle);
    await db
      .insertInto('archivos')
      .values({
        id: 'a1',
        nombre_servidor: '0123456789abcdef0123456789abcdef.mp4',
        nombre_original: 'clase.mp4',
        tipo_mime: 'video/mp4',
        tamano: 2048,
        sha256: 'f'.repeat(64),
        creado_por: 'u1',
        creado_en: AHORA_MIGRACION,
      })
      .execute();
    await db
      .insertInto('multimedias')
      .values({
        id: 'm1',
        nombre: '1.1 Clase',
        tipo_media: 'Video',
        archivo_id: 'a1',
        creado_en: AHORA_MIGRACION,
        actualizado_en: AHORA_MIGRACION,
      })
      .execute();

    await migrateToLatest(handle);

    const archivo = await handle.db
      .selectFrom('archivos')
      .select(['id', 'tamano', 'duracion_ms', 'paginas', 'medido_en'])
      .executeTakeFirstOrThrow();
    expect({ ...archivo, tamano: Number(archivo.tamano) }).toEqual({
      id: 'a1',
      tamano: 2048,
      duracion_ms: null,
      paginas: null,
      medido_en: null,
    });
    const aperturas = new AperturasRepository(handle.db);
    expect(await aperturas.primera('u1', 'm1')).toBeNull();
    // One opening per user and lesson: the first one is kept.
    await aperturas.registrar('u1', 'm1', new Date(AHORA_MIGRACION));
    await aperturas.registrar('u1', 'm1', new Date('2026-11-22T09:00:00.000Z'));
    expect(await aperturas.primera('u1', 'm1')).toEqual(new Date(AHORA_MIGRACION));
    // Openings go with their lesson.
    await handle.db.deleteFrom('multimedias').where('id', '=', 'm1').execute();
    const resto = await handle.db
      .selectFrom('leccion_aperturas')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(resto.n)).toBe(0);
  });
});
