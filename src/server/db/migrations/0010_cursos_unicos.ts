import { sql } from 'kysely';
import type { MigrationDb, NumberedMigration } from './types';

/**
 * Uniqueness the course handlers rely on under concurrency (two admins, two instances on
 * one PostgreSQL), where a check-then-insert alone would let duplicates through:
 * - a course code once, case-insensitively ("mod1" and "MOD1" are the same course);
 * - one pending unlock request per user and course (approved ones may repeat).
 * Both are expression/partial indexes, which SQLite and PostgreSQL both support. Courses
 * could not be created through the API before this migration, so no duplicates exist.
 */
export const migration0010: NumberedMigration = {
  name: '0010_cursos_unicos',
  async up(db: MigrationDb) {
    await db.schema
      .createIndex('cursos_codigo_unico')
      .on('cursos')
      .unique()
      .expression(sql`lower(codigo)`)
      .execute();
    await db.schema
      .createIndex('solicitudes_curso_pendiente_unica')
      .on('solicitudes_curso')
      .columns(['usuario_id', 'curso_id'])
      .unique()
      .where(sql<boolean>`estado = 'pendiente'`)
      .execute();
  },
};
