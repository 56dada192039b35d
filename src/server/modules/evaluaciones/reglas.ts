import type { z } from 'zod';
import type { evaluacionEntradaSchema } from '@shared/api/evaluaciones';
import { LIMITES_EVALUACION, MENSAJES_EVALUACION as M } from '@shared/domain/evaluaciones';
import { HttpError } from '../../errors';

type Entrada = z.output<typeof evaluacionEntradaSchema>;

/** 1-based positions of the questions that fail a rule, as the spec's message lists them. */
function posiciones(entrada: Entrada, falla: (p: Entrada['preguntas'][number]) => boolean) {
  return entrada.preguntas.flatMap((p, i) => (falla(p) ? [i + 1] : []));
}

/**
 * The form's rules that zod does not express with the spec's own messages (spec 5): at
 * least one question, at least two answers and one correct answer per question, and
 * puntajeMinimo within 0 … questions. Answers the puntajeMinimo to store (default: the
 * number of questions, spec 3).
 */
export function validarEvaluacion(entrada: Entrada): number {
  const total = entrada.preguntas.length;
  if (total === 0) {
    throw new HttpError('VALIDACION', M.sinPreguntas, { preguntas: M.sinPreguntas });
  }
  const pocas = posiciones(entrada, (p) => p.respuestas.length < LIMITES_EVALUACION.respuestasMin);
  if (pocas.length > 0) {
    throw new HttpError('VALIDACION', `${M.pocasRespuestas} Preguntas: ${pocas.join(', ')}`, {
      preguntas: pocas.join(', '),
    });
  }
  const sinCorrecta = posiciones(entrada, (p) => !p.respuestas.some((r) => r.isCorrecta));
  if (sinCorrecta.length > 0) {
    const mensaje = `${M.sinCorrecta} ${sinCorrecta.join(', ')}`;
    throw new HttpError('VALIDACION', mensaje, { preguntas: sinCorrecta.join(', ') });
  }
  const minimo = entrada.puntajeMinimo ?? total;
  if (minimo < 0 || minimo > total) {
    throw new HttpError('VALIDACION', M.puntajeMinimo, { puntajeMinimo: M.puntajeMinimo });
  }
  return minimo;
}
