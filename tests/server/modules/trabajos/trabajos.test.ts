import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORES, MENSAJES_TRABAJOS } from '@shared/api';
import type { ConteoTrabajosVista, TrabajoFallidoVista } from '@shared/api';
import type { DatosTrabajos } from '../../../../src/server/jobs/tipos';
import { testDialects } from '../../helpers/databases';
import { crearUsuario, idAdmin, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';

interface Resumen {
  ok: true;
  data: { conteos: ConteoTrabajosVista[]; fallidos: TrabajoFallidoVista[] };
}

/** Words of the notification's own text: the admin's list must never show them. */
const CURSO_PRIVADO = 'Curso de Ana Privada';

/**
 * Issue 17, the dead-letter list an admin sees: a real job fails on every attempt in the
 * server's own queue (the SQLite runner, or pg-boss), lands in the failed list, and the
 * admin retries it through the API. Nothing is hooked in production code.
 *
 * The failing input is honest: a notification job whose `creadoEn` is missing (data from a
 * broken or older producer), so writing the notification breaks the NOT NULL constraint on
 * `notificaciones.creado_en` at every attempt, on both dialects. The production retry waits
 * (15 s doubling, six attempts: minutes) are kept; the test only moves a job that is waiting
 * for its next attempt up to "due now", in the engine's own table — the same wait skipped,
 * every attempt still run by the real queue, its real handler and its real retry bookkeeping.
 */
async function adelantarReintentos(srv: TestServer): Promise<void> {
  const db = srv.server.services.db;
  if (srv.databaseUrl) {
    // pg-boss keeps a job waiting for a retry in state 'retry' with a future start_after.
    await sql`update pgboss.job set start_after = now() where name = 'notificacion' and state = 'retry'`.execute(
      db,
    );
  } else {
    // The SQLite runner puts a failed attempt back to 'pendiente' at its retry time.
    await db
      .updateTable('trabajos')
      .set({ ejecutar_en: new Date().toISOString() })
      .where('nombre', '=', 'notificacion')
      .where('estado', '=', 'pendiente')
      .execute();
  }
}

async function resumen(srv: TestServer, token: string) {
  const res = await srv.request('GET', '/api/trabajos', { token });
  return { status: res.status, body: res.body as Resumen };
}

/** Waits (fast-forwarding retries) until the admin's list shows `n` failed jobs. */
async function esperarFallidos(srv: TestServer, token: string, n: number) {
  const fin = Date.now() + 60_000;
  while (Date.now() < fin) {
    const r = await resumen(srv, token);
    if (r.body.data.fallidos.length === n) return r.body.data;
    await adelantarReintentos(srv);
    await new Promise((ok) => setTimeout(ok, 200));
  }
  throw new Error(`la lista de fallidos no llegó a ${n}`);
}

describe.each(testDialects())('background jobs for the admin (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let adminId: string;
  let aprendiz: string;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    adminId = await idAdmin(srv);
    admin = await tokenAdmin(srv);
    aprendiz = await tokenDe(srv, await crearUsuario(srv, { email: 'aprendiz@prueba.co' }));
  });
  afterAll(() => srv.close());

  it('an admin sees a job that failed all its attempts, without its data, and retries it', async () => {
    const vacio = await resumen(srv, admin);
    expect(vacio.status).toBe(200);
    expect(vacio.body.data.fallidos).toEqual([]);

    const datos = {
      destinatarios: { usuarios: [adminId] },
      evento: {
        tipo: 'cursoAsignado',
        datos: { enlace: '/cursos/curso/c-1', cursoId: 'c-1', curso: CURSO_PRIVADO },
      },
      // Missing on purpose (see above): the column is NOT NULL.
      creadoEn: null,
    } as unknown as DatosTrabajos['notificacion'];
    await srv.server.services.trabajos.enviar('notificacion', datos);

    const lleno = await esperarFallidos(srv, admin, 1);
    const [fallido] = lleno.fallidos;
    expect(fallido).toMatchObject({
      nombre: 'notificacion',
      detalle: {
        tipoNotificacion: 'cursoAsignado',
        destinatarios: 'usuarios',
        cantidadDestinatarios: 1,
      },
      intentos: 6, // 1 + POLITICAS.notificacion.reintentos
    });
    expect(fallido?.error.toLowerCase()).toMatch(/null/);
    expect(Date.parse(fallido?.fallidoEn ?? '')).toBeGreaterThanOrEqual(
      Date.parse(fallido?.creadoEn ?? ''),
    );
    // Only the kind and how many: the notification's text and its recipient stay in the queue.
    const texto = JSON.stringify(lleno);
    expect(texto).not.toContain(CURSO_PRIVADO);
    expect(texto).not.toContain(adminId);
    // Counts by queue: exact on the runner's table; pg-boss refreshes its queue statistics
    // on its own schedule, so there only the queues are asserted.
    expect(lleno.conteos.some((c) => c.cola === 'notificacion')).toBe(true);
    if (dialect === 'sqlite')
      expect(lleno.conteos).toContainEqual({ cola: 'notificacion', estado: 'fallido', total: 1 });

    const id = fallido?._id ?? '';
    const res = await srv.request('POST', `/api/trabajos/fallidos/${id}/reintentar`, {
      token: admin,
    });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    // Gone from the list, and not retried twice.
    expect((await resumen(srv, admin)).body.data.fallidos).toEqual([]);
    const otra = await srv.request('POST', `/api/trabajos/fallidos/${id}/reintentar`, {
      token: admin,
    });
    expect(otra.status).toBe(404);
    // Queued again as a new job: it runs its attempts again and, still broken, fails again.
    const [denuevo] = (await esperarFallidos(srv, admin, 1)).fallidos;
    expect(denuevo).toMatchObject({ nombre: 'notificacion', intentos: 6 });
    expect(denuevo?._id).not.toBe(id);
  }, 150_000);

  it('a learner gets the usual 403 on both routes', async () => {
    for (const [metodo, ruta] of [
      ['GET', '/api/trabajos'],
      ['POST', '/api/trabajos/fallidos/x/reintentar'],
    ] as const) {
      const res = await srv.request(metodo, ruta, { token: aprendiz });
      expect(res).toMatchObject({
        status: 403,
        body: { ok: false, code: 'SIN_PERMISO', error: ERRORES.SIN_PERMISO.mensaje },
      });
    }
  });

  it('an unknown job answers 404 with a Spanish message', async () => {
    // A well-formed id that names no job, and one that could name none.
    for (const id of ['0b5f3a52-8f7e-4c1e-9d0a-3c2b1a0f9e8d', 'no-existe']) {
      const res = await srv.request('POST', `/api/trabajos/fallidos/${id}/reintentar`, {
        token: admin,
      });
      expect(res).toMatchObject({
        status: 404,
        body: { ok: false, code: 'NO_ENCONTRADO', error: MENSAJES_TRABAJOS.noFallido },
      });
    }
  });
});
