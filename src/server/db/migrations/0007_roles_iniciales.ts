import type { MigrationDb, NumberedMigration } from './types';

// Written out here rather than imported: a landed migration must not change when the
// application's defaults move on.
const VISTAS = [
  'cursos',
  'multimedias',
  'usuarios',
  'roles',
  'comentarios',
  'evaluaciones',
  'calificaciones',
];
const LECTURA_ESTUDIANTE = [
  'cursos',
  'multimedias',
  'comentarios',
  'evaluaciones',
  'calificaciones',
];

export const ID_ROL_ADMINISTRADOR = 'rol-administrador';
export const ID_ROL_ESTUDIANTE = 'rol-estudiante';

/**
 * The two system roles every installation starts with: ADMINISTRADOR (all permissions;
 * the guard also treats it as such) and Estudiante, the role signup gives learners.
 */
export const migration0007: NumberedMigration = {
  name: '0007_roles_iniciales',
  async up(db: MigrationDb) {
    const ahora = new Date().toISOString();
    const existentes: { nombre: string }[] = await db
      .selectFrom('roles')
      .select('nombre')
      .execute();
    const nombres = new Set(existentes.map((r) => r.nombre));

    const roles = [
      { id: ID_ROL_ADMINISTRADOR, nombre: 'ADMINISTRADOR', todo: true },
      { id: ID_ROL_ESTUDIANTE, nombre: 'Estudiante', todo: false },
    ].filter((r) => !nombres.has(r.nombre));

    for (const rol of roles) {
      await db
        .insertInto('roles')
        .values({ id: rol.id, nombre: rol.nombre, sistema: 1, creado_en: ahora })
        .execute();
      await db
        .insertInto('rol_permisos')
        .values(
          VISTAS.map((vista) => {
            const lee = rol.todo || LECTURA_ESTUDIANTE.includes(vista);
            const escribe = rol.todo ? 1 : 0;
            return {
              rol_id: rol.id,
              vista,
              consultar: lee ? 1 : 0,
              crear: vista === 'comentarios' ? 0 : escribe,
              editar: escribe,
              desactivar: escribe,
              eliminar: escribe,
            };
          }),
        )
        .execute();
    }
  },
};
