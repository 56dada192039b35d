import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/server/db/migrate';
import type { MigrationDb } from '../../../src/server/db/migrations/types';
import { testDialects } from '../helpers/databases';
import { AHORA_MIGRACION, sembrarDosUsuarios, usarBasesNuevas } from '../helpers/baseNueva';

const freshDatabase = usarBasesNuevas('migra28');

function subtitulo(id: string, multimediaId: string, idioma: string) {
  return {
    id,
    multimedia_id: multimediaId,
    idioma,
    etiqueta: idioma === 'es' ? 'Español' : 'English',
    nombre_servidor: `${'a'.repeat(31)}${id.slice(-1)}.vtt`,
    tamano: 40,
    sha256: 'f'.repeat(64),
    creado_por: 'u1',
    creado_en: AHORA_MIGRACION,
  };
}

describe.each(testDialects())('migration 0028_subtitulos (%s)', (dialect) => {
  it('keeps existing lessons, starts them without captions, one file per language, goes with the lesson (data test)', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle, '0025_wiki_permisos');
    await sembrarDosUsuarios(handle);
    const db: MigrationDb = handle.db;
    await db
      .insertInto('multimedias')
      .values(
        ['m1', 'm2'].map((id) => ({
          id,
          nombre: `Lección ${id}`,
          tipo_media: 'video',
          creado_en: AHORA_MIGRACION,
          actualizado_en: AHORA_MIGRACION,
        })),
      )
      .execute();
    await migrateToLatest(handle);
    const lecciones = await handle.db
      .selectFrom('multimedias')
      .select('id')
      .orderBy('id')
      .execute();
    expect(lecciones).toEqual([{ id: 'm1' }, { id: 'm2' }]);
    expect(await handle.db.selectFrom('multimedia_subtitulos').selectAll().execute()).toEqual([]);

    await handle.db
      .insertInto('multimedia_subtitulos')
      .values([
        subtitulo('s1', 'm1', 'es'),
        subtitulo('s2', 'm1', 'en'),
        subtitulo('s3', 'm2', 'es'),
      ])
      .execute();
    // A second file in the same language is refused: uploading replaces the row instead.
    await expect(
      handle.db
        .insertInto('multimedia_subtitulos')
        .values(subtitulo('s4', 'm1', 'es'))
        .execute(),
    ).rejects.toThrow();
    // A caption cannot point at a lesson that does not exist.
    await expect(
      handle.db
        .insertInto('multimedia_subtitulos')
        .values(subtitulo('s5', 'nada', 'fr'))
        .execute(),
    ).rejects.toThrow();
    // Its uploader's account may go; the caption stays.
    await handle.db.deleteFrom('usuarios').where('id', '=', 'u1').execute();
    await handle.db.deleteFrom('multimedias').where('id', '=', 'm1').execute();
    const quedan = await handle.db
      .selectFrom('multimedia_subtitulos')
      .select(['id', 'creado_por'])
      .execute();
    expect(quedan).toEqual([{ id: 's3', creado_por: null }]);
  });
});
