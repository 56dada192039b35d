import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Evaluacion, EvaluacionEdicion } from '@shared/api/evaluaciones';
import { COLORES_TARJETA } from '@shared/domain/cursos';
import { MENSAJES_EVALUACION as M } from '@shared/domain/evaluaciones';
import { matrizPermisos } from '@shared/domain/permisos';
import { testDialects } from '../../helpers/databases';
import { crearRol, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { aprendizListo, crearEvaluacion, cursoConLeccion, enviar, post, pregunta } from './ayudas';

describe.each(testDialects())('evaluations: create, edit, delete (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let curso: { curso: string; leccion: string };

  const base = () => ({
    curso: curso.curso,
    codigo: 'EV-1',
    nombre: 'Evaluación 1',
    preguntas: [pregunta('Uno'), pregunta('Dos')],
  });

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    curso = await cursoConLeccion(srv, admin);
  });
  afterAll(() => srv.close());

  it('creates an active evaluation: indices and labels from 1, puntajeMinimo = questions', async () => {
    const res = await post<EvaluacionEdicion>(srv, '/api/evaluaciones/nuevo', base(), admin);
    expect(res.status, res.texto).toBe(200);
    const e = res.body.data;
    expect(e).toMatchObject({ codigo: 'EV-1', estado: true, puntajeMinimo: 2, numPreguntas: 2 });
    expect(e.curso._id).toBe(curso.curso);
    expect(e.preguntas.map((p) => [p.indice, p.nombre])).toEqual([
      [1, '1'],
      [2, '2'],
    ]);
    expect(e.preguntas[0]?.respuestas.map((r) => r.label)).toEqual([1, 2, 3]);
    expect(e.preguntas[0]?.respuestaCorrecta).toBe(1);
    expect((COLORES_TARJETA as readonly string[]).includes(e.colorFondoTarjeta)).toBe(true);
  });

  it('applies the spec rules with its messages (400 VALIDACION)', async () => {
    const sin = await post(srv, '/api/evaluaciones/nuevo', { ...base(), preguntas: [] }, admin);
    expect(sin.status).toBe(400);
    expect(sin.body).toMatchObject({ code: 'VALIDACION', error: M.sinPreguntas });

    const preguntas = [pregunta('a', []), pregunta('b'), pregunta('c', [])];
    const sinCorrecta = await post(srv, '/api/evaluaciones/nuevo', { ...base(), preguntas }, admin);
    expect(sinCorrecta.status).toBe(400);
    expect(sinCorrecta.body.error).toBe(
      'Las siguientes preguntas no tienen respuesta correcta: 1, 3',
    );
    expect(sinCorrecta.body.fields).toEqual({ preguntas: '1, 3' });

    const una = await post(
      srv,
      '/api/evaluaciones/nuevo',
      { ...base(), preguntas: [pregunta('a', [0], 1)] },
      admin,
    );
    expect(una.status).toBe(400);
    expect(una.body.error).toContain(M.pocasRespuestas);

    const minimo = await post(
      srv,
      '/api/evaluaciones/nuevo',
      { ...base(), puntajeMinimo: 3 },
      admin,
    );
    expect(minimo.status).toBe(400);
    expect(minimo.body.error).toBe(M.puntajeMinimo);
    const ok = await post(srv, '/api/evaluaciones/nuevo', { ...base(), puntajeMinimo: 0 }, admin);
    expect(ok.status).toBe(200);

    const largo = await post(
      srv,
      '/api/evaluaciones/nuevo',
      { ...base(), codigo: 'X'.repeat(51) },
      admin,
    );
    expect(largo.status).toBe(400);
    expect(largo.texto).toContain(M.codigoMax);
  });

  it('refuses an unknown course with 404', async () => {
    const res = await post(
      srv,
      '/api/evaluaciones/nuevo',
      { ...base(), curso: randomUUID() },
      admin,
    );
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Error Curso no encontrado');
  });

  it('actualizar replaces data and questions; fetch returns the keys', async () => {
    const e = await crearEvaluacion(srv, admin, curso.curso, 3);
    const res = await post<EvaluacionEdicion>(
      srv,
      '/api/evaluaciones/actualizar',
      {
        ...base(),
        _id: e._id,
        nombre: 'Renombrada',
        puntajeMinimo: 1,
        preguntas: [pregunta('Nueva', [1, 2], 4)],
      },
      admin,
    );
    expect(res.status, res.texto).toBe(200);
    expect(res.body.data).toMatchObject({
      nombre: 'Renombrada',
      puntajeMinimo: 1,
      numPreguntas: 1,
    });
    // The colour is kept when none is sent.
    expect(res.body.data.colorFondoTarjeta).toBe(e.colorFondoTarjeta);
    const fetch = await post<EvaluacionEdicion>(
      srv,
      '/api/evaluaciones/fetch/',
      { _id: e._id },
      admin,
    );
    expect(fetch.body.data.preguntas).toHaveLength(1);
    expect(fetch.body.data.preguntas[0]?.respuestas.map((r) => r.isCorrecta)).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(fetch.body.data.preguntas[0]?.respuestaCorrecta).toBe(2);
    const filas = await srv.server.services.db
      .selectFrom('evaluacion_preguntas')
      .select('id')
      .where('evaluacion_id', '=', e._id)
      .execute();
    expect(filas).toHaveLength(1);
  });

  it('eliminar deletes an evaluation without attempts; with attempts it is 409', async () => {
    const libre = await crearEvaluacion(srv, admin, curso.curso, 1);
    const borrada = await post(srv, '/api/evaluaciones/eliminar', { _id: libre._id }, admin);
    expect(borrada.status).toBe(200);
    const otra = await post(srv, '/api/evaluaciones/fetch/', { _id: libre._id }, admin);
    expect(otra.status).toBe(404);

    const usada = await crearEvaluacion(srv, admin, curso.curso, 1);
    const aprendiz = await aprendizListo(srv, curso);
    expect((await enviar(srv, aprendiz.token, usada, 0)).status).toBe(200);
    const conflicto = await post(srv, '/api/evaluaciones/eliminar', { _id: usada._id }, admin);
    expect(conflicto.status).toBe(409);
    expect(conflicto.body).toMatchObject({ code: 'CONFLICTO', error: M.conIntentos });
  });

  it('updateEstado hides an evaluation from learners (listar and buscar)', async () => {
    const c = await cursoConLeccion(srv, admin);
    const e = await crearEvaluacion(srv, admin, c.curso, 1);
    const aprendiz = await aprendizListo(srv, c);
    const off = await post<Evaluacion>(
      srv,
      '/api/evaluaciones/updateEstado',
      { _id: e._id, estado: false },
      admin,
    );
    expect(off.status).toBe(200);
    expect(off.body.data.estado).toBe(false);
    const lista = await post<Evaluacion[]>(
      srv,
      '/api/evaluaciones/listar',
      { curso: c.curso },
      aprendiz.token,
    );
    expect(lista.body.data).toEqual([]);
    const buscar = await post(srv, '/api/evaluaciones/buscar/', { _id: e._id }, aprendiz.token);
    expect(buscar.status).toBe(404);
    // Editors still see it.
    const deAdmin = await post<Evaluacion[]>(
      srv,
      '/api/evaluaciones/listar',
      { curso: c.curso },
      admin,
    );
    expect(deAdmin.body.data.map((x) => x._id)).toEqual([e._id]);
  });

  it('needs crear, editar, eliminar and desactivar for the matching routes (403)', async () => {
    const e = await crearEvaluacion(srv, admin, curso.curso, 1);
    const soloConsultar = await crearRol(
      srv,
      'SoloConsulta',
      matrizPermisos((vista, op) => vista === 'evaluaciones' && op === 'consultar'),
    );
    const usuario = await crearUsuario(srv, { email: 'consulta@prueba.co', rolId: soloConsultar });
    const token = await tokenDe(srv, usuario);
    const intentos: [string, unknown][] = [
      ['/api/evaluaciones/nuevo', base()],
      ['/api/evaluaciones/actualizar', { ...base(), _id: e._id }],
      ['/api/evaluaciones/fetch/', { _id: e._id }],
      ['/api/evaluaciones/eliminar', { _id: e._id }],
      ['/api/evaluaciones/updateEstado', { _id: e._id, estado: false }],
    ];
    for (const [ruta, body] of intentos) {
      const res = await post(srv, ruta, body, token);
      expect(res.status, ruta).toBe(403);
      expect(res.body.code).toBe('SIN_PERMISO');
    }
    const sinToken = await post(srv, '/api/evaluaciones/listar', {});
    expect(sinToken.status).toBe(401);
  });

  it('a role with crear and editar may create and edit', async () => {
    const editor = await crearRol(
      srv,
      'Editor',
      matrizPermisos((vista, op) => vista === 'evaluaciones' && op !== 'eliminar'),
    );
    const usuario = await crearUsuario(srv, { email: 'editor@prueba.co', rolId: editor });
    const token = await tokenDe(srv, usuario);
    const creada = await post<EvaluacionEdicion>(srv, '/api/evaluaciones/nuevo', base(), token);
    expect(creada.status).toBe(200);
    const editada = await post(
      srv,
      '/api/evaluaciones/actualizar',
      { ...base(), _id: creada.body.data._id, nombre: 'Otra' },
      token,
    );
    expect(editada.status).toBe(200);
  });
});
