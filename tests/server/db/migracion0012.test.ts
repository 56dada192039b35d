import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { testDialects } from '../helpers/databases';
import { usarBasesNuevas } from '../helpers/baseNueva';

const freshDatabase = usarBasesNuevas('migra12');

function roles(handle: DatabaseHandle) {
  return handle.db
    .selectFrom('roles')
    .select(['id', 'nombre', 'sistema', 'omitir_orden'])
    .orderBy('nombre')
    .execute();
}

describe.each(testDialects())('migration 0012_progreso_orden (%s)', (dialect) => {
  it('adds the Tutor system role, read-only, allowed to skip the order like ADMINISTRADOR', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle, '0012_progreso_orden');
    expect(await roles(handle)).toEqual([
      { id: 'rol-administrador', nombre: 'ADMINISTRADOR', sistema: 1, omitir_orden: 1 },
      { id: 'rol-estudiante', nombre: 'Estudiante', sistema: 1, omitir_orden: 0 },
      { id: 'rol-tutor', nombre: 'Tutor', sistema: 1, omitir_orden: 1 },
    ]);
    const permisos = await handle.db
      .selectFrom('rol_permisos')
      .selectAll()
      .where('rol_id', '=', 'rol-tutor')
      .orderBy('vista')
      .execute();
    expect(permisos).toHaveLength(7);
    const lee = permisos.filter((p) => p.consultar === 1).map((p) => p.vista);
    expect(lee).toEqual([
      'calificaciones',
      'comentarios',
      'cursos',
      'evaluaciones',
      'multimedias',
      'usuarios',
    ]);
    expect(permisos.every((p) => p.crear + p.editar + p.desactivar + p.eliminar === 0)).toBe(true);
    const tablas = (await handle.db.introspection.getTables()).map((t) => t.name);
    expect(tablas).toContain('progreso_reportes');
  });

  it('keeps a Tutor role made by hand and lets it skip the order (data test)', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle, '0011_multimedia_vistas');
    await handle.db
      .insertInto('roles')
      .values({ id: 'mi-tutor', nombre: 'Tutor', sistema: 0, creado_en: new Date().toISOString() })
      .execute();
    await handle.db
      .insertInto('rol_permisos')
      .values({
        rol_id: 'mi-tutor',
        vista: 'cursos',
        consultar: 1,
        crear: 1,
        editar: 0,
        desactivar: 0,
        eliminar: 0,
      })
      .execute();
    await migrateToLatest(handle, '0012_progreso_orden');
    expect(await roles(handle)).toEqual([
      { id: 'rol-administrador', nombre: 'ADMINISTRADOR', sistema: 1, omitir_orden: 1 },
      { id: 'rol-estudiante', nombre: 'Estudiante', sistema: 1, omitir_orden: 0 },
      { id: 'mi-tutor', nombre: 'Tutor', sistema: 0, omitir_orden: 1 },
    ]);
    // Its own permissions are left as they were.
    const permisos = await handle.db
      .selectFrom('rol_permisos')
      .select(['vista', 'crear'])
      .where('rol_id', '=', 'mi-tutor')
      .execute();
    expect(permisos).toEqual([{ vista: 'cursos', crear: 1 }]);
  });
});
