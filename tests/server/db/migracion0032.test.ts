import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/database';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import type { MigrationDb } from '../../../src/server/db/migrations/types';
import { createPostgresDatabase, testDialects } from '../helpers/databases';
import { AHORA_MIGRACION, sembrarDosUsuarios } from '../helpers/baseNueva';
import { escucharVersiones } from '../helpers/escuchaVersiones';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function base(
  dialect: 'sqlite' | 'postgres',
): Promise<{ handle: DatabaseHandle; url: string | null }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cf-migra32-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  let url: string | null = null;
  if (dialect === 'postgres') {
    const pgDb = await createPostgresDatabase();
    cleanups.push(pgDb.drop);
    url = pgDb.url;
  }
  const handle = openDatabase({ dataDir, databaseUrl: url });
  cleanups.push(() => handle.db.destroy());
  await migrateToLatest(handle, '0031_limpieza');
  await sembrarDosUsuarios(handle);
  return { handle, url };
}

const escucha = (url: string) => escucharVersiones(url, (c) => cleanups.push(c));

const curso = (id: string) => ({
  id,
  codigo: id,
  nombre: id,
  color_fondo_tarjeta: '#78A2EE',
  color_texto_tarjeta: '#FFFFFF',
  estado: 1,
  creado_en: AHORA_MIGRACION,
  last_edit: AHORA_MIGRACION,
});
const leccion = (id: string, cursoId: string) => ({
  id,
  nombre: id,
  tipo_media: 'link',
  curso_id: cursoId,
  creado_en: AHORA_MIGRACION,
  actualizado_en: AHORA_MIGRACION,
});

describe.each(testDialects())('migration 0032_versiones (%s)', (dialect) => {
  it('leaves every row as it was (data test)', async () => {
    const { handle } = await base(dialect);
    const db: MigrationDb = handle.db;
    const antes = await db.selectFrom('usuarios').selectAll().orderBy('id').execute();
    await migrateToLatest(handle, '0032_versiones');
    expect(await db.selectFrom('usuarios').selectAll().orderBy('id').execute()).toEqual(antes);
    if (dialect === 'sqlite') {
      // SQLite gets no trigger: other connections could not call this process's function.
      const triggers = await sql`SELECT name FROM sqlite_master WHERE type = 'trigger'`.execute(db);
      expect(triggers.rows).toEqual([]);
    }
  });
});

