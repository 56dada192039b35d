import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Retroalimentacion } from '@shared/api/evaluaciones';
import { MENSAJES_EVALUACION as M, puntaje } from '@shared/domain/evaluaciones';
import { testDialects } from '../../helpers/databases';
import { tokenAdmin } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import {
  aprendizListo,
  contar,
  crearEvaluacion,
  cursoConLeccion,
  enviar,
  buscar,
  post,
  pregunta,
  respuestasCon,
  evaluacionLista,
} from './ayudas';
import type { ResultadoEnvio } from './ayudas';

describe.each(testDialects())('evaluations: grading attempts (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
  });
  afterAll(() => srv.close());

  const preparado = (numPreguntas?: number, ajustes?: Record<string, unknown>) =>
    evaluacionLista(srv, admin, numPreguntas, ajustes);

  it('all right: 100, approved, a grade record and a certificate', async () => {
    const { e, aprendiz } = await preparado();
    const res = await enviar(srv, aprendiz.token, e, 5);
    expect(res.status, res.texto).toBe(200);
    expect(res.body.data).toMatchObject({
      completada: true,
      puntajeTotal: 100,
      puntajeEstudiante: 100,
      correctas: 5,
      total: 5,
      aprobado: true,
      nuevo: true,
    });
    expect(res.body.data.certificado?.numero).toBeGreaterThan(0);
    const grade = await srv.server.services.db
      .selectFrom('calificaciones')
      .selectAll()
      .where('usuario_id', '=', aprendiz.id)
      .executeTakeFirstOrThrow();
    expect(grade).toMatchObject({
      titulo: e.codigo,
      puntaje_estudiante: 100,
      puntaje_requerido: 80,
      codigo: 'A',
      calificacion_texto: 'Aprobada',
      intento_id: res.body.data.intentoId,
    });
    expect(await contar(srv, 'certificados', aprendiz.id)).toBe(1);
  });

  it('80 approves (4 of 5); 79 does not (79 of 100)', async () => {
    const { e, aprendiz } = await preparado(5);
    const ochenta = await enviar(srv, aprendiz.token, e, 4);
    expect(ochenta.body.data).toMatchObject({ puntajeEstudiante: 80, aprobado: true });

    expect(puntaje(79, 100)).toBe(79);
    expect(puntaje(2, 3)).toBe(66); // floor, not round
    const cien = await preparado(100);
    const setentaYNueve = await enviar(srv, cien.aprendiz.token, cien.e, 79);
    expect(setentaYNueve.status, setentaYNueve.texto).toBe(200);
    expect(setentaYNueve.body.data).toMatchObject({
      puntajeEstudiante: 79,
      aprobado: false,
      certificado: null,
    });
    const grade = await srv.server.services.db
      .selectFrom('calificaciones')
      .select(['codigo', 'calificacion_texto'])
      .where('usuario_id', '=', cien.aprendiz.id)
      .executeTakeFirstOrThrow();
    expect(grade).toEqual({ codigo: 'NA', calificacion_texto: 'No aprobada' });
    expect(await contar(srv, 'certificados', cien.aprendiz.id)).toBe(0);
  });

  it('empty answers and missing questions count as wrong (0)', async () => {
    const { e, aprendiz } = await preparado(3);
    await buscar(srv, aprendiz.token, e._id);
    const res = await post<ResultadoEnvio>(
      srv,
      '/api/evaluaciones/resultados',
      {
        evaluacionId: e._id,
        idIntento: randomUUID(),
        respuestas: [{ preguntaId: e.preguntas[0]?._id, respuestaIds: [] }],
      },
      aprendiz.token,
    );
    expect(res.status, res.texto).toBe(200);
    expect(res.body.data).toMatchObject({ puntajeEstudiante: 0, correctas: 0, aprobado: false });
  });

  it('a question answered right and wrong at once is wrong (exact match of the key)', async () => {
    const c = await cursoConLeccion(srv, admin);
    const e = await crearEvaluacion(srv, admin, c.curso, 1, {
      preguntas: [pregunta('Dos correctas', [0, 1], 3)],
    });
    const aprendiz = await aprendizListo(srv, c);
    const [a, b, x] = e.preguntas[0]?.respuestas ?? [];
    const enviarSel = async (ids: (string | undefined)[]) => {
      await buscar(srv, aprendiz.token, e._id);
      return post<ResultadoEnvio>(
        srv,
        '/api/evaluaciones/resultados',
        {
          evaluacionId: e._id,
          idIntento: randomUUID(),
          respuestas: [{ preguntaId: e.preguntas[0]?._id, respuestaIds: ids }],
        },
        aprendiz.token,
      );
    };
    expect((await enviarSel([a?._id])).body.data.puntajeEstudiante).toBe(0);
    expect((await enviarSel([a?._id, b?._id, x?._id])).body.data.puntajeEstudiante).toBe(0);
    expect((await enviarSel([a?._id, b?._id])).body.data.puntajeEstudiante).toBe(100);
  });

  it('answers from another question or evaluation: 400 and nothing stored', async () => {
    const { c, e, aprendiz } = await preparado(2);
    const otra = await crearEvaluacion(srv, admin, c.curso, 1);
    const [p1, p2] = e.preguntas;
    await buscar(srv, aprendiz.token, e._id);
    const deOtraPregunta = await post(
      srv,
      '/api/evaluaciones/resultados',
      {
        evaluacionId: e._id,
        idIntento: randomUUID(),
        respuestas: [{ preguntaId: p1?._id, respuestaIds: [p2?.respuestas[0]?._id] }],
      },
      aprendiz.token,
    );
    expect(deOtraPregunta.status).toBe(400);
    expect(deOtraPregunta.body).toMatchObject({ code: 'VALIDACION', error: M.respuestaAjena });
    const deOtraEvaluacion = await post(
      srv,
      '/api/evaluaciones/resultados',
      {
        evaluacionId: e._id,
        idIntento: randomUUID(),
        respuestas: [
          {
            preguntaId: otra.preguntas[0]?._id,
            respuestaIds: [otra.preguntas[0]?.respuestas[0]?._id],
          },
        ],
      },
      aprendiz.token,
    );
    expect(deOtraEvaluacion.status).toBe(400);
    expect(deOtraEvaluacion.body.error).toBe(M.preguntaAjena);
    expect(await contar(srv, 'intentos_evaluacion', aprendiz.id)).toBe(0);
    expect(await contar(srv, 'calificaciones', aprendiz.id)).toBe(0);
  });

  it("another user's id in usuarioId is refused (403)", async () => {
    const { e, aprendiz } = await preparado(1);
    const res = await post(
      srv,
      '/api/evaluaciones/resultados',
      { evaluacionId: e._id, usuarioId: randomUUID(), idIntento: randomUUID(), respuestas: [] },
      aprendiz.token,
    );
    expect(res.status).toBe(403);
    await buscar(srv, aprendiz.token, e._id);
    const propio = await post(
      srv,
      '/api/evaluaciones/resultados',
      { evaluacionId: e._id, usuarioId: aprendiz.id, idIntento: randomUUID(), respuestas: [] },
      aprendiz.token,
    );
    expect(propio.status).toBe(200);
  });

  it('a retried submission is counted once, also five at the same time', async () => {
    const { e, aprendiz } = await preparado(5);
    const id = randomUUID();
    const primero = await enviar(srv, aprendiz.token, e, 5, id);
    const segundo = await enviar(srv, aprendiz.token, e, 5, id);
    expect(primero.body.data.nuevo).toBe(true);
    expect(segundo.body.data).toEqual({ ...primero.body.data, nuevo: false });
    expect(segundo.body.data.certificado).toEqual(primero.body.data.certificado);

    const idConcurrente = randomUUID();
    const varios = await Promise.all(
      Array.from({ length: 5 }, () => enviar(srv, aprendiz.token, e, 2, idConcurrente)),
    );
    expect(varios.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(varios.filter((r) => r.body.data.nuevo)).toHaveLength(1);
    expect(new Set(varios.map((r) => r.body.data.intentoId)).size).toBe(1);
    expect(await contar(srv, 'intentos_evaluacion', aprendiz.id)).toBe(2);
    expect(await contar(srv, 'calificaciones', aprendiz.id)).toBe(2);
  });

  it('concurrent approving submissions (different ids) of one draw: one attempt, one certificate', async () => {
    const { e, aprendiz } = await preparado(5);
    await buscar(srv, aprendiz.token, e._id);
    const res = await Promise.all(
      Array.from({ length: 5 }, () =>
        post<ResultadoEnvio>(
          srv,
          '/api/evaluaciones/resultados',
          { evaluacionId: e._id, idIntento: randomUUID(), respuestas: respuestasCon(e, 5) },
          aprendiz.token,
        ),
      ),
    );
    // The first graded closes the draw: the others were never opened (400, nothing stored).
    expect(res.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(res.filter((r) => r.status === 400).map((r) => r.body.error)).toEqual(
      Array.from({ length: 4 }, () => M.sinSorteo),
    );
    expect(res.filter((r) => r.body.data?.certificado)).toHaveLength(1);
    expect(await contar(srv, 'intentos_evaluacion', aprendiz.id)).toBe(1);
    expect(await contar(srv, 'certificados', aprendiz.id)).toBe(1);
  });

  it('feedback: only after an attempt, with correctLabel and fueSeleccionada, frozen after edits', async () => {
    // Answers always shown and nothing shuffled: this test is about the frozen content.
    const { c, e, aprendiz } = await preparado(2, {
      mostrarRespuestas: 'alAgotarIntentos',
      intentosPermitidos: 1,
      barajarPreguntas: false,
      barajarRespuestas: false,
    });
    const detalle = (body: Record<string, unknown> = {}) =>
      post<Retroalimentacion>(
        srv,
        '/api/evaluaciones/resultados/detalle',
        { evaluacionId: e._id, ...body },
        aprendiz.token,
      );
    const antes = await detalle();
    expect(antes.status).toBe(404);
    expect(antes.body.error).toBe(M.sinIntentos);

    const envio = await enviar(srv, aprendiz.token, e, 1); // first right, second wrong
    const res = await detalle();
    expect(res.status, res.texto).toBe(200);
    expect(res.body.data).toMatchObject({ intentoId: envio.body.data.intentoId, puntaje: 50 });
    const [uno, dos] = res.body.data.preguntas;
    expect(uno).toMatchObject({ indice: 1, correcta: true, correctLabel: 1 });
    expect(uno?.respuestas.map((r) => [r.label, r.isCorrecta, r.fueSeleccionada])).toEqual([
      [1, true, true],
      [2, false, false],
      [3, false, false],
    ]);
    expect(dos).toMatchObject({ indice: 2, correcta: false, correctLabel: 1 });
    expect(dos?.respuestas.find((r) => r.fueSeleccionada)?.isCorrecta).toBe(false);

    const editada = await post(
      srv,
      '/api/evaluaciones/actualizar',
      {
        _id: e._id,
        curso: c.curso,
        codigo: e.codigo,
        nombre: e.nombre,
        mostrarRespuestas: 'alAgotarIntentos',
        intentosPermitidos: 1,
        preguntas: [pregunta('Cambiada', [2], 3)],
      },
      admin,
    );
    expect(editada.status).toBe(200);
    const despues = await detalle({ intentoId: envio.body.data.intentoId });
    expect(despues.body.data).toEqual(res.body.data);

    // Another user's feedback needs calificaciones and usuarios consultar.
    const ajeno = await post(
      srv,
      '/api/evaluaciones/resultados/detalle',
      { evaluacionId: e._id, usuarioId: aprendiz.id },
      (await aprendizListo(srv, c)).token,
    );
    expect(ajeno.status).toBe(403);
    const deAdmin = await post<Retroalimentacion>(
      srv,
      '/api/evaluaciones/resultados/detalle',
      { evaluacionId: e._id, usuarioId: aprendiz.id },
      admin,
    );
    expect(deAdmin.status).toBe(200);
    expect(deAdmin.body.data.intentoId).toBe(envio.body.data.intentoId);
  });
});
