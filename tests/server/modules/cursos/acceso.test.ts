import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Curso } from '@shared/api/cursos';
import { testDialects } from '../../helpers/databases';
import { crearRol, crearUsuario, idAdmin, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { asignar, crearLeccion, listar, nuevoCurso, registrarProgreso } from './ayudas';

describe.each(testDialects())('cursos: list, detail, access and progress (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let aprendizId: string;
  let aprendiz: string;
  let asignado: Curso;
  let libre: Curso;
  let inactivo: Curso;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    asignado = await nuevoCurso(srv, admin, { codigo: 'A-1', nombre: 'Asignado' });
    libre = await nuevoCurso(srv, admin, { codigo: 'A-2', nombre: 'Libre' });
    inactivo = await nuevoCurso(srv, admin, { codigo: 'A-3', nombre: 'Inactivo' });
    await srv.request('POST', '/api/cursos/updateEstado', {
      body: { _id: inactivo._id, estado: false },
      token: admin,
    });
    aprendizId = await crearUsuario(srv, { email: 'aprendiz@prueba.co' });
    aprendiz = await tokenDe(srv, aprendizId);
    await asignar(srv, aprendizId, asignado._id);
    await asignar(srv, aprendizId, inactivo._id);
  });
  afterAll(() => srv.close());

  it('lists every active course to a learner, marking the ones not assigned', async () => {
    const lista = await listar(srv, aprendiz);
    expect(lista.map((c) => [c.codigo, c.asignado])).toEqual([
      ['A-1', true],
      ['A-2', false],
    ]);
  });

  it('lists every course, inactive too, to an administrator, all open to them', async () => {
    const lista = await listar(srv, admin);
    expect(lista.map((c) => [c.codigo, c.asignado, c.estado])).toEqual([
      ['A-1', true, true],
      ['A-2', true, true],
      ['A-3', true, false],
    ]);
  });

  it('opens an assigned course; 403 for one not assigned, 404 for an unknown id', async () => {
    const ok = await srv.request('POST', '/api/cursos/buscar/', {
      body: { _id: asignado._id },
      token: aprendiz,
    });
    expect(ok.status).toBe(200);
    expect((ok.body as { data: Curso }).data).toMatchObject({ codigo: 'A-1', asignado: true });
    const no = await srv.request('POST', '/api/cursos/buscar/', {
      body: { _id: libre._id },
      token: aprendiz,
    });
    expect(no.status).toBe(403);
    expect(no.body).toMatchObject({ ok: false, error: 'No tienes acceso a este curso' });
    const nada = await srv.request('POST', '/api/cursos/buscar/', {
      body: { _id: 'no-existe' },
      token: aprendiz,
    });
    expect(nada.status).toBe(404);
    expect(nada.body).toMatchObject({ ok: false, error: 'Error Curso no encontrado' });
    const sinSesion = await srv.request('POST', '/api/cursos/buscar/', {
      body: { _id: libre._id },
    });
    expect(sinSesion.status).toBe(401);
  });

  it("computes the caller's progress per course, syllabus excluded", async () => {
    const l1 = await crearLeccion(srv, asignado._id, '1.1 Primera');
    const l2 = await crearLeccion(srv, asignado._id, '1.2 Segunda');
    await crearLeccion(srv, asignado._id, '2.1 Tercera'); // not started: counts as 0
    const syllabus = await crearLeccion(srv, asignado._id, 'Syllabus del curso');
    const otra = await crearLeccion(srv, libre._id, '1 Única');
    await registrarProgreso(srv, aprendizId, l1, 'completado', 40); // completado counts 100
    await registrarProgreso(srv, aprendizId, l2, 'iniciado', 55);
    await registrarProgreso(srv, aprendizId, syllabus, 'completado', 100); // ignored
    await registrarProgreso(srv, aprendizId, otra, 'iniciado', 30);
    // Someone else's progress does not count for the learner (nor for the admin).
    await registrarProgreso(srv, await idAdmin(srv), l2, 'completado', 100);

    const lista = await listar(srv, aprendiz);
    // floor((100 + 55 + 0) / 3) = 51
    expect(lista.find((c) => c._id === asignado._id)?.overallProgress).toBe(51);
    expect(lista.find((c) => c._id === libre._id)?.overallProgress).toBe(30);
    const detalle = await srv.request('POST', '/api/cursos/buscar/', {
      body: { _id: asignado._id },
      token: aprendiz,
    });
    expect((detalle.body as { data: Curso }).data.overallProgress).toBe(51);
    const delAdmin = await listar(srv, admin);
    expect(delAdmin.find((c) => c._id === asignado._id)?.overallProgress).toBe(33);
    expect(delAdmin.find((c) => c._id === inactivo._id)?.overallProgress).toBe(0);
  });

  it('lists in a fixed number of queries, however many courses there are', async () => {
    const db = srv.server.services.db;
    // Count the statements a list runs by wrapping the executor's query method.
    const executor = db.getExecutor() as unknown as {
      executeQuery: (...args: unknown[]) => Promise<unknown>;
    };
    const ejecutar = executor.executeQuery.bind(executor);
    async function consultasDeListar(): Promise<number> {
      let n = 0;
      executor.executeQuery = (...args: unknown[]) => {
        n += 1;
        return ejecutar(...args);
      };
      try {
        await listar(srv, aprendiz);
      } finally {
        executor.executeQuery = ejecutar;
      }
      return n;
    }
    const antes = await consultasDeListar();
    for (let i = 0; i < 12; i++) {
      const c = await nuevoCurso(srv, admin, { codigo: `MUCHOS-${i}`, nombre: `Curso ${i}` });
      await crearLeccion(srv, c._id, '1 Lección');
      await asignar(srv, aprendizId, c._id);
    }
    expect((await listar(srv, aprendiz)).length).toBeGreaterThan(12);
    expect(await consultasDeListar()).toBe(antes);
  });
  const postCon = (path: string, body: unknown, token: string) =>
    srv.request('POST', path, { body, token });

  it('keeps to permissions: a learner may not create, edit, change state or delete', async () => {
    const id = await crearUsuario(srv, { email: 'nopuede@prueba.co' });
    const t = await tokenDe(srv, id);
    const c = await nuevoCurso(srv, admin, { codigo: 'PERM', nombre: 'P' });
    expect((await postCon('/api/cursos/nuevo', { codigo: 'N', nombre: 'N' }, t)).status).toBe(403);
    expect(
      (await postCon('/api/cursos/actualizar', { _id: c._id, codigo: 'N', nombre: 'N' }, t)).status,
    ).toBe(403);
    expect(
      (await postCon('/api/cursos/updateEstado', { _id: c._id, estado: false }, t)).status,
    ).toBe(403);
    expect((await postCon('/api/cursos/eliminar', { _id: c._id }, t)).status).toBe(403);
    expect((await postCon('/api/cursos/solicitudes', undefined, t)).status).toBe(403);
    // A role with only cursos.crear can create but not edit.
    const rol = await crearRol(srv, 'Creador', [
      {
        vista: 'cursos',
        op: { consultar: true, crear: true, editar: false, desactivar: false, eliminar: false },
      },
    ]);
    const creador = await tokenDe(
      srv,
      await crearUsuario(srv, { email: 'creador@prueba.co', rolId: rol }),
    );
    expect(
      (await postCon('/api/cursos/nuevo', { codigo: 'CREA', nombre: 'C' }, creador)).status,
    ).toBe(200);
    expect(
      (await postCon('/api/cursos/actualizar', { _id: c._id, codigo: 'N', nombre: 'N' }, creador))
        .status,
    ).toBe(403);
  });
});