describe.runIf(testDialects().includes('postgres'))(
  'migration 0032_versiones: notifications (postgres)',
  () => {
    it('notifies the version each watched write moves, at commit, and nothing else', async () => {
      const { handle, url } = await base('postgres');
      await migrateToLatest(handle, '0032_versiones');
      const tras = await escucha(url ?? '');
      const db: MigrationDb = handle.db;
      const usuario = (set: Record<string, unknown>) => () =>
        db.updateTable('usuarios').set(set).where('id', '=', 'u1').execute();

      expect(await tras(usuario({ ultimo_ingreso: AHORA_MIGRACION }))).toEqual([]);
      for (const set of [
        { activo: 0 },
        { rol_id: 'rol-administrador' },
        { version_token: 7 },
        { nombre: 'Otra' },
        { ultimo_ingreso: '2026-11-22T00:00:00.000Z', custom_data: '{"a":1}' },
      ]) {
        expect(await tras(usuario(set)), JSON.stringify(set)).toEqual(['principal']);
      }
      // Same values again: no column changed, nothing cached can be stale.
      expect(await tras(usuario({ nombre: 'Otra' }))).toEqual([]);
      expect(await tras(() => db.deleteFrom('usuarios').where('id', '=', 'u2').execute())).toEqual([
        'principal',
      ]);
      const revocado = { jti: 'j1', expira_en: AHORA_MIGRACION };
      expect(
        await tras(() => db.insertInto('tokens_revocados').values(revocado).execute()),
      ).toEqual(['principal']);
      expect(await tras(() => db.deleteFrom('tokens_revocados').execute())).toEqual([]);

      const rol = { id: 'r1', nombre: 'Rol de prueba 32', sistema: 0, creado_en: AHORA_MIGRACION };
      expect(await tras(() => db.insertInto('roles').values(rol).execute())).toEqual(['principal']);
      expect(
        await tras(() =>
          db.updateTable('roles').set({ nombre: 'T2' }).where('id', '=', 'r1').execute(),
        ),
      ).toEqual(['principal']);
      const permiso = {
        rol_id: 'r1',
        vista: 'cursos',
        consultar: 1,
        crear: 0,
        editar: 0,
        desactivar: 0,
        eliminar: 0,
      };
      expect(await tras(() => db.insertInto('rol_permisos').values(permiso).execute())).toEqual([
        'principal',
      ]);
      expect(
        await tras(() =>
          db.updateTable('rol_permisos').set({ crear: 1 }).where('rol_id', '=', 'r1').execute(),
        ),
      ).toEqual(['principal']);
      expect(
        await tras(() => db.deleteFrom('rol_permisos').where('rol_id', '=', 'r1').execute()),
      ).toEqual(['principal']);
      expect(await tras(() => db.deleteFrom('roles').where('id', '=', 'r1').execute())).toEqual([
        'principal',
      ]);

      expect(await tras(() => db.insertInto('cursos').values(curso('c1')).execute())).toEqual([
        'contenido',
      ]);
      expect(await tras(() => db.updateTable('cursos').set({ nombre: 'C' }).execute())).toEqual([
        'contenido',
      ]);
      expect(
        await tras(() => db.insertInto('multimedias').values(leccion('m1', 'c1')).execute()),
      ).toEqual(['contenido']);
      expect(
        await tras(() => db.updateTable('multimedias').set({ nombre: '2' }).execute()),
      ).toEqual(['contenido']);
      // Each viewing counts itself: nothing cached reads the count.
      expect(
        await tras(() => db.updateTable('multimedias').set({ num_visto: 9 }).execute()),
      ).toEqual([]);
      const asignacion = { usuario_id: 'u1', curso_id: 'c1', asignado_en: AHORA_MIGRACION };
      expect(
        await tras(() => db.insertInto('usuario_cursos').values(asignacion).execute()),
      ).toEqual(['contenido']);
      expect(
        await tras(() => db.updateTable('usuario_cursos').set({ asignado_en: 'x' }).execute()),
      ).toEqual([]);
      expect(await tras(() => db.deleteFrom('usuario_cursos').execute())).toEqual(['contenido']);
      expect(await tras(() => db.deleteFrom('multimedias').execute())).toEqual(['contenido']);
      expect(await tras(() => db.deleteFrom('cursos').execute())).toEqual(['contenido']);
    });

    it('notifies nothing for a rolled-back change, and once per version for a bulk one', async () => {
      const { handle, url } = await base('postgres');
      await migrateToLatest(handle, '0032_versiones');
      const tras = await escucha(url ?? '');
      const db: MigrationDb = handle.db;
      const deshecha = () =>
        db.transaction().execute(async (trx) => {
          await trx.updateTable('usuarios').set({ activo: 0 }).execute();
          throw new Error('deshacer');
        });
      expect(await tras(() => deshecha().catch(() => undefined))).toEqual([]);
      const recibidos: string[] = [];
      const cliente = new pg.Client({ connectionString: url ?? '' });
      await cliente.connect();
      cleanups.push(() => cliente.end());
      cliente.on('notification', (n) => recibidos.push(n.payload ?? ''));
      await cliente.query('LISTEN versiones');
      expect(await tras(() => db.updateTable('usuarios').set({ activo: 0 }).execute())).toEqual([
        'principal',
      ]);
      await cliente.query(`NOTIFY versiones, 'fin'`);
      await expect.poll(() => recibidos.at(-1)).toBe('fin');
      // Two users updated in one statement: PostgreSQL folds the identical notifications.
      expect(recibidos.filter((p) => p === 'principal')).toEqual(['principal']);
    });
  },
);
