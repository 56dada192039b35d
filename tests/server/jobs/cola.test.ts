import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { MotorPgBoss } from '../../../src/server/jobs/motorPgBoss';
import { MotorSqlite } from '../../../src/server/jobs/motorSqlite';
import { POLITICAS } from '../../../src/server/jobs/politicas';
import type { Politicas } from '../../../src/server/jobs/politicas';
import type { ColaTrabajos, Manejadores } from '../../../src/server/jobs/tipos';
import { ejecutarUnaVez } from '../../../src/server/jobs/unaVez';
import { createPostgresDatabase, testDialects } from '../helpers/databases';
import type { TestDialect } from '../helpers/databases';
import { startTestServer } from '../helpers/testServer';

/** Short waits so retries happen within a test; the kinds of job and their counts are real. */
const RAPIDAS: Politicas = {
  ...POLITICAS,
  desbloqueo: { reintentos: 2, esperaS: 1, limiteS: 30, lote: 5 },
};

async function esperarHasta(condicion: () => Promise<boolean> | boolean, limiteMs = 20_000) {
  const fin = Date.now() + limiteMs;
  while (Date.now() < fin) {
    if (await condicion()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('la condición no se cumplió a tiempo');
}

const cierres: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cierres.splice(0).reverse()) await c();
});

/** A migrated database of the dialect and a way to open queues on it (several on PostgreSQL). */
async function base(dialect: TestDialect) {
  const dataDir = await mkdtemp(join(tmpdir(), 'cf-cola-'));
  cierres.push(() => rm(dataDir, { recursive: true, force: true }));
  const pg = dialect === 'postgres' ? await createPostgresDatabase() : null;
  if (pg) cierres.push(pg.drop);
  const handle = openDatabase({ dataDir, databaseUrl: pg?.url ?? null });
  cierres.push(() => handle.db.destroy());
  await migrateToLatest(handle);
  const cola = (): ColaTrabajos => {
    const c = pg
      ? new MotorPgBoss({ connectionString: pg.url, politicas: RAPIDAS })
      : new MotorSqlite(handle.db, { politicas: RAPIDAS, intervaloMs: 100 });
    cierres.push(() => c.detener());
    return c;
  };
  return { db: handle.db, cola };
}

/** Handlers that only count: the test gives the unlock job's behaviour. */
function manejadores(desbloqueo: Manejadores['desbloqueo']): Manejadores {
  return {
    desbloqueo,
    notificacion: async () => undefined,
    importacion: async () => undefined,
    limpieza: async () => undefined,
  };
}

