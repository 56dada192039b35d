import type { MigrationDb, NumberedMigration } from './types';

/**
 * Tutors see the programme (issue 15):
 * - `roles.alcance`: whose learners a role sees — 'todos' (default, every role so far) or
 *   'misCursos' (the learners of the courses assigned to the caller). The tutor role
 *   (found by name, case-insensitively, as 0012 did) becomes 'misCursos': until now it read
 *   every user's data whatever course it teaches, which is what this issue closes.
 * - the new view 'informes' (monitor, reports, maps, saved report definitions) in every
 *   role's matrix: everything for ADMINISTRADOR, consultar for the tutor role, nothing for
 *   the rest (an administrator grants it in the roles screen).
 */
export const migration0020: NumberedMigration = {
  name: '0020_alcance_informes',
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('roles')
      .addColumn('alcance', 'text', (c) => c.notNull().defaultTo('todos'))
      .execute();

    const roles: { id: string; nombre: string }[] = await db
      .selectFrom('roles')
      .select(['id', 'nombre'])
      .execute();
    const esTutor = (nombre: string) => nombre.trim().toLowerCase() === 'tutor';
    for (const rol of roles.filter((r) => esTutor(r.nombre))) {
      await db
        .updateTable('roles')
        .set({ alcance: 'misCursos' })
        .where('id', '=', rol.id)
        .execute();
    }
    if (roles.length === 0) return;
    await db
      .insertInto('rol_permisos')
      .values(
        roles.map((rol) => {
          const todo = rol.nombre === 'ADMINISTRADOR' ? 1 : 0;
          return {
            rol_id: rol.id,
            vista: 'informes',
            consultar: todo || (esTutor(rol.nombre) ? 1 : 0),
            crear: todo,
            editar: todo,
            desactivar: todo,
            eliminar: todo,
          };
        }),
      )
      .execute();
  },
};
