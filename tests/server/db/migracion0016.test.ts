import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { testDialects } from '../helpers/databases';
import { AHORA_MIGRACION, sembrarDosUsuarios, usarBasesNuevas } from '../helpers/baseNueva';

const freshDatabase = usarBasesNuevas('migra16');

const AHORA = AHORA_MIGRACION;

function lote(id: string) {
  return {
    id,
    usuario_id: 'u1',
    creado_en: AHORA,
    terminado_en: null,
    estado: 'completado',
    modo: 'soloNuevos',
    reemplazar_cursos: 0,
    archivo_nombre: 'usuarios.csv',
    codificacion: 'utf-8',
    delimitador: ';',
    desconocidas: '[]',
    total: 1,
    conteo_nuevo: 1,
    conteo_actualizado: 0,
    conteo_sin_cambios: 0,
    conteo_error: 0,
    fase: null,
    procesadas: 1,
    aplicar: 1,
    creados: 1,
    actualizados: 0,
    deshechos: 0,
    error: null,
    resultado: '{}',
  };
}

describe.each(testDialects())('migration 0016_importaciones (%s)', (dialect) => {
  it('keeps existing users, with no lote (data test)', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle, '0015_comentario_cliente');
    await sembrarDosUsuarios(handle);
    await migrateToLatest(handle);
    const filas = await handle.db
      .selectFrom('usuarios')
      .select(['id', 'email', 'lote_id'])
      .orderBy('id')
      .execute();
    expect(filas).toEqual([
      { id: 'u1', email: 'u1@prueba.co', lote_id: null },
      { id: 'u2', email: 'u2@prueba.co', lote_id: null },
    ]);
  });

  it('links users and credentials to their lote; deletes cascade or unlink', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle);
    await sembrarDosUsuarios(handle);
    const { db } = handle;
    await db
      .insertInto('importaciones_lote')
      .values([lote('l1'), lote('l2')])
      .execute();
    await db.updateTable('usuarios').set({ lote_id: 'l1' }).where('id', '=', 'u2').execute();
    await db
      .insertInto('importaciones_credencial')
      .values({ lote_id: 'l1', usuario_id: 'u2', password_cifrada: 'c' })
      .execute();
    // One credential per user and lote.
    await expect(
      db
        .insertInto('importaciones_credencial')
        .values({ lote_id: 'l1', usuario_id: 'u2', password_cifrada: 'd' })
        .execute(),
    ).rejects.toThrow();
    // A user of an unknown lote is refused.
    await expect(
      db.updateTable('usuarios').set({ lote_id: 'no-existe' }).where('id', '=', 'u1').execute(),
    ).rejects.toThrow();
    // Deleting the user removes their credential; deleting a lote unlinks its users.
    await db.deleteFrom('usuarios').where('id', '=', 'u2').execute();
    expect(await db.selectFrom('importaciones_credencial').selectAll().execute()).toEqual([]);
    await db.updateTable('usuarios').set({ lote_id: 'l2' }).where('id', '=', 'u1').execute();
    await db.deleteFrom('importaciones_lote').where('id', '=', 'l2').execute();
    expect(await db.selectFrom('usuarios').select(['id', 'lote_id']).execute()).toEqual([
      { id: 'u1', lote_id: null },
    ]);
  });
});
