import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/server/db/migrate';
import type { MigrationDb } from '../../../src/server/db/migrations/types';
import { testDialects } from '../helpers/databases';
import { AHORA_MIGRACION, sembrarDosUsuarios, usarBasesNuevas } from '../helpers/baseNueva';

const freshDatabase = usarBasesNuevas('migra31');

describe.each(testDialects())('migration 0031_limpieza (%s)', (dialect) => {
  it('indexes the clean-up dates, rows unchanged (data test)', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle, '0030_trabajos');
    await sembrarDosUsuarios(handle);
    const db: MigrationDb = handle.db;
    await db
      .insertInto('multimedias')
      .values({
        id: 'm1',
        nombre: '1.1 Primera',
        tipo_media: 'link',
        curso_id: null,
        creado_en: AHORA_MIGRACION,
        actualizado_en: AHORA_MIGRACION,
      })
      .execute();
    const vista = { multimedia_id: 'm1', usuario_id: 'u1', jti: 'j1', fecha: AHORA_MIGRACION };
    await db.insertInto('multimedia_vistas').values(vista).execute();
    const reporte = {
      id: 'r1',
      usuario_id: 'u2',
      multimedia_id: 'm1',
      aplicado_en: AHORA_MIGRACION,
    };
    await db.insertInto('progreso_reportes').values(reporte).execute();
    const aviso = {
      id: 'n1',
      usuario_id: 'u1',
      tipo: 'cursoAsignado',
      datos: '{}',
      creado_en: AHORA_MIGRACION,
      leida_en: null,
    };
    await db.insertInto('notificaciones').values(aviso).execute();
    await migrateToLatest(handle, '0031_limpieza');

    expect(await handle.db.selectFrom('multimedia_vistas').selectAll().execute()).toEqual([vista]);
    expect(await handle.db.selectFrom('progreso_reportes').selectAll().execute()).toEqual([
      reporte,
    ]);
    expect(await handle.db.selectFrom('notificaciones').selectAll().execute()).toEqual([aviso]);
    const indices =
      dialect === 'sqlite'
        ? await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index'`.execute(
            handle.db,
          )
        : await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes`.execute(handle.db);
    const nombres = indices.rows.map((r) => r.name);
    expect(nombres).toContain('multimedia_vistas_fecha_idx');
    expect(nombres).toContain('progreso_reportes_aplicado_idx');
    expect(nombres).toContain('notificaciones_creado_idx');
  });
});
