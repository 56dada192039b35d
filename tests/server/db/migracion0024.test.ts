import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { testDialects } from '../helpers/databases';
import { AHORA_MIGRACION, sembrarDosUsuarios, usarBasesNuevas } from '../helpers/baseNueva';

const freshDatabase = usarBasesNuevas('migra24');

function notificacion(id: string, usuario: string, leida: string | null) {
  return {
    id,
    usuario_id: usuario,
    tipo: 'cursoAsignado',
    datos: '{"cursoId":"c1"}',
    creado_en: AHORA_MIGRACION,
    leida_en: leida,
  };
}

describe.each(testDialects())('migration 0024_notificaciones (%s)', (dialect) => {
  it('keeps existing users and starts them with no notifications (data test)', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle, '0020_alcance_informes');
    await sembrarDosUsuarios(handle);
    await migrateToLatest(handle, '0024_notificaciones');
    const usuarios = await handle.db.selectFrom('usuarios').select('id').orderBy('id').execute();
    expect(usuarios).toEqual([{ id: 'u1' }, { id: 'u2' }]);
    expect(await handle.db.selectFrom('notificaciones').selectAll().execute()).toEqual([]);
  });

  it('stores per user, refuses unknown users and goes with a deleted user', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle);
    await sembrarDosUsuarios(handle);
    const { db } = handle;
    await db
      .insertInto('notificaciones')
      .values([
        notificacion('n1', 'u1', null),
        notificacion('n2', 'u1', AHORA_MIGRACION),
        notificacion('n3', 'u2', null),
      ])
      .execute();
    await expect(
      db
        .insertInto('notificaciones')
        .values(notificacion('n4', 'nadie', null))
        .execute(),
    ).rejects.toThrow();
    const noLeidas = await db
      .selectFrom('notificaciones')
      .select('id')
      .where('usuario_id', '=', 'u1')
      .where('leida_en', 'is', null)
      .execute();
    expect(noLeidas).toEqual([{ id: 'n1' }]);
    await db.deleteFrom('usuarios').where('id', '=', 'u1').execute();
    const quedan = await db.selectFrom('notificaciones').select('id').execute();
    expect(quedan).toEqual([{ id: 'n3' }]);
  });
});
