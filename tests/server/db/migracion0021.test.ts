import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/server/db/migrate';
import type { MigrationDb } from '../../../src/server/db/migrations/types';
import { testDialects } from '../helpers/databases';
import { AHORA_MIGRACION, sembrarDosUsuarios, usarBasesNuevas } from '../helpers/baseNueva';

const freshDatabase = usarBasesNuevas('migra21');

describe.each(testDialects())('migration 0021_monitor (%s)', (dialect) => {
  it('indexes evaluations and certificates by course, rows unchanged (data test)', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle, '0020_alcance_informes');
    await sembrarDosUsuarios(handle);
    const db: MigrationDb = handle.db;
    const curso = {
      id: 'c1',
      codigo: 'C1',
      nombre: 'Curso',
      color_fondo_tarjeta: '#000000',
      color_texto_tarjeta: '#FFFFFF',
      creado_en: AHORA_MIGRACION,
      last_edit: AHORA_MIGRACION,
    };
    await db.insertInto('cursos').values(curso).execute();
    await db
      .insertInto('evaluaciones')
      .values({
        id: 'e1',
        codigo: 'E1',
        nombre: 'Final',
        curso_id: 'c1',
        puntaje_minimo: 1,
        color_fondo_tarjeta: '#000000',
        creado_en: AHORA_MIGRACION,
        actualizado_en: AHORA_MIGRACION,
      })
      .execute();
    await db
      .insertInto('certificados')
      .values({
        id: 'k1',
        numero: 1,
        usuario_id: 'u1',
        curso_id: 'c1',
        evaluacion_id: 'e1',
        codigo_verificacion: 'V1',
        datos: '{}',
        emitido_en: AHORA_MIGRACION,
      })
      .execute();
    await db
      .insertInto('multimedias')
      .values({
        id: 'm1',
        nombre: '1.1 Primera',
        tipo_media: 'link',
        curso_id: 'c1',
        creado_en: AHORA_MIGRACION,
        actualizado_en: AHORA_MIGRACION,
      })
      .execute();
    await db
      .insertInto('progresos')
      .values(
        ['u1', 'u2'].map((usuario_id, i) => ({
          usuario_id,
          multimedia_id: 'm1',
          progreso: i === 0 ? 'completado' : 'iniciado',
          porcentaje: i === 0 ? 100 : 40,
          fecha: AHORA_MIGRACION,
          actualizado_en: AHORA_MIGRACION,
        })),
      )
      .execute();
    await migrateToLatest(handle, '0021_monitor');

    const certificados = await handle.db
      .selectFrom('certificados')
      .select(['id', 'usuario_id', 'curso_id', 'numero'])
      .where('curso_id', '=', 'c1')
      .execute();
    expect(certificados).toEqual([{ id: 'k1', usuario_id: 'u1', curso_id: 'c1', numero: 1 }]);
    // Read by lesson (the new index's order), every row as it was.
    const progresos = await handle.db
      .selectFrom('progresos')
      .select(['usuario_id', 'progreso', 'porcentaje'])
      .where('multimedia_id', 'in', ['m1'])
      .orderBy('usuario_id')
      .execute();
    expect(progresos).toEqual([
      { usuario_id: 'u1', progreso: 'completado', porcentaje: 100 },
      { usuario_id: 'u2', progreso: 'iniciado', porcentaje: 40 },
    ]);
    const evaluaciones = await handle.db
      .selectFrom('evaluaciones')
      .select(['id', 'curso_id'])
      .where('curso_id', '=', 'c1')
      .execute();
    expect(evaluaciones).toEqual([{ id: 'e1', curso_id: 'c1' }]);

    const indices =
      dialect === 'sqlite'
        ? await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index'`.execute(
            handle.db,
          )
        : await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes`.execute(handle.db);
    const nombres = indices.rows.map((r) => r.name);
    expect(nombres).toContain('evaluaciones_curso_idx');
    expect(nombres).toContain('certificados_curso_idx');
    expect(nombres).toContain('progresos_leccion_idx');
  });
});
