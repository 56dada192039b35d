import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { testDialects } from '../helpers/databases';
import { usarBasesNuevas } from '../helpers/baseNueva';

const freshDatabase = usarBasesNuevas('migra25');

describe.each(testDialects())('migration 0025_wiki_permisos (%s)', (dialect) => {
  it('lets every role read the wiki, the tutor write it and only the admin delete (data test)', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle, '0024_notificaciones');
    await handle.db
      .insertInto('roles')
      .values({ id: 'r-doc', nombre: 'Docente', sistema: 0, creado_en: new Date().toISOString() })
      .execute();
    await migrateToLatest(handle, '0025_wiki_permisos');

    const wiki = await handle.db
      .selectFrom('rol_permisos')
      .innerJoin('roles', 'roles.id', 'rol_permisos.rol_id')
      .select(['roles.nombre', 'consultar', 'crear', 'editar', 'desactivar', 'eliminar'])
      .where('vista', '=', 'wiki')
      .orderBy('roles.nombre')
      .execute();
    expect(wiki).toEqual([
      { nombre: 'ADMINISTRADOR', consultar: 1, crear: 1, editar: 1, desactivar: 0, eliminar: 1 },
      { nombre: 'Docente', consultar: 1, crear: 0, editar: 0, desactivar: 0, eliminar: 0 },
      { nombre: 'Estudiante', consultar: 1, crear: 0, editar: 0, desactivar: 0, eliminar: 0 },
      { nombre: 'Tutor', consultar: 1, crear: 1, editar: 1, desactivar: 0, eliminar: 0 },
    ]);
  });
});
