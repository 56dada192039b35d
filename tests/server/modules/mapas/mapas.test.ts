import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TarjetaMapa } from '@shared/api/mapas';
import { MOTIVOS_MAPAS_SIN_USO } from '@shared/api/mapas';
import { matrizPermisos } from '@shared/domain/permisos';
import { ID_ROL_TUTOR } from '../../../../src/server/db/migrations/0012_progreso_orden';
import { MENSAJES_MAPAS } from '../../../../src/server/modules/mapas';
import { testDialects } from '../../helpers/databases';
import {
  crearCurso,
  crearRol,
  crearUsuario,
  idAdmin,
  tokenAdmin,
  tokenDe,
} from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { asignar, crearLeccion } from '../cursos/ayudas';
import { reportar } from './ayudas';

describe.each(testDialects())('mapas: the course cards (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let tutor: string;
  let estudiante: string;
  let cursoA: string;
  let cursoB: string;

  const buscar = (token: string, body?: unknown) =>
    srv.request('POST', '/api/mapas/mapas/buscar', { token, body });
  const tarjetas = async (token: string, body?: unknown) => {
    const res = await buscar(token, body);
    expect(res.status).toBe(200);
    return (res.body as { data: TarjetaMapa[] }).data;
  };

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    cursoA = await crearCurso(srv, { codigo: 'MAP-A', nombre: 'Álgebra básica' });
    cursoB = await crearCurso(srv, { codigo: 'MAP-B', nombre: 'Biología', estado: 0 });
    const l1 = await crearLeccion(srv, cursoA, 'Lección 1');
    const l2 = await crearLeccion(srv, cursoA, 'Lección 2');
    // The syllabus is not a lesson to finish: nobody opens it here and A still counts done.
    await crearLeccion(srv, cursoA, 'Syllabus del curso');
    await crearLeccion(srv, cursoB, 'Única');

    const ana = await crearUsuario(srv, { email: 'ana@mapas.co' });
    const beto = await crearUsuario(srv, { email: 'beto@mapas.co' });
    const caro = await crearUsuario(srv, { email: 'caro@mapas.co' });
    const tutorId = await crearUsuario(srv, { email: 'tutor@mapas.co', rolId: ID_ROL_TUTOR });
    // The tutor and the administrator assigned to A follow it: neither is one of its learners.
    for (const u of [ana, beto, tutorId, await idAdmin(srv)]) await asignar(srv, u, cursoA);
    await asignar(srv, caro, cursoB);
    tutor = await tokenDe(srv, tutorId);
    estudiante = await tokenDe(srv, ana);
    // Ana finishes A; Beto is half-way through its first lesson; Caro has not started B.
    await reportar(srv, estudiante, ana, l1, 100);
    await reportar(srv, estudiante, ana, l2, 100);
    await reportar(srv, await tokenDe(srv, beto), beto, l1, 50);
  });
  afterAll(() => srv.close());

  it('buscar: every course for the administrator, with learners, finished and last review', async () => {
    const data = await tarjetas(admin);
    const a = data.find((t) => t._id === cursoA);
    const b = data.find((t) => t._id === cursoB);
    // The tutor assigned to A follows it: it is not one of its learners.
    expect(a).toMatchObject({
      codigo: 'MAP-A',
      nombre: 'Álgebra básica',
      activo: true,
      aprendices: 2,
      completados: 1,
      porcentajeCompletado: 50,
    });
    expect(Date.parse(a?.ultimaRevision ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(b).toMatchObject({
      activo: false,
      aprendices: 1,
      completados: 0,
      porcentajeCompletado: 0,
      ultimaRevision: null,
    });
    expect(typeof b?.ultimaEdicion).toBe('string');
  });

  it('buscar: a tutor sees only the courses assigned to it, with the same figures', async () => {
    const data = await tarjetas(tutor);
    expect(data.map((t) => t._id)).toEqual([cursoA]);
    expect(data[0]).toMatchObject({ aprendices: 2, completados: 1, porcentajeCompletado: 50 });
  });

  it('buscar: filters by text (any case, accents ignored) and by state', async () => {
    expect((await tarjetas(admin, { texto: 'ALGEBRA' })).map((t) => t._id)).toEqual([cursoA]);
    expect((await tarjetas(admin, { texto: 'map-b' })).map((t) => t._id)).toEqual([cursoB]);
    expect((await tarjetas(admin, { estado: 'inactivos' })).map((t) => t._id)).toEqual([cursoB]);
    const activos = (await tarjetas(admin, { estado: 'activos' })).map((t) => t._id);
    expect(activos).toContain(cursoA);
    expect(activos).not.toContain(cursoB);
    expect(await tarjetas(tutor, { texto: 'Biología' })).toEqual([]);
  });

  it('buscar: 400 on a bad filter, 403 for a learner', async () => {
    const res = await buscar(admin, { estado: 'borrados' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, code: 'VALIDACION' });
    expect((await buscar(estudiante)).status).toBe(403);
  });

  it('id: one card; 403 out of the tutor scope, 404 unknown, 400 without an id', async () => {
    const uno = await srv.request('POST', '/api/mapas/mapas/id', {
      token: tutor,
      body: { _id: cursoA },
    });
    expect(uno.status).toBe(200);
    expect((uno.body as { data: TarjetaMapa }).data).toMatchObject({
      _id: cursoA,
      aprendices: 2,
      completados: 1,
    });
    const fuera = await srv.request('POST', '/api/mapas/mapas/id', {
      token: tutor,
      body: { _id: cursoB },
    });
    expect(fuera.status).toBe(403);
    expect(fuera.body).toMatchObject({ code: 'SIN_PERMISO', error: MENSAJES_MAPAS.fueraDeAlcance });
    const nada = await srv.request('POST', '/api/mapas/mapas/id', {
      token: admin,
      body: { _id: 'no-existe' },
    });
    expect(nada.status).toBe(404);
    expect(nada.body).toMatchObject({ code: 'NO_ENCONTRADO', error: MENSAJES_MAPAS.noEncontrado });
    const sinId = await srv.request('POST', '/api/mapas/mapas/id', { token: admin, body: {} });
    expect(sinId.status).toBe(400);
  });

  it('reporte: the cards as a CSV a Spanish spreadsheet opens, scoped like buscar', async () => {
    const res = await fetch(`${srv.url}/api/mapas/mapas/reporte`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('mapas-cursos-');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lineas = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lineas[0]).toBe(
      'Código;Curso;Estado;Aprendices;Completados;% completado;Última revisión;Última edición',
    );
    expect(lineas).toContainEqual(
      expect.stringMatching(/^MAP-A;Álgebra básica;Activo;2;1;50;\d\d\//),
    );
    expect(lineas).toContainEqual(
      expect.stringMatching(/^MAP-B;Biología;Inactivo;1;0;0;Sin actividad;/),
    );

    const delTutor = await fetch(`${srv.url}/api/mapas/mapas/reporte`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tutor}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const texto = await delTutor.text();
    expect(texto).toContain('MAP-A');
    expect(texto).not.toContain('MAP-B');
  });

  it('the calls with no meaning for maps answer 404 with a Spanish reason', async () => {
    const casos = [
      ['eliminar', MOTIVOS_MAPAS_SIN_USO.eliminar],
      ['analisis-csv', MOTIVOS_MAPAS_SIN_USO.analisisCsv],
      ['actualizarFotos', MOTIVOS_MAPAS_SIN_USO.actualizarFotos],
    ] as const;
    for (const [ruta, motivo] of casos) {
      const res = await srv.request('POST', `/api/mapas/mapas/${ruta}`, { token: admin, body: {} });
      expect(res.status, ruta).toBe(404);
      expect(res.body).toEqual({ ok: false, code: 'NO_ENCONTRADO', error: motivo });
      expect(
        (await srv.request('POST', `/api/mapas/mapas/${ruta}`, { token: estudiante })).status,
      ).toBe(403);
    }
  });

  describe('changing a course state from its card', () => {
    const poner = (token: string, id: string, body: unknown) =>
      srv.request('PUT', `/api/mapas/mapas/${encodeURIComponent(id)}`, { token, body });
    const estadoGuardado = async (id: string) =>
      (
        await srv.server.services.db
          .selectFrom('cursos')
          .select('estado')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).estado;

    it('PUT {id}: the administrator deactivates and reactivates a course', async () => {
      const res = await poner(admin, cursoA, { activo: false });
      expect(res.status).toBe(200);
      expect((res.body as { data: TarjetaMapa }).data).toMatchObject({
        _id: cursoA,
        activo: false,
        aprendices: 2,
      });
      expect(await estadoGuardado(cursoA)).toBe(0);
      expect((await poner(admin, cursoA, { activo: true })).status).toBe(200);
      expect(await estadoGuardado(cursoA)).toBe(1);
    });

    it('PUT {id}: 400 bad body, 404 unknown, 403 for the tutor and without cursos.desactivar', async () => {
      expect((await poner(admin, cursoA, { activo: 'si' })).status).toBe(400);
      const nada = await poner(admin, 'no-existe', { activo: true });
      expect(nada.status).toBe(404);
      expect(nada.body).toMatchObject({ error: MENSAJES_MAPAS.noEncontrado });
      expect((await poner(tutor, cursoA, { activo: false })).status).toBe(403);
      const rol = await crearRol(
        srv,
        'Analista',
        matrizPermisos((v) => v === 'informes'),
      );
      const analista = await tokenDe(
        srv,
        await crearUsuario(srv, { email: 'an@mapas.co', rolId: rol }),
      );
      const res = await poner(analista, cursoA, { activo: false });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'SIN_PERMISO', error: MENSAJES_MAPAS.sinDesactivar });
      expect(await estadoGuardado(cursoA)).toBe(1);
    });

    it('bulk: changes the courses in scope and names the rejected ones with a reason', async () => {
      const rol = await crearRol(
        srv,
        'Coordinador de centro',
        matrizPermisos((v, o) => v === 'informes' || (v === 'cursos' && o !== 'eliminar')),
        false,
        'misCursos',
      );
      const id = await crearUsuario(srv, { email: 'coord@mapas.co', rolId: rol });
      await asignar(srv, id, cursoB);
      const coord = await tokenDe(srv, id);
      const res = await srv.request('POST', '/api/mapas/mapas/bulk', {
        token: coord,
        body: { ids: [cursoB, cursoA, 'no-existe'], activo: true },
      });
      expect(res.status).toBe(200);
      const data = (res.body as { data: { actualizados: TarjetaMapa[]; rechazados: unknown[] } })
        .data;
      expect(data.actualizados.map((t) => [t._id, t.activo])).toEqual([[cursoB, true]]);
      expect(data.rechazados).toEqual([
        { _id: cursoA, motivo: MENSAJES_MAPAS.fueraDeAlcance },
        { _id: 'no-existe', motivo: MENSAJES_MAPAS.fueraDeAlcance },
      ]);
      expect(await estadoGuardado(cursoB)).toBe(1);
      const vacio = await srv.request('POST', '/api/mapas/mapas/bulk', {
        token: admin,
        body: { ids: [], activo: true },
      });
      expect(vacio.status).toBe(400);
      expect(vacio.body).toMatchObject({ fields: { ids: 'Seleccione al menos un curso' } });
      await poner(admin, cursoB, { activo: false });
    });
  });
});
