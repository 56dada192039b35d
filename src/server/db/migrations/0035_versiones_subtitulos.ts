import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb, NumberedMigration } from './types';

/**
 * Issue 18: captions move the 'contenido' version (0032_versiones), so every lesson list
 * can take each lesson's captions from memory instead of a query per page
 * (modules/multimedias/subtitulosLecciones.ts, docs/rendimiento-sesion.md).
 * SQLite: nothing, as in 0032 (the server sees other connections through data_version).
 */
export const migration0035: NumberedMigration = {
  name: '0035_versiones_subtitulos',
  async up(db: MigrationDb) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await sql`CREATE TRIGGER multimedia_subtitulos_version
      AFTER INSERT OR UPDATE OR DELETE ON multimedia_subtitulos
      FOR EACH ROW EXECUTE FUNCTION avisar_version('contenido')`.execute(db);
  },
};
