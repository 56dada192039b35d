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
const LECTURA_TUTOR = [
  'cursos',
  'multimedias',
  'comentarios',
  'evaluaciones',
  'calificaciones',
  'usuarios',
];

export const ID_ROL_TUTOR = 'rol-tutor';

/**
 * Monotonic, idempotent progress and sequential access (spec 4):
 * - `progreso_reportes` remembers every client-chosen report id per user, so a report
 *   retried after a network error or replayed from the offline outbox is applied once
 *   (keyed by user too, so one user's ids can never swallow another user's reports);
 * - `roles.omitir_orden` lets a role open lessons out of order: ADMINISTRADOR and a
 *   system role 'Tutor' by default, instead of the two hard-coded demo accounts of old.
 */
export const migration0012: NumberedMigration = {
  name: '0012_progreso_orden',
  async up(db: MigrationDb) {
    await db.schema
      .createTable('progreso_reportes')
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('usuario_id', 'text', (c) =>
        c.notNull().references('usuarios.id').onDelete('cascade'),
      )
      .addColumn('multimedia_id', 'text', (c) =>
        c.notNull().references('multimedias.id').onDelete('cascade'),
      )
      .addColumn('aplicado_en', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('progreso_reportes_pk', ['usuario_id', 'id'])
      .execute();

    await db.schema
      .alterTable('roles')
      .addColumn('omitir_orden', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db
      .updateTable('roles')
      .set({ omitir_orden: 1 })
      .where('nombre', '=', 'ADMINISTRADOR')
      .execute();

    // Role names are unique case-insensitively in the application: an existing 'tutor'
    // (made by hand) is the tutor role and is kept as it is, only allowed to skip the order.
    const roles: { id: string; nombre: string }[] = await db
      .selectFrom('roles')
      .select(['id', 'nombre'])
      .execute();
    const existente = roles.find((r) => r.nombre.trim().toLowerCase() === 'tutor');
    if (existente) {
      await db
        .updateTable('roles')
        .set({ omitir_orden: 1 })
        .where('id', '=', existente.id)
        .execute();
      return;
    }
    await db
      .insertInto('roles')
      .values({
        id: ID_ROL_TUTOR,
        nombre: 'Tutor',
        sistema: 1,
        omitir_orden: 1,
        creado_en: new Date().toISOString(),
      })
      .execute();
    await db
      .insertInto('rol_permisos')
      .values(
        VISTAS.map((vista) => ({
          rol_id: ID_ROL_TUTOR,
          vista,
          consultar: LECTURA_TUTOR.includes(vista) ? 1 : 0,
          crear: 0,
          editar: 0,
          desactivar: 0,
          eliminar: 0,
        })),
      )
      .execute();
  },
};
