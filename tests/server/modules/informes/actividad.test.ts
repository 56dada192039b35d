import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rellenarActividadDiaria } from '../../../../src/server/db/migrations/0022_informes_actividad';
import { testDialects } from '../../helpers/databases';
import { crearCurso, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { asignar } from '../evaluaciones/ayudas';
import { crearLeccion } from '../multimedias/ayudas';
import { mp4 } from '../progresos/medios';

/**
 * The report's daily roll-up (0022) is kept on the write path of progress and views, in
 * their transactions: a retried, repeated or lower report adds nothing, a view counts once
 * per session, and for media (whose rule has no real-time cap) what the write path kept
 * equals what the migration's backfill rebuilds from the progress rows.
 */
describe.each(testDialects())('actividad_diaria kept at write time (%s)', (dialect) => {
  let srv: TestServer;
  let ahora = Date.now();
  let usuario = '';
  let token = '';
  let leccion = '';

  async function reportar(porcentaje: number, idReporte?: string) {
    const res = await srv.request('POST', '/api/usuarios/agregarprogreso', {
      token,
      body: {
        _id: usuario,
        progreso_multimedia: {
          id: leccion,
          progreso: porcentaje >= 100 ? 'completado' : 'iniciado',
          porcentaje,
          fecha: new Date(ahora).toISOString(),
        },
        ...(idReporte ? { idReporte } : {}),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  async function filas() {
    const r = await srv.server.services.db
      .selectFrom('actividad_diaria')
      .selectAll()
      .orderBy('dia')
      .execute();
    return r.map((f) => ({
      ...f,
      segundos: Math.round(Number(f.segundos) * 1000) / 1000,
      vistas: Number(f.vistas),
      lecciones_completadas: Number(f.lecciones_completadas),
      cursos_completados: Number(f.cursos_completados),
    }));
  }

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    srv.server.services.reloj = () => new Date(ahora);
    const admin = await tokenAdmin(srv);
    const curso = await crearCurso(srv, { codigo: 'ACT-01' });
    const video = await crearLeccion(srv, admin, {
      nombre: '1.1 Video',
      curso,
      bytes: await mp4(40),
      archivo: 'clase.mp4',
    });
    leccion = video._id;
    usuario = await crearUsuario(srv, { email: 'act@prueba.co' });
    await asignar(srv, usuario, curso);
    token = await tokenDe(srv, usuario);
  });
  afterAll(() => srv.close());

  it('counts each advance once, views once per session, and matches the rebuild', async () => {
    expect((await srv.request('GET', `/api/multimedias/${leccion}`, { token })).status).toBe(200);
    const visto = { _id: leccion, multimediaFields: { visto: true } };
    await srv.request('PATCH', `/api/multimedias/${leccion}`, { token, body: visto });
    await srv.request('PATCH', `/api/multimedias/${leccion}`, { token, body: visto });
    ahora += 10_000;
    const id = randomUUID();
    await reportar(25, id);
    // The same report retried, and a late lower one: nothing more.
    await reportar(25, id);
    await reportar(10);
    ahora += 15_000;
    await reportar(100);
    await reportar(100);

    const kept = await filas();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      centro: 'Sin centro',
      municipio: 'Sin municipio',
      segundos: 40,
      vistas: 1,
      lecciones_completadas: 1,
      cursos_completados: 1,
    });
    // Another session's view counts again.
    const otra = await tokenDe(srv, usuario);
    await srv.request('PATCH', `/api/multimedias/${leccion}`, { token: otra, body: visto });
    expect((await filas())[0]?.vistas).toBe(2);

    const antes = await filas();
    await rellenarActividadDiaria(srv.server.services.db);
    expect(await filas()).toEqual(antes);
  });
});