describe.each(testDialects())('job queue (%s)', (dialect) => {
  it('retries a failing job, then lists it as failed; a retry queues it again', async () => {
    const { cola } = await base(dialect);
    const c = cola();
    const intentos: number[] = [];
    let falla = true;
    await c.iniciar(
      manejadores(async (_d, ctx) => {
        intentos.push(ctx.intento);
        if (falla) throw new Error(`La base no responde (intento ${ctx.intento})`);
      }),
      [],
    );
    await c.enviar('desbloqueo', { solicitudId: 's-1' });
    await esperarHasta(async () => (await c.fallidos(10)).length === 1);
    expect(intentos).toEqual([1, 2, 3]); // 1 + reintentos
    const [fallido] = await c.fallidos(10);
    expect(fallido).toMatchObject({ nombre: 'desbloqueo', datos: { solicitudId: 's-1' } });
    expect(fallido?.error).toContain('La base no responde (intento 3)');

    falla = false;
    expect(await c.reintentar(fallido?.id ?? '')).toBe(true);
    expect(await c.reintentar(fallido?.id ?? '')).toBe(false); // no longer failed
    await esperarHasta(() => intentos.length === 4);
    await esperarHasta(async () => (await c.fallidos(10)).length === 0);
  });

  it('runs a delayed job only once it is due', async () => {
    const { cola } = await base(dialect);
    const c = cola();
    const vistos: number[] = [];
    await c.iniciar(
      manejadores(async () => {
        vistos.push(Date.now());
      }),
      [],
    );
    const desde = Date.now();
    await c.enviar('desbloqueo', { solicitudId: 's-2' }, { despuesDe: new Date(desde + 2000) });
    await esperarHasta(() => vistos.length === 1);
    expect((vistos[0] ?? 0) - desde).toBeGreaterThanOrEqual(1900);
  });

  it('a job queued in a transaction that rolls back never runs', async () => {
    const { db, cola } = await base(dialect);
    const c = cola();
    const vistos: string[] = [];
    await c.iniciar(
      manejadores(async (d) => {
        vistos.push(d.solicitudId);
      }),
      [],
    );
    await db
      .transaction()
      .execute(async (trx) => {
        await c.enviar('desbloqueo', { solicitudId: 'revertida' }, { trx });
        throw new Error('la acción falló');
      })
      .catch(() => undefined);
    await db.transaction().execute(async (trx) => {
      await c.enviar('desbloqueo', { solicitudId: 'confirmada' }, { trx });
    });
    await esperarHasta(() => vistos.includes('confirmada'));
    await new Promise((r) => setTimeout(r, 1500));
    expect(vistos).toEqual(['confirmada']);
  });

  it('the ledger makes a redelivered job a no-op', async () => {
    const { db } = await base(dialect);
    const ctx = { id: 'trabajo-1', intento: 1, ultimo: false };
    let efectos = 0;
    const efecto = async () => {
      efectos += 1;
    };
    expect(await ejecutarUnaVez(db, 'notificacion', ctx, efecto)).toBe(true);
    expect(await ejecutarUnaVez(db, 'notificacion', { ...ctx, intento: 2 }, efecto)).toBe(false);
    // A failed attempt leaves no ledger row: the next delivery does the work.
    const otro = { ...ctx, id: 'trabajo-2' };
    await expect(
      ejecutarUnaVez(db, 'notificacion', otro, async () => {
        throw new Error('falló a medias');
      }),
    ).rejects.toThrow('falló a medias');
    expect(await ejecutarUnaVez(db, 'notificacion', otro, efecto)).toBe(true);
    expect(efectos).toBe(2);
  });

  if (dialect === 'postgres')
    it('two instances on one PostgreSQL run each job once', async () => {
      const { cola } = await base(dialect);
      const [a, b] = [cola(), cola()];
      const porId = new Map<string, string[]>();
      const contar = (quien: string) =>
        manejadores(async (d) => {
          porId.set(d.solicitudId, [...(porId.get(d.solicitudId) ?? []), quien]);
        });
      await a.iniciar(contar('a'), []);
      await b.iniciar(contar('b'), []);
      for (let i = 0; i < 30; i++)
        await (i % 2 ? a : b).enviar('desbloqueo', { solicitudId: `s-${i}` });
      await esperarHasta(() => porId.size === 30);
      await new Promise((r) => setTimeout(r, 1500));
      expect([...porId.values()].every((quienes) => quienes.length === 1)).toBe(true);
      expect(new Set([...porId.values()].flat())).toEqual(new Set(['a', 'b']));
    });
});

describe.each(testDialects())('the limpieza job through the queue (%s)', (dialect) => {
  it('a queued limpieza removes what is past its window', async () => {
    const srv = await startTestServer(dialect);
    cierres.push(() => srv.close());
    const db = srv.server.services.db;
    const admin = await db.selectFrom('usuarios').select('id').executeTakeFirstOrThrow();
    const vieja = new Date(Date.now() - 400 * 24 * 3600 * 1000).toISOString();
    await db
      .insertInto('notificaciones')
      .values({
        id: 'vieja',
        usuario_id: admin.id,
        tipo: 'certificadoEmitido',
        datos: '{}',
        creado_en: vieja,
        leida_en: null,
      })
      .execute();
    await srv.server.trabajos.enviar('limpieza', {});
    await esperarHasta(async () => {
      const fila = await db.selectFrom('notificaciones').select('id').executeTakeFirst();
      return fila === undefined;
    });
  });
});
