import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { testDialects } from '../helpers/databases';
import { usarBasesNuevas } from '../helpers/baseNueva';

const freshDatabase = usarBasesNuevas('migra29');

describe.each(testDialects())('migration 0029_importacion_tipo_registro (%s)', (dialect) => {
  it('gives older batches 0 users defaulted to Estudiante (data test)', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle, '0028_subtitulos');
    const admin = await handle.db.selectFrom('usuarios').select('id').executeTakeFirst();
    const usuarioId = admin?.id ?? 'sin-admin';
    await handle.db
      .insertInto('importaciones_lote')
      .values({
        id: 'lote-viejo',
        usuario_id: usuarioId,
        creado_en: '2026-01-01T00:00:00.000Z',
        terminado_en: null,
        estado: 'validado',
        modo: null,
        reemplazar_cursos: 0,
        archivo_nombre: 'viejo.csv',
        codificacion: 'utf-8',
        delimitador: ';',
        desconocidas: '[]',
        total: 3,
        conteo_nuevo: 3,
        conteo_actualizado: 0,
        conteo_sin_cambios: 0,
        conteo_error: 0,
        fase: null,
        procesadas: 0,
        aplicar: 0,
        creados: 0,
        actualizados: 0,
        deshechos: 0,
        error: null,
        resultado: '{"encabezados":[],"columnas":[],"filas":[]}',
      })
      .execute();
    await migrateToLatest(handle, '0029_importacion_tipo_registro');
    const lote = await handle.db
      .selectFrom('importaciones_lote')
      .select(['id', 'tipo_registro_predeterminado', 'total'])
      .executeTakeFirstOrThrow();
    expect(lote).toEqual({ id: 'lote-viejo', tipo_registro_predeterminado: 0, total: 3 });
  });
});
