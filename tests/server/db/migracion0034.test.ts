import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/database';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import type { MigrationDb } from '../../../src/server/db/migrations/types';
import { createPostgresDatabase, testDialects } from '../helpers/databases';
import type { TestDialect } from '../helpers/databases';
import { AHORA_MIGRACION, sembrarDosUsuarios } from '../helpers/baseNueva';
import { escucharVersiones } from '../helpers/escuchaVersiones';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A database migrated up to 0033 with the seed below; on PostgreSQL, its URL. */
async function base(dialect: TestDialect): Promise<{ handle: DatabaseHandle; url: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cf-migra34-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const pgDb = dialect === 'postgres' ? await createPostgresDatabase() : null;
  if (pgDb) cleanups.push(pgDb.drop);
  const handle = openDatabase({ dataDir, databaseUrl: pgDb?.url ?? null });
  cleanups.push(() => handle.db.destroy());
  await migrateToLatest(handle, '0033_busqueda_usuarios');
  await sembrar(handle);
  return { handle, url: pgDb?.url ?? '' };
}

/** A course with an evaluation, an attachment and u1's certificate (columns up to 0033). */
async function sembrar(handle: DatabaseHandle): Promise<void> {
  const db: MigrationDb = handle.db;
  await sembrarDosUsuarios(handle);
  await db
    .insertInto('cursos')
    .values({
      id: 'c1',
      codigo: 'ALF01',
      nombre: 'Alfabetización',
      color_fondo_tarjeta: '#78A2EE',
      color_texto_tarjeta: '#000000',
      creado_en: AHORA_MIGRACION,
      last_edit: AHORA_MIGRACION,
    })
    .execute();
  await db
    .insertInto('evaluaciones')
    .values({
      id: 'e1',
      codigo: 'EV1',
      nombre: 'Final',
      curso_id: 'c1',
      puntaje_minimo: 1,
      color_fondo_tarjeta: '#78A2EE',
      creado_en: AHORA_MIGRACION,
      actualizado_en: AHORA_MIGRACION,
    })
    .execute();
  await db.insertInto('curso_adjuntos').values(adjunto('a1')).execute();
  await db.insertInto('certificados').values(certificado('cert1', 7)).execute();
}

const adjunto = (id: string) => ({
  id,
  curso_id: 'c1',
  filename: `${id}.pdf`,
  server_filename: `${id}-servidor.pdf`,
  descripcion: 'Guía',
  creado_en: AHORA_MIGRACION,
});
const certificado = (id: string, numero: number, usuario = 'u1') => ({
  id,
  numero,
  usuario_id: usuario,
  curso_id: 'c1',
  evaluacion_id: 'e1',
  codigo_verificacion: `ABCD-EFGH-${numero}`,
  datos: '{"nombre":"u1"}',
  emitido_en: AHORA_MIGRACION,
});

async function filas(db: MigrationDb) {
  return {
    adjuntos: await db.selectFrom('curso_adjuntos').selectAll().orderBy('id').execute(),
    certificados: await db.selectFrom('certificados').selectAll().orderBy('id').execute(),
  };
}

describe.each(testDialects())('migration 0034_versiones_cuenta_adjuntos (%s)', (dialect) => {
  it('leaves every row as it was (data test)', async () => {
    const { handle } = await base(dialect);
    const antes = await filas(handle.db);
    await migrateToLatest(handle, '0034_versiones_cuenta_adjuntos');
    expect(await filas(handle.db)).toEqual(antes);
    if (dialect === 'sqlite') {
      // SQLite gets no trigger (0032): other connections could not call this process's function.
      const triggers = await sql`SELECT name FROM sqlite_master WHERE type = 'trigger'
        AND name LIKE '%version%'`.execute(handle.db);
      expect(triggers.rows).toEqual([]);
    }
  });
});

describe.runIf(testDialects().includes('postgres'))(
  'migration 0034_versiones_cuenta_adjuntos: notifications (postgres)',
  () => {
    it('notifies contenido for certificates and attachments, not for the PDF hash', async () => {
      const { handle, url } = await base('postgres');
      await migrateToLatest(handle, '0034_versiones_cuenta_adjuntos');
      const tras = await escucharVersiones(url, (c) => cleanups.push(c));
      const db: MigrationDb = handle.db;
      const certificados = db.updateTable('certificados').where('id', '=', 'cert1');
      expect(
        await tras(() =>
          db
            .insertInto('certificados')
            .values(certificado('cert2', 8, 'u2'))
            .execute(),
        ),
      ).toEqual(['contenido']);
      expect(await tras(() => certificados.set({ sha256_pdf: 'f'.repeat(64) }).execute())).toEqual(
        [],
      );
      expect(
        await tras(() =>
          certificados.set({ revocado_en: AHORA_MIGRACION, motivo_revocacion: 'x' }).execute(),
        ),
      ).toEqual(['contenido']);
      expect(
        await tras(() => db.deleteFrom('certificados').where('id', '=', 'cert2').execute()),
      ).toEqual(['contenido']);
      expect(
        await tras(() => db.insertInto('curso_adjuntos').values(adjunto('a2')).execute()),
      ).toEqual(['contenido']);
      expect(
        await tras(() => db.updateTable('curso_adjuntos').set({ descripcion: 'Otra' }).execute()),
      ).toEqual(['contenido']);
      expect(await tras(() => db.deleteFrom('curso_adjuntos').execute())).toEqual(['contenido']);
      // Other tables of the same rows still notify nothing.
      expect(
        await tras(() => db.updateTable('evaluaciones').set({ nombre: 'Otra' }).execute()),
      ).toEqual([]);
    });
  },
);
