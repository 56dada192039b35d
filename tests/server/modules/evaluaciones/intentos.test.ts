import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Evaluacion, EvaluacionEdicion, Retroalimentacion } from '@shared/api/evaluaciones';
import { testDialects } from '../../helpers/databases';
import { tokenAdmin } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { buscar, contar, enviar, post, evaluacionLista } from './ayudas';

/** Any of these in a learner's answer would hand out the key. */
const CLAVES = ['isCorrecta', 'correctLabel', 'respuestaCorrecta'];

function sinClave(texto: string) {
  for (const k of CLAVES) expect(texto).not.toContain(k);
}

describe.each(testDialects())('evaluations: attempt settings (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
  });
  afterAll(() => srv.close());

  const preparado = (numPreguntas?: number, ajustes?: Record<string, unknown>) =>
    evaluacionLista(srv, admin, numPreguntas, ajustes);

  const detalle = (token: string, evaluacionId: string, intentoId?: string) =>
    post<Retroalimentacion>(
      srv,
      '/api/evaluaciones/resultados/detalle',
      { evaluacionId, intentoId },
      token,
    );

  /** Every answer a learner can read about the evaluation, as raw text. */
  async function todoLoQueVe(token: string, e: EvaluacionEdicion, intentoId: string) {
    const respuestas = await Promise.all([
      detalle(token, e._id),
      detalle(token, e._id, intentoId),
      buscar(srv, token, e._id),
      post(srv, '/api/evaluaciones/listar', {}, token),
      post(srv, '/api/calificaciones/listar', {}, token),
    ]);
    for (const r of respuestas) expect(r.status, r.texto).toBe(200);
    return respuestas.map((r) => r.texto).join('\n');
  }

  /** Moves the learner's attempts back in time, as if they had been made `minutos` ago. */
  async function retrasar(usuarioId: string, minutos: number) {
    const fecha = new Date(Date.now() - minutos * 60_000).toISOString();
    await srv.server.services.db
      .updateTable('intentos_evaluacion')
      .set({ creado_en: fecha })
      .where('usuario_id', '=', usuarioId)
      .execute();
  }

  it('defaults: answers after approval, unlimited, a 10-minute wait, shuffled, no pool', async () => {
    const { e } = await preparado(2, { esperaMinutos: undefined });
    expect(e).toMatchObject({
      mostrarRespuestas: 'alAprobar',
      intentosPermitidos: null,
      esperaMinutos: 10,
      barajarPreguntas: true,
      barajarRespuestas: true,
      preguntasPorIntento: null,
    });
  });

  it('default policy: after a failed attempt no answer carries the key; after approval it does', async () => {
    const { e, aprendiz } = await preparado(5);
    const fallido = await enviar(srv, aprendiz.token, e, 0);
    expect(fallido.status, fallido.texto).toBe(200);
    sinClave(fallido.texto);
    sinClave(await todoLoQueVe(aprendiz.token, e, fallido.body.data.intentoId));

    const res = await detalle(aprendiz.token, e._id);
    expect(res.body.data).toMatchObject({
      respuestasVisibles: false,
      mostrarRespuestas: 'alAprobar',
    });
    // Still says which questions were wrong and what was chosen.
    expect(res.body.data.preguntas.every((p) => !p.correcta)).toBe(true);
    expect(
      res.body.data.preguntas.map((p) => p.respuestas.filter((r) => r.fueSeleccionada).length),
    ).toEqual([1, 1, 1, 1, 1]);

    const aprobado = await enviar(srv, aprendiz.token, e, 5);
    expect(aprobado.body.data.aprobado).toBe(true);
    const primero = await detalle(aprendiz.token, e._id, fallido.body.data.intentoId);
    expect(primero.body.data.respuestasVisibles).toBe(true);
    expect(primero.texto).toContain('correctLabel');
    expect(primero.body.data.preguntas[0]?.respuestas.some((r) => r.isCorrecta)).toBe(true);
  });

  it("'nunca': not even after approval; staff still see the key", async () => {
    const { e, aprendiz } = await preparado(2, { mostrarRespuestas: 'nunca' });
    const intento = await enviar(srv, aprendiz.token, e, 2);
    expect(intento.body.data.aprobado).toBe(true);
    sinClave(await todoLoQueVe(aprendiz.token, e, intento.body.data.intentoId));
    const deAdmin = await post<Retroalimentacion>(
      srv,
      '/api/evaluaciones/resultados/detalle',
      { evaluacionId: e._id, usuarioId: aprendiz.id },
      admin,
    );
    expect(deAdmin.body.data.respuestasVisibles).toBe(true);
    expect(deAdmin.texto).toContain('correctLabel');
  });

  it("'alAgotarIntentos': the key after the last allowed attempt; one more is 409", async () => {
    const { e, aprendiz } = await preparado(3, {
      mostrarRespuestas: 'alAgotarIntentos',
      intentosPermitidos: 2,
    });
    const uno = await enviar(srv, aprendiz.token, e, 3); // approved, but attempts remain
    sinClave(await todoLoQueVe(aprendiz.token, e, uno.body.data.intentoId));
    const dos = await enviar(srv, aprendiz.token, e, 0);
    expect(dos.status).toBe(200);
    const res = await detalle(aprendiz.token, e._id, uno.body.data.intentoId);
    expect(res.body.data.respuestasVisibles).toBe(true);
    expect(res.texto).toContain('isCorrecta');

    const tres = await enviar(srv, aprendiz.token, e, 3);
    expect(tres.status).toBe(409);
    expect(tres.body).toMatchObject({
      ok: false,
      code: 'SIN_INTENTOS',
      error: 'Ya usaste los 2 intentos permitidos de esta evaluación.',
      fields: { intentosPermitidos: '2', intentosUsados: '2' },
    });
    expect(await contar(srv, 'intentos_evaluacion', aprendiz.id)).toBe(2);
    // The copy to take has no questions left, and says how many were used.
    const copia = await buscar(srv, aprendiz.token, e._id);
    expect(copia.body.data).toMatchObject({ preguntas: [], intentos: 2, intentosPermitidos: 2 });
  });

  it('the wait between attempts: 429 with the time left, then open once it passed', async () => {
    const { e, aprendiz } = await preparado(2, { esperaMinutos: undefined });
    const idUno = randomUUID();
    const uno = await enviar(srv, aprendiz.token, e, 0, idUno);
    expect(uno.status).toBe(200);
    await buscar(srv, aprendiz.token, e._id);
    const cuerpo = { evaluacionId: e._id, idIntento: randomUUID(), respuestas: [] };
    const res = await fetch(`${srv.url}/api/evaluaciones/resultados`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${aprendiz.token}` },
      body: JSON.stringify(cuerpo),
    });
    expect(res.status).toBe(429);
    const espera = Number(res.headers.get('retry-after'));
    expect(espera).toBeGreaterThan(9 * 60);
    expect(espera).toBeLessThanOrEqual(600);
    const body = (await res.json()) as {
      code: string;
      error: string;
      fields: Record<string, string>;
    };
    expect(body.code).toBe('ESPERA_ENTRE_INTENTOS');
    expect(body.error).toBe(
      'Debes esperar 10 minutos antes de presentar de nuevo esta evaluación.',
    );
    expect(Number(body.fields.reintentarEnSegundos)).toBe(espera);
    expect(Date.parse(body.fields.proximoIntentoEn ?? '')).toBeGreaterThan(Date.now());
    expect(await contar(srv, 'intentos_evaluacion', aprendiz.id)).toBe(1);

    // The retry of the stored attempt still answers it (not refused by the wait).
    const reintento = await enviar(srv, aprendiz.token, e, 0, idUno);
    expect(reintento.status).toBe(200);
    const lista = await post<Evaluacion[]>(srv, '/api/evaluaciones/listar', {}, aprendiz.token);
    expect(lista.body.data.find((x) => x._id === e._id)?.proximoIntentoEn).toBe(
      body.fields.proximoIntentoEn,
    );

    await retrasar(aprendiz.id, 9);
    const todavia = await enviar(srv, aprendiz.token, e, 2);
    expect(todavia.status).toBe(429);
    expect(todavia.body.error).toBe(
      'Debes esperar 1 minuto antes de presentar de nuevo esta evaluación.',
    );
    await retrasar(aprendiz.id, 11);
    const dos = await enviar(srv, aprendiz.token, e, 2);
    expect(dos.status, dos.texto).toBe(200);
    expect(dos.body.data.puntajeEstudiante).toBe(100);
  });
});
