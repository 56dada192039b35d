import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EvaluacionEdicion,
  EvaluacionParaRendir,
  Retroalimentacion,
} from '@shared/api/evaluaciones';
import { MENSAJES_EVALUACION as M } from '@shared/domain/evaluaciones';
import { testDialects } from '../../helpers/databases';
import { tokenAdmin } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { buscar, contar, cursoConLeccion, enviar, post, evaluacionLista } from './ayudas';
import type { ResultadoEnvio } from './ayudas';

/**
 * Each attempt's draw (docs/evaluaciones.md, «Attempt settings»): shuffled questions and
 * answers, the question pool, and grading limited to the drawn questions.
 */
describe.each(testDialects())('evaluations: draws, shuffling and pools (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
  });
  afterAll(() => srv.close());

  const preparado = (numPreguntas?: number, ajustes?: Record<string, unknown>) =>
    evaluacionLista(srv, admin, numPreguntas, ajustes);

  const detalle = (token: string, evaluacionId: string) =>
    post<Retroalimentacion>(srv, '/api/evaluaciones/resultados/detalle', { evaluacionId }, token);

  it('shuffles questions and answers per attempt; a reopened attempt keeps its order; grading stays right', async () => {
    const { e, aprendiz } = await preparado(8);
    const orden = (copia: EvaluacionParaRendir) =>
      copia.preguntas.map((p) => `${p._id}:${p.respuestas.map((r) => r._id).join(',')}`).join('|');
    const vistos = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const copia = (await buscar(srv, aprendiz.token, e._id)).body.data;
      // Reopening (a reload) resumes the same draw.
      expect(orden((await buscar(srv, aprendiz.token, e._id)).body.data)).toBe(orden(copia));
      expect(copia.preguntas.map((p) => p.indice)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      vistos.add(orden(copia));
      const res = await enviar(srv, aprendiz.token, e, 8);
      expect(res.body.data).toMatchObject({ puntajeEstudiante: 100, correctas: 8, total: 8 });
    }
    // 8! × 3^8 orders: four equal draws would mean no shuffling at all.
    expect(vistos.size).toBeGreaterThan(1);
  });

  it('without shuffling, the stored order', async () => {
    const { e, aprendiz } = await preparado(4, {
      barajarPreguntas: false,
      barajarRespuestas: false,
    });
    const copia = (await buscar(srv, aprendiz.token, e._id)).body.data;
    expect(copia.preguntas.map((p) => p._id)).toEqual(e.preguntas.map((p) => p._id));
    expect(copia.preguntas[0]?.respuestas.map((r) => r._id)).toEqual(
      e.preguntas[0]?.respuestas.map((r) => r._id),
    );
  });

  it('a pool draws N distinct questions, scores over N, and refuses the others (400, nothing stored)', async () => {
    const { e, aprendiz } = await preparado(10, { preguntasPorIntento: 3 });
    const copia = (await buscar(srv, aprendiz.token, e._id)).body.data;
    expect(copia.preguntas).toHaveLength(3);
    expect(new Set(copia.preguntas.map((p) => p._id)).size).toBe(3);
    expect(copia.numPreguntas).toBe(3);
    const sorteadas = new Set(copia.preguntas.map((p) => p._id));
    const clave = new Map(e.preguntas.map((p) => [p._id, p]));
    const respuesta = (id: string, bien: boolean) => ({
      preguntaId: id,
      respuestaIds: [clave.get(id)?.respuestas.find((r) => r.isCorrecta === bien)?._id ?? ''],
    });

    const fuera = e.preguntas.find((p) => !sorteadas.has(p._id))?._id ?? '';
    const ajena = await post(
      srv,
      '/api/evaluaciones/resultados',
      {
        evaluacionId: e._id,
        idIntento: randomUUID(),
        respuestas: [...[...sorteadas].map((id) => respuesta(id, true)), respuesta(fuera, true)],
      },
      aprendiz.token,
    );
    expect(ajena.status).toBe(400);
    expect(ajena.body).toMatchObject({ code: 'VALIDACION', error: M.preguntaNoSorteada });
    expect(await contar(srv, 'intentos_evaluacion', aprendiz.id)).toBe(0);

    const [a, b, c] = [...sorteadas];
    const res = await post<ResultadoEnvio>(
      srv,
      '/api/evaluaciones/resultados',
      {
        evaluacionId: e._id,
        idIntento: randomUUID(),
        respuestas: [respuesta(a ?? '', true), respuesta(b ?? '', true), respuesta(c ?? '', false)],
      },
      aprendiz.token,
    );
    expect(res.body.data).toMatchObject({ correctas: 2, total: 3, puntajeEstudiante: 66 });
    const retro = await detalle(aprendiz.token, e._id);
    expect(retro.body.data.preguntas).toHaveLength(3);

    // Other attempts draw other questions: each attempt answers its own draw, which closes
    // it, so every `buscar` below is a new draw (1 in 120 that two draws are equal; all
    // six equal would mean no drawing at all).
    const vistas = new Set(sorteadas);
    for (let i = 0; i < 5; i += 1) {
      const otra = (await buscar(srv, aprendiz.token, e._id)).body.data;
      expect(otra.preguntas).toHaveLength(3);
      for (const p of otra.preguntas) vistas.add(p._id);
      const cerrada = await post<ResultadoEnvio>(
        srv,
        '/api/evaluaciones/resultados',
        {
          evaluacionId: e._id,
          idIntento: randomUUID(),
          respuestas: otra.preguntas.map((p) => respuesta(p._id, false)),
        },
        aprendiz.token,
      );
      expect(cerrada.status).toBe(200);
    }
    expect(vistas.size).toBeGreaterThan(3);
  });

  it('an attempt never opened, or opened before an edit, is refused (400)', async () => {
    const { c, e, aprendiz } = await preparado(2);
    const cuerpo = (ev: EvaluacionEdicion) => ({
      evaluacionId: ev._id,
      idIntento: randomUUID(),
      respuestas: [],
    });
    const sinAbrir = await post(srv, '/api/evaluaciones/resultados', cuerpo(e), aprendiz.token);
    expect(sinAbrir.status).toBe(400);
    expect(sinAbrir.body.error).toBe(M.sinSorteo);

    await buscar(srv, aprendiz.token, e._id);
    const editada = await post<EvaluacionEdicion>(
      srv,
      '/api/evaluaciones/actualizar',
      {
        _id: e._id,
        curso: c.curso,
        codigo: e.codigo,
        nombre: e.nombre,
        esperaMinutos: 0,
        preguntas: [
          {
            descripcion: 'Nueva',
            respuestas: [
              { texto: 'Sí', isCorrecta: true },
              { texto: 'No', isCorrecta: false },
            ],
          },
        ],
      },
      admin,
    );
    expect(editada.status, editada.texto).toBe(200);
    const vieja = await post(srv, '/api/evaluaciones/resultados', cuerpo(e), aprendiz.token);
    expect(vieja.status).toBe(400);
    expect(vieja.body.error).toBe(M.preguntaAjena);
    // Reopening draws from the new questions.
    const copia = (await buscar(srv, aprendiz.token, e._id)).body.data;
    expect(copia.preguntas.map((p) => p.descripcion)).toEqual(['Nueva']);
    expect(await contar(srv, 'intentos_evaluacion', aprendiz.id)).toBe(0);
  });

  it('the settings are validated with Spanish messages', async () => {
    const c = await cursoConLeccion(srv, admin);
    const base = {
      curso: c.curso,
      codigo: `EV-${randomUUID().slice(0, 6)}`,
      nombre: 'Con ajustes',
      preguntas: [
        {
          descripcion: 'Una',
          respuestas: [
            { texto: 'a', isCorrecta: true },
            { texto: 'b', isCorrecta: false },
          ],
        },
      ],
    };
    const casos: [Record<string, unknown>, string, string][] = [
      [{ preguntasPorIntento: 2 }, 'preguntasPorIntento', M.poolMayor],
      [{ preguntasPorIntento: 0 }, 'preguntasPorIntento', M.preguntasPorIntento],
      [{ mostrarRespuestas: 'alAgotarIntentos' }, 'intentosPermitidos', M.agotarSinLimite],
      [{ intentosPermitidos: 0 }, 'intentosPermitidos', M.intentosPermitidos],
      [{ esperaMinutos: -1 }, 'esperaMinutos', M.esperaMinutos],
      [{ esperaMinutos: 1.5 }, 'esperaMinutos', M.esperaMinutos],
      [{ mostrarRespuestas: 'siempre' }, 'mostrarRespuestas', M.mostrarRespuestas],
    ];
    for (const [ajuste, campo, mensaje] of casos) {
      const res = await post(srv, '/api/evaluaciones/nuevo', { ...base, ...ajuste }, admin);
      expect(res.status, JSON.stringify(ajuste)).toBe(400);
      expect(res.body.fields?.[campo], JSON.stringify(ajuste)).toBe(mensaje);
    }
    const bien = await post<EvaluacionEdicion>(
      srv,
      '/api/evaluaciones/nuevo',
      {
        ...base,
        mostrarRespuestas: 'alAgotarIntentos',
        intentosPermitidos: 3,
        preguntasPorIntento: 1,
        esperaMinutos: 0,
      },
      admin,
    );
    expect(bien.status, bien.texto).toBe(200);
    expect(bien.body.data).toMatchObject({
      intentosPermitidos: 3,
      preguntasPorIntento: 1,
      esperaMinutos: 0,
    });
  });
});
