import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import type { MigrationDb } from '../../../src/server/db/migrations/types';
import { testDialects } from '../helpers/databases';
import { AHORA_MIGRACION, sembrarDosUsuarios, usarBasesNuevas } from '../helpers/baseNueva';

const freshDatabase = usarBasesNuevas('migra15');

const AHORA = AHORA_MIGRACION;

/**
 * Two users and a lesson, written with the columns every migration up to 0014 knows (the
 * others take their defaults): untyped, like a migration, since the schema is not today's.
 */
async function sembrar(handle: DatabaseHandle): Promise<void> {
  const db: MigrationDb = handle.db;
  await sembrarDosUsuarios(handle);
  await db
    .insertInto('multimedias')
    .values({
      id: 'm1',
      nombre: '1.1 Foro',
      tipo_media: 'video',
      creado_en: AHORA,
      actualizado_en: AHORA,
    })
    .execute();
}

function comentario(id: string, usuarioId: string, idCliente?: string | null) {
  return {
    id,
    multimedia_id: 'm1',
    usuario_id: usuarioId,
    parent_id: null,
    titulo: 'T',
    texto: 'x',
    pinned: 0,
    vistas: 0,
    creado_en: AHORA,
    actualizado_en: AHORA,
    ...(idCliente === undefined ? {} : { id_cliente: idCliente }),
  };
}

describe.each(testDialects())('migration 0015_comentario_cliente (%s)', (dialect) => {
  it('keeps existing comments with no client id (data test)', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle, '0014_evaluaciones_indices');
    await sembrar(handle);
    await handle.db
      .insertInto('comentarios')
      .values([comentario('c1', 'u1'), comentario('c2', 'u1')])
      .execute();
    await migrateToLatest(handle);
    const filas = await handle.db
      .selectFrom('comentarios')
      .select(['id', 'usuario_id', 'texto', 'id_cliente'])
      .orderBy('id')
      .execute();
    expect(filas).toEqual([
      { id: 'c1', usuario_id: 'u1', texto: 'x', id_cliente: null },
      { id: 'c2', usuario_id: 'u1', texto: 'x', id_cliente: null },
    ]);
  });

  it('makes a client id unique per author; NULLs and other authors never collide', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle);
    await sembrar(handle);
    const ins = (fila: ReturnType<typeof comentario>) =>
      handle.db.insertInto('comentarios').values(fila).execute();
    await ins(comentario('a', 'u1', 'k1'));
    await ins(comentario('b', 'u2', 'k1'));
    await ins(comentario('c', 'u1', null));
    await ins(comentario('d', 'u1', null));
    await expect(ins(comentario('e', 'u1', 'k1'))).rejects.toThrow();
    // The author gone (usuario_id set to NULL) frees nothing and blocks nothing either.
    await handle.db.deleteFrom('usuarios').where('id', '=', 'u2').execute();
    await ins(comentario('f', 'u1', 'k2'));
    const filas = await handle.db
      .selectFrom('comentarios')
      .select(['id', 'usuario_id', 'id_cliente'])
      .orderBy('id')
      .execute();
    expect(filas).toEqual([
      { id: 'a', usuario_id: 'u1', id_cliente: 'k1' },
      { id: 'b', usuario_id: null, id_cliente: 'k1' },
      { id: 'c', usuario_id: 'u1', id_cliente: null },
      { id: 'd', usuario_id: 'u1', id_cliente: null },
      { id: 'f', usuario_id: 'u1', id_cliente: 'k2' },
    ]);
  });
});
