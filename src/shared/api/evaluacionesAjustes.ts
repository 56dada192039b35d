import { z } from 'zod';
import {
  LIMITES_EVALUACION as L,
  LIMITES_INTENTOS,
  MENSAJES_EVALUACION as M,
  MOSTRAR_RESPUESTAS,
} from '../domain/evaluaciones';

/** When feedback carries the right answers (docs/evaluaciones.md, «Attempt settings»). */
export const mostrarRespuestasSchema = z.enum(MOSTRAR_RESPUESTAS, { error: M.mostrarRespuestas });

/**
 * A whole number within a range, every failure with the field's Spanish message (`int()`
 * fails as a type error, which the server's 400 would word as a missing value).
 */
const entero = (min: number, max: number, mensaje: string) =>
  z
    .number({ error: mensaje })
    .min(min, mensaje)
    .max(max, mensaje)
    .refine((n) => Number.isInteger(n), mensaje);

/**
 * An evaluation's attempt settings as stored and as the form sends them (defaults: the
 * answers after approval, unlimited attempts, 10 minutes between attempts, shuffled, no
 * pool). The rules between fields and the questions are `reglasAjustesIntentos`.
 */
export const ajustesIntentosSchema = z.object({
  mostrarRespuestas: mostrarRespuestasSchema.default('alAprobar'),
  /** Null: unlimited. */
  intentosPermitidos: entero(1, LIMITES_INTENTOS.intentosMax, M.intentosPermitidos)
    .nullable()
    .default(null),
  /** Minimum wait between two attempts of one learner. */
  esperaMinutos: entero(0, LIMITES_INTENTOS.esperaMaxMinutos, M.esperaMinutos).default(10),
  barajarPreguntas: z.boolean().default(true),
  barajarRespuestas: z.boolean().default(true),
  /** Pool: each attempt draws this many of the questions. Null: all of them. */
  preguntasPorIntento: entero(1, L.preguntasMax, M.preguntasPorIntento).nullable().default(null),
});

/**
 * The settings' rules between fields (zod refinement of the create and update bodies, and
 * the form's own check): a pool no larger than the questions, and «al agotar los intentos»
 * only with a number of attempts.
 */
export function reglasAjustesIntentos(
  v: {
    mostrarRespuestas?: string;
    intentosPermitidos?: number | null;
    preguntasPorIntento?: number | null;
    preguntas: readonly unknown[];
  },
  ctx: z.RefinementCtx,
): void {
  if (
    v.preguntasPorIntento !== undefined &&
    v.preguntasPorIntento !== null &&
    v.preguntasPorIntento > v.preguntas.length
  ) {
    ctx.addIssue({ code: 'custom', path: ['preguntasPorIntento'], message: M.poolMayor });
  }
  if (v.mostrarRespuestas === 'alAgotarIntentos' && (v.intentosPermitidos ?? null) === null) {
    ctx.addIssue({ code: 'custom', path: ['intentosPermitidos'], message: M.agotarSinLimite });
  }
}
