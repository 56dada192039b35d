import { describe, expect, it } from 'vitest';
import { envioEvaluacionSchema } from '@shared/api';
import {
  alternarRespuesta,
  claseTab,
  crearIntento,
  cuerpoEnvio,
  esBloqueo,
  nuevoIdIntento,
  preguntasOrdenadas,
  preguntasSinResponder,
  type Seleccion,
} from '../../../../src/renderer/features/evaluaciones/rendir';
import { paraRendir } from './fixtures';

describe('taking an evaluation (spec 2, Evaluation taking)', () => {
  const ev = paraRendir();

  it('shows the questions by indice and the answers by label', () => {
    const ps = preguntasOrdenadas(ev.preguntas);
    expect(ps.map((p) => p._id)).toEqual(['p1', 'p2']);
    expect(ps[1]?.respuestas.map((r) => r._id)).toEqual(['b1', 'b2', 'b3']);
  });

  it('checkboxes: ticking and unticking any number of answers', () => {
    let s: Seleccion = {};
    s = alternarRespuesta(s, 'p2', 'b3', true);
    s = alternarRespuesta(s, 'p2', 'b1', true);
    s = alternarRespuesta(s, 'p2', 'b1', true); // twice is still once
    s = alternarRespuesta(s, 'p1', 'a2', true);
    s = alternarRespuesta(s, 'p1', 'a2', false);
    expect(s).toEqual({ p2: ['b3', 'b1'], p1: [] });
  });

  it('the body carries, per question in order, the selected answer ids and the attempt id', () => {
    let s: Seleccion = {};
    s = alternarRespuesta(s, 'p2', 'b3', true);
    s = alternarRespuesta(s, 'p2', 'b1', true);
    const id = '0b6f1a52-2f4e-4d43-9d59-5a1c0f1c6a10';
    const cuerpo = cuerpoEnvio(ev, s, id);
    expect(cuerpo).toEqual({
      evaluacionId: 'e1',
      idIntento: id,
      respuestas: [
        { preguntaId: 'p1', respuestaIds: [] },
        { preguntaId: 'p2', respuestaIds: ['b1', 'b3'] },
      ],
    });
    expect(envioEvaluacionSchema.safeParse(cuerpo).success).toBe(true);
  });

  it('never sends an id that is not an answer of that question', () => {
    const s: Seleccion = { p1: ['b1', 'a1'], otra: ['x'] };
    expect(cuerpoEnvio(ev, s, 'id').respuestas).toEqual([
      { preguntaId: 'p1', respuestaIds: ['a1'] },
      { preguntaId: 'p2', respuestaIds: [] },
    ]);
  });

  it('names the unanswered questions by number, so sending asks first', () => {
    expect(preguntasSinResponder(ev.preguntas, {})).toEqual([1, 2]);
    expect(preguntasSinResponder(ev.preguntas, { p2: ['b2'], p1: [] })).toEqual([1]);
    expect(preguntasSinResponder(ev.preguntas, { p2: ['b2'], p1: ['a1'] })).toEqual([]);
  });

  it('tab colour classes cycle through four values', () => {
    expect([0, 1, 2, 3, 4, 5, 8].map(claseTab)).toEqual([0, 1, 2, 3, 0, 1, 0]);
  });

  it('a lock is told apart from other failures', () => {
    const falla = (code: string) => ({
      status: 403,
      data: { ok: false as const, error: 'x', code },
    });
    expect(esBloqueo(falla('EVALUACION_BLOQUEADA'))).toBe(true);
    expect(esBloqueo(falla('SIN_PERMISO'))).toBe(false);
  });
});

describe('the attempt id', () => {
  it('is a UUID the server accepts, with or without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(nuevoIdIntento()).toMatch(uuid);
    // An insecure context (the web client over plain HTTP) has no randomUUID.
    const sinRandomUuid = {
      getRandomValues: <T extends Uint8Array>(a: T) => globalThis.crypto.getRandomValues(a),
    };
    for (let i = 0; i < 50; i++) {
      const id = nuevoIdIntento(sinRandomUuid);
      expect(id).toMatch(uuid);
      expect(
        envioEvaluacionSchema.safeParse({ evaluacionId: 'e', idIntento: id, respuestas: [] })
          .success,
      ).toBe(true);
    }
  });

  it('stays the same until the attempt ends, then a new one is made', () => {
    let n = 0;
    const intento = crearIntento(() => `id-${(n += 1)}`);
    expect(intento.id).toBe('id-1');
    expect(intento.id).toBe('id-1');
    intento.terminar();
    expect(intento.id).toBe('id-2');
  });
});
