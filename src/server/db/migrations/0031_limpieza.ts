import type { MigrationDb, NumberedMigration } from './types';

/**
 * Issue 17: the hourly clean-up (src/server/jobs/limpieza.ts, docs/limpieza.md) deletes
 * rows older than a window, oldest first, a few thousand at a time. Each table needs its
 * date indexed for that, or every batch would read the whole table:
 * - `multimedia_vistas(fecha)` and `progreso_reportes(aplicado_en)`: until now only keyed
 *   by lesson/user/session and user/report id;
 * - `notificaciones(creado_en)`: the retention purge so far went user by user through
 *   (usuario_id, creado_en); the global sweep of users who never open the list cannot.
 * Indexes only: no data changes. Each costs one more index entry per insert (a progress
 * report every 10 s of study, a view per lesson and session, a notification per recipient).
 */
export const migration0031: NumberedMigration = {
  name: '0031_limpieza',
  async up(db: MigrationDb) {
    await db.schema
      .createIndex('multimedia_vistas_fecha_idx')
      .on('multimedia_vistas')
      .column('fecha')
      .execute();
    await db.schema
      .createIndex('progreso_reportes_aplicado_idx')
      .on('progreso_reportes')
      .column('aplicado_en')
      .execute();
    await db.schema
      .createIndex('notificaciones_creado_idx')
      .on('notificaciones')
      .column('creado_en')
      .execute();
  },
};
