import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Evaluacion, EvaluacionParaRendir } from '@shared/api/evaluaciones';
import { PERMISOS_ESTUDIANTE } from '@shared/domain/permisos';
import { testDialects } from '../../helpers/databases';
import { crearRol, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { abiertasHace } from '../../helpers/progreso';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { aprendizListo, asignar, crearEvaluacion, cursoConLeccion, enviar, post } from './ayudas';

interface Lista {
  data: Evaluacion[];
  certificadoDisponible: boolean;
}

describe.each(testDialects())('evaluations: taking them (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
  });
  afterAll(() => srv.close());

  async function aprendizSinProgreso(curso: string) {
    const id = await crearUsuario(srv, { email: `a-${randomUUID().slice(0, 8)}@prueba.co` });
    await asignar(srv, id, curso);
    return { id, token: await tokenDe(srv, id) };
  }

  it("the learner's copy never carries the answer key", async () => {
    const c = await cursoConLeccion(srv, admin);
    const e = await crearEvaluacion(srv, admin, c.curso, 4);
    const aprendiz = await aprendizListo(srv, c);
    const res = await post<EvaluacionParaRendir>(
      srv,
      '/api/evaluaciones/buscar/',
      { _id: e._id },
      aprendiz.token,
    );
    expect(res.status, res.texto).toBe(200);
    expect(res.texto).not.toContain('isCorrecta');
    expect(res.texto).not.toContain('respuestaCorrecta');
    expect(res.body.data.preguntas).toHaveLength(4);
    // Shuffled by default: found by id; labels are the shown positions.
    const copia = res.body.data.preguntas.find((p) => p._id === e.preguntas[0]?._id);
    const original = e.preguntas[0]?.respuestas[0];
    expect(copia?.respuestas.find((r) => r._id === original?._id)).toEqual({
      _id: original?._id,
      texto: original?.texto,
      label: expect.any(Number) as number,
    });
    expect(copia?.respuestas.map((r) => r.label)).toEqual([1, 2, 3]);
  });

  it('is locked below 100 % course progress and opens after completing the lessons', async () => {
    const c = await cursoConLeccion(srv, admin);
    const e = await crearEvaluacion(srv, admin, c.curso, 1);
    const aprendiz = await aprendizSinProgreso(c.curso);
    const bloqueada = await post(srv, '/api/evaluaciones/buscar/', { _id: e._id }, aprendiz.token);
    expect(bloqueada.status).toBe(403);
    expect(bloqueada.body).toMatchObject({
      code: 'EVALUACION_BLOQUEADA',
      error: 'Debes completar el curso antes de acceder a esta evaluación.',
    });
    // Sending answers is refused the same way, and nothing is stored.
    const envio = await enviar(srv, aprendiz.token, e, 1);
    expect(envio.status).toBe(403);
    expect(envio.body.code).toBe('EVALUACION_BLOQUEADA');
    const lista = await post<Evaluacion[]>(
      srv,
      '/api/evaluaciones/listar',
      { curso: c.curso },
      aprendiz.token,
    );
    expect(lista.body.data[0]).toMatchObject({ accesoBloqueado: true, progress: 0 });

    // Opened an hour ago, so real time allows 100 % (docs/progreso.md).
    await abiertasHace(srv, aprendiz.id, [c.leccion]);
    const progreso = await post(
      srv,
      '/api/usuarios/agregarprogreso',
      {
        _id: aprendiz.id,
        progreso_multimedia: {
          id: c.leccion,
          progreso: 'completado',
          porcentaje: 100,
          fecha: new Date().toISOString(),
        },
      },
      aprendiz.token,
    );
    expect(progreso.status, progreso.texto).toBe(200);
    const abierta = await post(srv, '/api/evaluaciones/buscar/', { _id: e._id }, aprendiz.token);
    expect(abierta.status, abierta.texto).toBe(200);
    const despues = await post<Evaluacion[]>(
      srv,
      '/api/evaluaciones/listar',
      { curso: c.curso },
      aprendiz.token,
    );
    expect(despues.body.data[0]).toMatchObject({ accesoBloqueado: false, progress: 100 });
  });

  it('ADMINISTRADOR and roles that skip the order open locked evaluations', async () => {
    const c = await cursoConLeccion(srv, admin);
    const e = await crearEvaluacion(srv, admin, c.curso, 1);
    const deAdmin = await post(srv, '/api/evaluaciones/buscar/', { _id: e._id }, admin);
    expect(deAdmin.status).toBe(200);
    const tutorRol = await crearRol(srv, 'TutorPrueba', PERMISOS_ESTUDIANTE, true);
    const tutor = await crearUsuario(srv, { email: 'tutor@prueba.co', rolId: tutorRol });
    await asignar(srv, tutor, c.curso);
    const tokenTutor = await tokenDe(srv, tutor);
    const deTutor = await post(srv, '/api/evaluaciones/buscar/', { _id: e._id }, tokenTutor);
    expect(deTutor.status).toBe(200);
    const lista = await post<Evaluacion[]>(
      srv,
      '/api/evaluaciones/listar',
      { curso: c.curso },
      tokenTutor,
    );
    expect(lista.body.data[0]?.accesoBloqueado).toBe(false);
  });

  it('a course not assigned: 403; an unknown evaluation: 404', async () => {
    const c = await cursoConLeccion(srv, admin);
    const e = await crearEvaluacion(srv, admin, c.curso, 1);
    const otro = await cursoConLeccion(srv, admin);
    const ajeno = await aprendizListo(srv, otro);
    const res = await post(srv, '/api/evaluaciones/buscar/', { _id: e._id }, ajeno.token);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('No tienes acceso a este curso');
    const envio = await enviar(srv, ajeno.token, e, 1);
    expect(envio.status).toBe(403);
    const nada = await post(srv, '/api/evaluaciones/buscar/', { _id: randomUUID() }, ajeno.token);
    expect(nada.status).toBe(404);
  });

  it('listar: learners see active evaluations of their assigned courses, with their state', async () => {
    const c = await cursoConLeccion(srv, admin);
    const otro = await cursoConLeccion(srv, admin);
    const e1 = await crearEvaluacion(srv, admin, c.curso, 5);
    const e2 = await crearEvaluacion(srv, admin, c.curso, 5);
    await crearEvaluacion(srv, admin, otro.curso, 1);
    const aprendiz = await aprendizListo(srv, c);

    const antes = await post<Lista['data']>(srv, '/api/evaluaciones/listar', {}, aprendiz.token);
    expect(antes.status).toBe(200);
    expect(antes.body.data.map((e) => e._id).sort()).toEqual([e1._id, e2._id].sort());
    expect(antes.body).toMatchObject({ certificadoDisponible: false });
    expect(antes.body.data[0]).toMatchObject({
      porcentaje: null,
      aprobado: false,
      fallido: false,
      intentos: 0,
      ultimoIntento: null,
      progress: 100,
    });

    await enviar(srv, aprendiz.token, e1, 2); // 40: not approved
    await enviar(srv, aprendiz.token, e2, 5); // 100: approved
    const despues = await post<Lista['data']>(srv, '/api/evaluaciones/listar', {}, aprendiz.token);
    const porId = new Map(despues.body.data.map((e) => [e._id, e]));
    expect(porId.get(e1._id)).toMatchObject({
      porcentaje: 40,
      aprobado: false,
      aprobada: false,
      fallido: true,
      intentos: 1,
    });
    expect(porId.get(e1._id)?.ultimoIntento).toMatchObject({ puntaje: 40, aprobado: false });
    expect(porId.get(e2._id)).toMatchObject({ porcentaje: 100, aprobado: true, fallido: false });
    expect(despues.body).toMatchObject({ certificadoDisponible: true });

    // Editors see every course's evaluations.
    const deAdmin = await post<Lista['data']>(srv, '/api/evaluaciones/listar', {}, admin);
    expect(deAdmin.body.data.length).toBeGreaterThanOrEqual(3);
  });

  it('a learner of an inactive course sees nothing of it', async () => {
    const c = await cursoConLeccion(srv, admin);
    const e = await crearEvaluacion(srv, admin, c.curso, 1);
    const aprendiz = await aprendizListo(srv, c);
    await srv.server.services.db
      .updateTable('cursos')
      .set({ estado: 0 })
      .where('id', '=', c.curso)
      .execute();
    const lista = await post<Lista['data']>(srv, '/api/evaluaciones/listar', {}, aprendiz.token);
    expect(lista.body.data.map((x) => x._id)).not.toContain(e._id);
    const buscar = await post(srv, '/api/evaluaciones/buscar/', { _id: e._id }, aprendiz.token);
    expect(buscar.status).toBe(403);
  });
});
