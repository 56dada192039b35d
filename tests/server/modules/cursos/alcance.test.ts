import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Calificacion } from '@shared/api/calificaciones';
import type { EvaluacionEdicion } from '@shared/api/evaluaciones';
import type { Usuario } from '@shared/api';
import { matrizPermisos } from '@shared/domain/permisos';
import { ID_ROL_TUTOR } from '../../../../src/server/db/migrations/0012_progreso_orden';
import { testDialects } from '../../helpers/databases';
import { crearRol, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { calificacionDeUsuario, certificadoDeUsuario, emailsExportados } from './ayudasAlcance';
import {
  aprendizListo,
  asignar,
  completar,
  crearEvaluacion,
  cursoConLeccion,
  enviar,
  post,
} from '../evaluaciones/ayudas';

/**
 * Tutors see their own courses (issue 15, docs/alcance.md): a caller whose role has the
 * scope "misCursos" — the seeded Tutor, or a custom role set so — reads users, progress,
 * attempts, grades, certificates and exports only for the learners of the courses assigned to
 * it, and gets 403 for another course's learner. Each learner's data comes from a real
 * journey (an attempt sent through the API: its grade and certificate are the server's).
 */
describe.each(testDialects())('alcance «mis cursos» (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let cursoA: { curso: string; leccion: string };
  let cursoB: { curso: string; leccion: string };
  let evA: EvaluacionEdicion;
  let evB: EvaluacionEdicion;
  let a: { id: string; token: string };
  let b: { id: string; token: string };
  let tutor: string;
  let coordinador: string;
  let rolCoordinador: string;
  const EMAIL_A = 'aprendiz.a@prueba.co';
  const EMAIL_B = 'aprendiz.b@prueba.co';

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    cursoA = await cursoConLeccion(srv, admin, 'Curso A');
    cursoB = await cursoConLeccion(srv, admin, 'Curso B');
    evA = await crearEvaluacion(srv, admin, cursoA.curso, 2);
    evB = await crearEvaluacion(srv, admin, cursoB.curso, 2);
    a = await aprendizListo(srv, cursoA, { email: EMAIL_A, nombre: 'Alba' });
    b = await aprendizListo(srv, cursoB, { email: EMAIL_B, nombre: 'Bruno' });
    for (const [quien, ev] of [
      [a, evA],
      [b, evB],
    ] as const) {
      const r = await enviar(srv, quien.token, ev, 2);
      expect(r.status, r.texto).toBe(200);
    }
    // A's learner also has progress in course B (taught by someone else): a tutor of A sees
    // only the entries of A's lessons.
    await completar(srv, a.id, cursoB.leccion);
    const tutorId = await crearUsuario(srv, { email: 'tutor@prueba.co', rolId: ID_ROL_TUTOR });
    await asignar(srv, tutorId, cursoA.curso);
    tutor = await tokenDe(srv, tutorId);
    // A centre's own role: everything but roles, for the learners of its courses only.
    rolCoordinador = await crearRol(
      srv,
      'Coordinación',
      matrizPermisos((v) => v !== 'roles'),
      false,
      'misCursos',
    );
    const coordId = await crearUsuario(srv, { email: 'coord@prueba.co', rolId: rolCoordinador });
    await asignar(srv, coordId, cursoA.curso);
    coordinador = await tokenDe(srv, coordId);
  });
  afterAll(() => srv.close());

  const listar = (token: string) =>
    post<{ data: Usuario[]; total: number }>(srv, '/api/usuarios/listar', { limite: 100 }, token);

  const exportados = (token: string) => emailsExportados(srv, token);
  const calificacionDe = (usuarioId: string) => calificacionDeUsuario(srv, admin, usuarioId);
  const certificadoDe = (usuarioId: string) => certificadoDeUsuario(srv, usuarioId);

  const rechazo = { ok: false, code: 'SIN_PERMISO' };

  const plantillaImportacion = (token: string) =>
    fetch(`${srv.url}/api/usuarios/importar/plantilla.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });

  describe.each([
    ['el Tutor sembrado', () => tutor],
    ['un rol propio con alcance misCursos', () => coordinador],
  ])('%s, asignado al curso A', (_quien, token) => {
    it('lists, reads and exports only the learners of course A', async () => {
      const lista = await listar(token());
      expect(lista.status).toBe(200);
      const emails = lista.body.data.data.map((u) => u.email);
      expect(emails).toContain(EMAIL_A);
      expect(emails).not.toContain(EMAIL_B);
      // Whoever is assigned to A (tutor, coordinator, learner), each once: the total matches.
      expect(lista.body.data.total).toBe(lista.body.data.data.length);
      expect(lista.body.data.total).toBe(3);

      expect((await post(srv, `/api/usuarios/buscar/${a.id}`, {}, token())).status).toBe(200);
      const ajeno = await post(srv, `/api/usuarios/buscar/${b.id}`, {}, token());
      expect(ajeno).toMatchObject({ status: 403, body: rechazo });

      const csv = await exportados(token());
      expect(csv).toContain(EMAIL_A);
      expect(csv).not.toContain(EMAIL_B);
      expect(csv).toHaveLength(3);
    });

    it('reads progress and attempts of course A only', async () => {
      const propio = await post<unknown>(srv, '/api/usuarios/getProgresos', { _id: a.id }, token());
      expect(propio.status).toBe(200);
      expect(propio.body).toMatchObject({
        progreso_multimedia: [{ id: cursoA.leccion, progreso: 'completado' }],
      });
      const todo = await post<unknown>(srv, '/api/usuarios/getProgresos', { _id: a.id }, admin);
      expect(
        (todo.body as unknown as { progreso_multimedia: unknown[] }).progreso_multimedia,
      ).toHaveLength(2);
      const ajeno = await post(srv, '/api/usuarios/getProgresos', { _id: b.id }, token());
      expect(ajeno).toMatchObject({ status: 403, body: rechazo });

      const detalle = (evaluacionId: string, usuarioId: string) =>
        post(srv, '/api/evaluaciones/resultados/detalle', { evaluacionId, usuarioId }, token());
      expect((await detalle(evA._id, a.id)).status).toBe(200);
      expect(await detalle(evB._id, b.id)).toMatchObject({ status: 403, body: rechazo });
    });

    it('sees grades and certificates of course A only', async () => {
      const notas = await post<Calificacion[]>(srv, '/api/calificaciones/listar', {}, token());
      expect(notas.status).toBe(200);
      expect(notas.body.data.map((c) => c.estudiante._id)).toEqual([a.id]);
      expect(notas.body.total).toBe(1);
      const notaB = await calificacionDe(b.id);
      const buscarB = await post(srv, '/api/calificaciones/buscar/', { _id: notaB._id }, token());
      expect(buscarB).toMatchObject({ status: 403, body: rechazo });
      const notaA = await calificacionDe(a.id);
      expect(
        (await post(srv, '/api/calificaciones/buscar/', { _id: notaA._id }, token())).status,
      ).toBe(200);

      const certs = await post<{ usuarioId?: string; _id: string }[]>(
        srv,
        '/api/certificados/listar',
        {},
        token(),
      );
      expect(certs.status).toBe(200);
      expect(certs.body.data.map((c) => c._id)).toEqual([await certificadoDe(a.id)]);
      expect(certs.body.total).toBe(1);
      const pdf = (id: string) =>
        fetch(`${srv.url}/api/certificados/${id}/pdf`, {
          headers: { authorization: `Bearer ${token()}` },
        });
      expect((await pdf(await certificadoDe(a.id))).status).toBe(200);
      expect((await pdf(await certificadoDe(b.id))).status).toBe(403);
    });
  });

  it('a misCursos role acts only on its learners and gives only its courses', async () => {
    const t = coordinador;
    const estado = (id: string) =>
      post(srv, '/api/usuarios/updateEstado', { _id: id, activo: true }, t);
    expect((await estado(a.id)).status).toBe(200);
    expect(await estado(b.id)).toMatchObject({ status: 403, body: rechazo });
    const codigo = (id: string) =>
      post(srv, '/api/usuarios/codigoRestablecimiento', { _id: id }, t);
    expect((await codigo(a.id)).status).toBe(200);
    expect(await codigo(b.id)).toMatchObject({ status: 403, body: rechazo });
    const desbloquear = await post(srv, '/api/usuarios/desbloquearAcceso', { _id: b.id }, t);
    expect(desbloquear).toMatchObject({ status: 403, body: rechazo });

    // Bulk: picked ids outside the scope refuse the action; a filter covers only its learners.
    const porIds = await post(
      srv,
      '/api/usuarios/masivo/estado',
      { seleccion: { ids: [a.id, b.id] }, activo: true },
      t,
    );
    expect(porIds).toMatchObject({ status: 403, body: rechazo });
    const porFiltro = await post<unknown>(
      srv,
      '/api/usuarios/masivo/estado',
      { seleccion: { filtro: {}, total: 3 }, activo: true },
      t,
    );
    expect(porFiltro.status, porFiltro.texto).toBe(200);
    // The three of course A (the caller's own row is refused, as its single route does).
    const conteo = porFiltro.body as unknown as Record<string, number>;
    expect((conteo.aplicados ?? 0) + (conteo.sinCambios ?? 0) + (conteo.totalRechazados ?? 0)).toBe(
      3,
    );
    expect(conteo.aplicados).toBe(0);

    // Course assignment: only its own courses, to its learners or to someone with none yet.
    const asignarA = (id: string, cursoIds: string[]) =>
      post(srv, `/api/usuarios/${id}/asignarCursos`, { cursoIds }, t);
    expect(await asignarA(a.id, [cursoB.curso])).toMatchObject({ status: 403, body: rechazo });
    expect(await asignarA(b.id, [cursoA.curso])).toMatchObject({ status: 403, body: rechazo });
    const nuevo = await crearUsuario(srv, { email: 'nuevo@prueba.co' });
    expect((await asignarA(nuevo, [cursoA.curso])).status).toBe(200);
    expect((await post(srv, `/api/usuarios/buscar/${nuevo}`, {}, t)).status).toBe(200);
    const masivoB = await post(
      srv,
      '/api/usuarios/masivo/cursos',
      { seleccion: { ids: [a.id] }, cursoIds: [cursoB.curso] },
      t,
    );
    expect(masivoB).toMatchObject({ status: 403, body: rechazo });

    // Grades: not on course B's evaluation; certificates of course B are not its to revoke.
    const nota = await post(
      srv,
      '/api/calificaciones/nuevo',
      { evaluacion: evB._id, estudiante: b.id, puntajeEstudiante: 90 },
      t,
    );
    expect(nota).toMatchObject({ status: 403, body: rechazo });
    const revocar = await post(
      srv,
      '/api/certificados/revocar',
      { _id: await certificadoDe(b.id), motivo: 'Prueba de alcance' },
      t,
    );
    expect(revocar).toMatchObject({ status: 403, body: rechazo });

    // Importing creates and updates accounts whoever they belong to: scope "todos" only.
    const plantilla = await plantillaImportacion(t);
    expect(plantilla.status).toBe(403);
    expect(await plantilla.json()).toMatchObject({
      code: 'SIN_PERMISO',
      error: 'Importar usuarios requiere un rol con alcance «Todos los usuarios».',
    });
  });

  it('a tutor without courses sees nobody but itself; yourself is always allowed', async () => {
    const soloId = await crearUsuario(srv, { email: 'solo@prueba.co', rolId: ID_ROL_TUTOR });
    const solo = await tokenDe(srv, soloId);
    const lista = await listar(solo);
    expect(lista.body.data).toMatchObject({ data: [], total: 0 });
    expect((await post(srv, `/api/usuarios/buscar/${soloId}`, {}, solo)).status).toBe(200);
    expect((await post(srv, '/api/usuarios/getProgresos', { _id: soloId }, solo)).status).toBe(200);
    expect((await post(srv, '/api/calificaciones/listar', {}, solo)).body).toMatchObject({
      data: [],
      total: 0,
    });
  });

  it('set back to «todos», the same role sees every learner; ADMINISTRADOR always does', async () => {
    const cambio = await fetch(`${srv.url}/api/roles/actualizar/${rolCoordinador}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({
        rol: {
          nombre: 'Coordinación',
          permisos: matrizPermisos((v) => v !== 'roles'),
          alcance: 'todos',
        },
      }),
    });
    expect(cambio.status, await cambio.text()).toBe(200);
    for (const token of [coordinador, admin]) {
      const emails = (await listar(token)).body.data.data.map((u) => u.email);
      expect(emails).toEqual(expect.arrayContaining([EMAIL_A, EMAIL_B]));
      expect((await post(srv, `/api/usuarios/buscar/${b.id}`, {}, token)).status).toBe(200);
      expect(await exportados(token)).toEqual(expect.arrayContaining([EMAIL_A, EMAIL_B]));
      const notas = await post<Calificacion[]>(srv, '/api/calificaciones/listar', {}, token);
      expect(notas.body.total).toBe(2);
      expect((await plantillaImportacion(token)).status).toBe(200);
    }
  });
});
