import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb, NumberedMigration } from './types';

/**
 * Issue 18: two more tables move the 'contenido' version (0032_versiones), so the caches
 * of a session refresh and of the course list can keep what they read
 * (docs/rendimiento-sesion.md):
 * - `certificados`: issued, revoked or deleted — every `/auth/token` answers the caller's
 *   valid certificates. Filling in a certificate's PDF hash (`sha256_pdf`, at its first
 *   download) moves nothing: nothing cached reads it.
 * - `curso_adjuntos`: a course's attachments, which every course list answers.
 * SQLite: nothing, as in 0032 (the server sees other connections through data_version).
 */
export const migration0034: NumberedMigration = {
  name: '0034_versiones_cuenta_adjuntos',
  async up(db: MigrationDb) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await sql`CREATE TRIGGER certificados_version AFTER INSERT OR UPDATE OR DELETE ON certificados
      FOR EACH ROW EXECUTE FUNCTION avisar_version('contenido', 'sha256_pdf')`.execute(db);
    await sql`CREATE TRIGGER curso_adjuntos_version
      AFTER INSERT OR UPDATE OR DELETE ON curso_adjuntos
      FOR EACH ROW EXECUTE FUNCTION avisar_version('contenido')`.execute(db);
  },
};
