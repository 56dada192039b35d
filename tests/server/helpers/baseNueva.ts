import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { openDatabase } from '../../../src/server/db/database';
import type { DatabaseHandle } from '../../../src/server/db/database';
import type { MigrationDb } from '../../../src/server/db/migrations/types';
import { createPostgresDatabase } from './databases';
import type { TestDialect } from './databases';

/**
 * For migration data tests: an empty, unmigrated database of the given dialect (a SQLite
 * file in a temp folder, or a new PostgreSQL database), removed after each test. Call once
 * at the top of a test file; it registers its own afterEach.
 */
export function usarBasesNuevas(
  prefijo: string,
): (dialect: TestDialect) => Promise<DatabaseHandle> {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });
  return async (dialect) => {
    const dataDir = await mkdtemp(join(tmpdir(), `cf-${prefijo}-`));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | null = null;
    if (dialect === 'postgres') {
      const pgDb = await createPostgresDatabase();
      cleanups.push(pgDb.drop);
      databaseUrl = pgDb.url;
    }
    const handle = openDatabase({ dataDir, databaseUrl });
    cleanups.push(() => handle.db.destroy());
    return handle;
  };
}

/** A fixed timestamp for rows the migration tests write. */
export const AHORA_MIGRACION = '2026-11-21T09:00:00.000Z';

/** A whole `cursos` row of the latest schema, active unless told (estado 0). */
export const cursoNuevo = (id: string, estado = 1) => ({
  id,
  codigo: id,
  nombre: id,
  descripcion: '',
  descripcion2: '',
  objetivos: '',
  metodologia: '',
  imagen_fondo: null,
  color_fondo_tarjeta: '#78A2EE',
  color_texto_tarjeta: '#FFFFFF',
  module_subtitles: '{}',
  estado,
  disco: null,
  memoria: null,
  creado_en: AHORA_MIGRACION,
  last_edit: AHORA_MIGRACION,
});

/**
 * Users 'u1' and 'u2' written with the columns every migration since 0001 knows (the others
 * take their defaults): untyped, like a migration, since the schema is not today's.
 */
export async function sembrarDosUsuarios(handle: DatabaseHandle): Promise<void> {
  const db: MigrationDb = handle.db;
  await db
    .insertInto('usuarios')
    .values(
      ['u1', 'u2'].map((id) => ({
        id,
        email: `${id}@prueba.co`,
        email_normalizado: `${id}@prueba.co`,
        nombre: id,
        password_hash: 'x',
        rol_id: 'rol-estudiante',
        creado_en: AHORA_MIGRACION,
        actualizado_en: AHORA_MIGRACION,
      })),
    )
    .execute();
}
