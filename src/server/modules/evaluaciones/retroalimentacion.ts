import { z } from 'zod';
import { retroalimentacionSchema } from '@shared/api/evaluaciones';
import type { Retroalimentacion } from '@shared/api/evaluaciones';
import type { MostrarRespuestas, ResultadoCalificacion } from '@shared/domain/evaluaciones';
import type { IntentosEvaluacionTable } from '../../db/schema';
import { etiquetaCorrecta } from './mapping';
import type { FilaPregunta } from './repository';

const preguntasSchema = retroalimentacionSchema.shape.preguntas;

/**
 * What an attempt stores in intentos_evaluacion.respuestas: the feedback as it was graded
 * (questions, answers, key, selection), so editing the evaluation later never changes an
 * old attempt's feedback; plus the certificate this attempt issued, for retried requests.
 */
const instantaneaSchema = z.object({
  preguntas: preguntasSchema,
  certificado: z.object({ _id: z.string(), numero: z.number().int() }).nullable().default(null),
});
export type Instantanea = z.infer<typeof instantaneaSchema>;

/** The frozen feedback of a graded submission. */
export function instantanea(
  preguntas: readonly FilaPregunta[],
  seleccion: Readonly<Record<string, readonly string[]>>,
  resultado: ResultadoCalificacion,
): Instantanea {
  return {
    certificado: null,
    preguntas: preguntas.map((p) => {
      const elegidas = new Set(seleccion[p.id] ?? []);
      return {
        indice: p.indice,
        descripcion: p.descripcion,
        correcta: resultado.porPregunta[p.id] === true,
        correctLabel: etiquetaCorrecta(p),
        respuestas: p.respuestas.map((r) => ({
          label: r.label,
          texto: r.texto,
          isCorrecta: r.esCorrecta,
          fueSeleccionada: elegidas.has(r.id),
        })),
      };
    }),
  };
}

export function leerInstantanea(intento: IntentosEvaluacionTable): Instantanea {
  return instantaneaSchema.parse(JSON.parse(intento.respuestas));
}

/**
 * An attempt's feedback as the caller may see it now. With the key hidden (the
 * evaluation's policy, docs/evaluaciones.md) each question is rebuilt field by field
 * without `correctLabel` and `isCorrecta`: right or wrong, and what was chosen.
 */
export function aRetroalimentacion(
  intento: IntentosEvaluacionTable,
  politica: { mostrarRespuestas: MostrarRespuestas; visibles: boolean },
): Retroalimentacion {
  const preguntas = leerInstantanea(intento).preguntas;
  return {
    intentoId: intento.id,
    fecha: intento.creado_en,
    puntaje: Number(intento.puntaje),
    aprobado: intento.aprobado === 1,
    respuestasVisibles: politica.visibles,
    mostrarRespuestas: politica.mostrarRespuestas,
    preguntas: politica.visibles
      ? preguntas
      : preguntas.map((p) => ({
          indice: p.indice,
          descripcion: p.descripcion,
          correcta: p.correcta,
          respuestas: p.respuestas.map((r) => ({
            label: r.label,
            texto: r.texto,
            fueSeleccionada: r.fueSeleccionada,
          })),
        })),
  };
}
