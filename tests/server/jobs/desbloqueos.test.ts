import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Curso } from '@shared/api/cursos';
import { testDialects } from '../helpers/databases';
import { crearUsuario, tokenAdmin, tokenDe } from '../helpers/cuentas';
import { startTestServer } from '../helpers/testServer';
import type { TestServer } from '../helpers/testServer';
import { nuevoCurso } from '../modules/cursos/ayudas';
import { aprobarSolicitud } from '../../../src/server/jobs/desbloqueos';

const DEMORA_MS = 300;

async function esperarHasta(condicion: () => Promise<boolean>, limiteMs = 8000): Promise<void> {
  const fin = Date.now() + limiteMs;
  while (Date.now() < fin) {
    if (await condicion()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('la condición no se cumplió a tiempo');
}

async function asignado(srv: TestServer, usuarioId: string, cursoId: string): Promise<boolean> {
  const fila = await srv.server.services.db
    .selectFrom('usuario_cursos')
    .select('curso_id')
    .where('usuario_id', '=', usuarioId)
    .where('curso_id', '=', cursoId)
    .executeTakeFirst();
  return fila !== undefined;
}

async function aprobaciones(srv: TestServer): Promise<string[]> {
  const filas = await srv.server.services.db
    .selectFrom('auditoria')
    .select('detalle')
    .where('accion', '=', 'curso.desbloqueado')
    .execute();
  return filas.map((f) => (JSON.parse(f.detalle) as { solicitudId: string }).solicitudId);
}

describe.each(testDialects())('unlock job (%s)', (dialect) => {
  // Closed in reverse order of start: servers sharing data close before its owner.
  const abiertos: TestServer[] = [];
  const iniciar = async (overrides: Parameters<typeof startTestServer>[1] = {}) => {
    const srv = await startTestServer(dialect, { demoraDesbloqueoMs: DEMORA_MS, ...overrides });
    abiertos.push(srv);
    return srv;
  };
  afterEach(async () => {
    while (abiertos.length > 0) await abiertos.pop()?.close();
  });

  it('approves a request after the delay, not before, exactly once', async () => {
    const srv = await iniciar();
    const admin = await tokenAdmin(srv);
    const curso = await nuevoCurso(srv, admin, { codigo: 'JOB', nombre: 'Job' });
    const id = await crearUsuario(srv, { email: 'job@prueba.co' });
    const token = await tokenDe(srv, id);
    const res = await srv.request('POST', '/api/cursos/solicitar', {
      body: { cursoId: curso._id },
      token,
    });
    expect(res.status).toBe(200);
    expect(await asignado(srv, id, curso._id)).toBe(false);
    const buscar = () =>
      srv.request('POST', '/api/cursos/buscar/', { body: { _id: curso._id }, token });
    expect((await buscar()).status).toBe(403);

    await esperarHasta(() => asignado(srv, id, curso._id));
    expect((await buscar()).status).toBe(200);
    const lista = await srv.request('POST', '/api/cursos/listar', { token });
    const cursos = (lista.body as { data: { data: Curso[] } }).data.data;
    expect(cursos.find((c) => c._id === curso._id)?.asignado).toBe(true);
    const fila = await srv.server.services.db
      .selectFrom('solicitudes_curso')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(fila.estado).toBe('aprobada');
    expect(fila.procesado_en).not.toBeNull();
    expect(Date.parse(fila.procesado_en ?? '')).toBeGreaterThanOrEqual(Date.parse(fila.aprobar_en));
    // Its job delivered again (a redelivery after a crash) changes nothing.
    expect(await aprobarSolicitud(srv.server.services.db, fila.id)).toBe(false);
    expect(await aprobaciones(srv)).toEqual([fila.id]);
    const pendientes = await srv.request('POST', '/api/cursos/solicitudes', { token: admin });
    expect((pendientes.body as { data: unknown[] }).data).toEqual([]);
  });

  it('approves requests left pending by a restart after the next start', async () => {
    // A delay longer than a restart, so the request is surely still pending when the new
    // instance starts (and the old one surely did not approve it).
    const primero = await iniciar({ demoraDesbloqueoMs: 2500 });
    const admin = await tokenAdmin(primero);
    const curso = await nuevoCurso(primero, admin, { codigo: 'RE', nombre: 'Reinicio' });
    const id = await crearUsuario(primero, { email: 'reinicio@prueba.co' });
    const res = await primero.request('POST', '/api/cursos/solicitar', {
      body: { cursoId: curso._id },
      token: await tokenDe(primero, id),
    });
    expect(res.status).toBe(200);
    await primero.stop(); // before the delay is over: the request stays pending
    const fila = await (async () => {
      const segundo = await iniciar({
        dataDir: primero.dataDir,
        databaseUrl: primero.databaseUrl,
      });
      expect(await asignado(segundo, id, curso._id)).toBe(false);
      await esperarHasta(() => asignado(segundo, id, curso._id));
      return segundo.server.services.db
        .selectFrom('solicitudes_curso')
        .select(['id', 'estado'])
        .executeTakeFirstOrThrow();
    })();
    expect(fila.estado).toBe('aprobada');
  });

  // Only PostgreSQL is shared by several instances; on SQLite the test is not registered
  // at all (CI reports no skipped tests).
  if (dialect === 'postgres')
    it('two instances on one PostgreSQL approve each request exactly once', async () => {
      const a = await iniciar();
      const b = await iniciar({ databaseUrl: a.databaseUrl });
      const admin = await tokenAdmin(a);
      const db = a.server.services.db;
      const cursos: string[] = [];
      for (let i = 0; i < 5; i++) {
        cursos.push((await nuevoCurso(a, admin, { codigo: `PAR-${i}`, nombre: `P${i}` }))._id);
      }
      const usuarios: string[] = [];
      for (let i = 0; i < 8; i++)
        usuarios.push(await crearUsuario(a, { email: `par${i}@prueba.co` }));
      // 40 requests already due, inserted at once so both instances race for all of them.
      const vencida = new Date(Date.now() - 1000).toISOString();
      const filas = usuarios.flatMap((u) =>
        cursos.map((c) => ({
          id: randomUUID(),
          usuario_id: u,
          curso_id: c,
          estado: 'pendiente',
          creado_en: vencida,
          aprobar_en: vencida,
          procesado_en: null,
        })),
      );
      await db.insertInto('solicitudes_curso').values(filas).execute();
      // Each request delivered to both instances at once, twice (what a redelivery after an
      // expired lock looks like), racing each other's claims.
      const rondas = await Promise.all(
        filas.flatMap((f) => [
          aprobarSolicitud(a.server.services.db, f.id),
          aprobarSolicitud(b.server.services.db, f.id),
          aprobarSolicitud(a.server.services.db, f.id),
          aprobarSolicitud(b.server.services.db, f.id),
        ]),
      );
      expect(rondas.filter(Boolean)).toHaveLength(filas.length);
      const ids = await aprobaciones(a);
      expect(ids).toHaveLength(filas.length);
      expect(new Set(ids).size).toBe(filas.length);
      const avisos = await db
        .selectFrom('notificaciones')
        .select(['usuario_id', 'datos'])
        .where('tipo', '=', 'cursoDesbloqueado')
        .execute();
      expect(avisos).toHaveLength(filas.length);
      const pendientes = await db
        .selectFrom('solicitudes_curso')
        .select('id')
        .where('estado', '=', 'pendiente')
        .execute();
      expect(pendientes).toEqual([]);
      const asignaciones = await db.selectFrom('usuario_cursos').selectAll().execute();
      expect(asignaciones).toHaveLength(filas.length);
    });
});
