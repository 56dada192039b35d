import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { testDialects } from '../helpers/databases';
import { usarBasesNuevas } from '../helpers/baseNueva';

const freshDatabase = usarBasesNuevas('migra20');

describe.each(testDialects())('migration 0020_alcance_informes (%s)', (dialect) => {
  it('narrows the Tutor role to its courses and adds the view informes (data test)', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle, '0019_codigos_restablecimiento');
    await handle.db
      .insertInto('roles')
      .values({ id: 'r-doc', nombre: 'Docente', sistema: 0, creado_en: new Date().toISOString() })
      .execute();
    await migrateToLatest(handle, '0020_alcance_informes');

    const roles = await handle.db
      .selectFrom('roles')
      .select(['nombre', 'alcance'])
      .orderBy('nombre')
      .execute();
    expect(roles).toEqual([
      { nombre: 'ADMINISTRADOR', alcance: 'todos' },
      { nombre: 'Docente', alcance: 'todos' },
      { nombre: 'Estudiante', alcance: 'todos' },
      { nombre: 'Tutor', alcance: 'misCursos' },
    ]);
    const informes = await handle.db
      .selectFrom('rol_permisos')
      .innerJoin('roles', 'roles.id', 'rol_permisos.rol_id')
      .select(['roles.nombre', 'consultar', 'crear', 'eliminar'])
      .where('vista', '=', 'informes')
      .orderBy('roles.nombre')
      .execute();
    expect(informes).toEqual([
      { nombre: 'ADMINISTRADOR', consultar: 1, crear: 1, eliminar: 1 },
      { nombre: 'Docente', consultar: 0, crear: 0, eliminar: 0 },
      { nombre: 'Estudiante', consultar: 0, crear: 0, eliminar: 0 },
      { nombre: 'Tutor', consultar: 1, crear: 0, eliminar: 0 },
    ]);
  });
});
