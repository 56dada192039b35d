import type { MigrationDb, NumberedMigration } from './types';

/**
 * The help wiki's view (issue 16) in every role's matrix. Everyone reads the help
 * (consultar), learners included: it is where a centre explains how to study here. The
 * tutor role (found by name, as 0012 and 0020 do) also writes and edits pages for its
 * courses; ADMINISTRADOR does everything. `desactivar` does not exist for this view, so it
 * is stored as 0 like comentarios' crear.
 */
export const migration0025: NumberedMigration = {
  name: '0025_wiki_permisos',
  async up(db: MigrationDb) {
    const roles: { id: string; nombre: string }[] = await db
      .selectFrom('roles')
      .select(['id', 'nombre'])
      .execute();
    if (roles.length === 0) return;
    const esTutor = (nombre: string) => nombre.trim().toLowerCase() === 'tutor';
    await db
      .insertInto('rol_permisos')
      .values(
        roles.map((rol) => {
          const todo = rol.nombre === 'ADMINISTRADOR' ? 1 : 0;
          const escribe = todo || (esTutor(rol.nombre) ? 1 : 0);
          return {
            rol_id: rol.id,
            vista: 'wiki',
            consultar: 1,
            crear: escribe,
            editar: escribe,
            desactivar: 0,
            eliminar: todo,
          };
        }),
      )
      .execute();
  },
};
