import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/database';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { MIGRATIONS } from '../../../src/server/db/migrations';
import { createPostgresDatabase, testDialects } from '../helpers/databases';
import type { TestDialect } from '../helpers/databases';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function freshDatabase(
  dialect: TestDialect,
): Promise<{ handle: DatabaseHandle; dataDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cf-migra-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | null = null;
  if (dialect === 'postgres') {
    const pgDb = await createPostgresDatabase();
    cleanups.push(pgDb.drop);
    databaseUrl = pgDb.url;
  }
  const handle = openDatabase({ dataDir, databaseUrl });
  cleanups.push(() => handle.db.destroy());
  return { handle, dataDir };
}

const TABLAS = [
  'archivos',
  'calificaciones',
  'certificados',
  'comentarios',
  'curso_adjuntos',
  'cursos',
  'evaluacion_preguntas',
  'evaluacion_respuestas',
  'evaluaciones',
  'intentos_evaluacion',
  'multimedia_calificaciones',
  'multimedias',
  'progresos',
  'rol_permisos',
  'roles',
  'secuencias',
  'solicitudes_curso',
  'tokens_revocados',
  'usuario_cursos',
  'usuarios',
];

describe.each(testDialects())('migrations (%s)', (dialect) => {
  it('create the whole schema of spec section 3', async () => {
    const { handle } = await freshDatabase(dialect);
    await migrateToLatest(handle);
    const tables = (await handle.db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(TABLAS));
  });

  it('leave ADMINISTRADOR with every permission and Estudiante with read access', async () => {
    const { handle } = await freshDatabase(dialect);
    await migrateToLatest(handle);
    const roles = await handle.db
      .selectFrom('roles')
      .select(['nombre', 'sistema'])
      .orderBy('nombre')
      .execute();
    expect(roles).toEqual([
      { nombre: 'ADMINISTRADOR', sistema: 1 },
      { nombre: 'Estudiante', sistema: 1 },
      { nombre: 'Tutor', sistema: 1 }, // 0012
    ]);
    const permisos = await handle.db
      .selectFrom('rol_permisos')
      .innerJoin('roles', 'roles.id', 'rol_permisos.rol_id')
      .select(['roles.nombre', 'vista', 'consultar', 'crear', 'editar', 'desactivar', 'eliminar'])
      .execute();
    const admin = permisos.filter((p) => p.nombre === 'ADMINISTRADOR');
    expect(admin).toHaveLength(9); // 0020 adds the view 'informes', 0025 'wiki'
    expect(admin.every((p) => p.consultar && p.editar && p.eliminar)).toBe(true);
    expect(admin.filter((p) => !p.desactivar).map((p) => p.vista)).toEqual(['wiki']); // no desactivar
    expect(admin.find((p) => p.vista === 'comentarios')?.crear).toBe(0); // no crear on comentarios
    const estudiante = Object.fromEntries(
      permisos.filter((p) => p.nombre === 'Estudiante').map((p) => [p.vista, p]),
    );
    expect(estudiante.usuarios?.consultar).toBe(0);
    expect(estudiante.roles?.consultar).toBe(0);
    expect(estudiante.informes?.consultar).toBe(0);
    expect(estudiante.wiki).toMatchObject({ consultar: 1, crear: 0, editar: 0, eliminar: 0 });
    expect(estudiante.cursos).toMatchObject({ consultar: 1, crear: 0, editar: 0, eliminar: 0 });
  });

  it('are idempotent: a second run changes nothing', async () => {
    const { handle } = await freshDatabase(dialect);
    await migrateToLatest(handle);
    await migrateToLatest(handle);
    const n = await handle.db
      .selectFrom('roles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(3);
  });

  it('0007 keeps a role that already exists by name and adds the missing one (data test)', async () => {
    const { handle } = await freshDatabase(dialect);
    await migrateToLatest(handle, '0006_certificados_sesiones');
    const ahora = new Date().toISOString();
    await handle.db
      .insertInto('roles')
      .values({ id: 'mi-estudiante', nombre: 'Estudiante', sistema: 0, creado_en: ahora })
      .execute();
    await migrateToLatest(handle);
    const roles = await handle.db
      .selectFrom('roles')
      .select(['id', 'nombre'])
      .orderBy('nombre')
      .execute();
    expect(roles).toEqual([
      { id: 'rol-administrador', nombre: 'ADMINISTRADOR' },
      { id: 'mi-estudiante', nombre: 'Estudiante' },
      { id: 'rol-tutor', nombre: 'Tutor' },
    ]);
  });
});

describe('migrations on SQLite', () => {
  it('back up an existing database before applying new migrations', async () => {
    const { handle, dataDir } = await freshDatabase('sqlite');
    const penultima = MIGRATIONS.at(-2)?.name;
    expect(penultima).toBeDefined();
    await migrateToLatest(handle, penultima);
    expect((await readdir(dataDir)).some((f) => f.includes('antes-de-migrar'))).toBe(false);
    await migrateToLatest(handle);
    expect((await readdir(dataDir)).filter((f) => f.includes('antes-de-migrar'))).toHaveLength(1);
  });

  it('never back up a brand-new database or one already up to date', async () => {
    const { handle, dataDir } = await freshDatabase('sqlite');
    await migrateToLatest(handle);
    await migrateToLatest(handle);
    expect((await readdir(dataDir)).some((f) => f.includes('antes-de-migrar'))).toBe(false);
  });
});
