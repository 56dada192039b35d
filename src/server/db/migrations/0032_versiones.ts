import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb, NumberedMigration } from './types';

/**
 * Issue 18: the in-process caches of the caller (principal) and of the lesson order are
 * valid while a version number stays put (docs/rendimiento-sesion.md). On PostgreSQL other
 * instances write too, so each commit that touches a watched table notifies the channel
 * `versiones` with the version it moves; every instance LISTENs (db/versionesPostgres.ts).
 * - 'principal': users updated (any column but `ultimo_ingreso`, which every login writes
 *   and nothing cached reads) or deleted; roles and role permissions; revocations at logout.
 * - 'contenido': courses and lessons, any insert, update or delete (but a lesson's view
 *   count, `num_visto`, which every viewing writes); course assignments given or taken away
 *   (a playing lesson's access, multimedias/plyr.ts).
 * Same-payload notifications of one transaction are folded into one by PostgreSQL.
 *
 * SQLite: nothing. The embedded server is its file's only writer besides occasional other
 * connections (the e2e seed, the sqlite3 shell), which could not call a function this
 * process registered; the server sees their commits through `PRAGMA data_version`.
 */
export const migration0032: NumberedMigration = {
  name: '0032_versiones',
  async up(db: MigrationDb) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await sql`
      CREATE FUNCTION avisar_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- TG_ARGV[1]: the one column whose change alone moves nothing.
        IF TG_OP = 'UPDATE' AND TG_NARGS > 1
           AND (to_jsonb(OLD) - TG_ARGV[1]) = (to_jsonb(NEW) - TG_ARGV[1]) THEN
          RETURN NULL;
        END IF;
        PERFORM pg_notify('versiones', TG_ARGV[0]);
        RETURN NULL;
      END
      $$`.execute(db);
    // Row level: a statement that matched no row (a foreign key's cascade that found nothing
    // to do, for one) notifies nothing; PostgreSQL folds a bulk statement's notifications.
    await sql`CREATE TRIGGER usuarios_version AFTER UPDATE OR DELETE ON usuarios
      FOR EACH ROW EXECUTE FUNCTION avisar_version('principal', 'ultimo_ingreso')`.execute(db);
    await sql`CREATE TRIGGER multimedias_version AFTER INSERT OR UPDATE OR DELETE ON multimedias
      FOR EACH ROW EXECUTE FUNCTION avisar_version('contenido', 'num_visto')`.execute(db);
    await sql`CREATE TRIGGER usuario_cursos_version AFTER INSERT OR DELETE ON usuario_cursos
      FOR EACH ROW EXECUTE FUNCTION avisar_version('contenido')`.execute(db);
    await sql`CREATE TRIGGER tokens_revocados_version AFTER INSERT ON tokens_revocados
      FOR EACH ROW EXECUTE FUNCTION avisar_version('principal')`.execute(db);
    for (const [tabla, clave] of [
      ['roles', 'principal'],
      ['rol_permisos', 'principal'],
      ['cursos', 'contenido'],
    ] as const) {
      await sql`CREATE TRIGGER ${sql.id(`${tabla}_version`)}
        AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(tabla)}
        FOR EACH ROW EXECUTE FUNCTION avisar_version(${sql.lit(clave)})`.execute(db);
    }
  },
};
