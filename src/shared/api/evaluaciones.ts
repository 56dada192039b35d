import { z } from 'zod';
import { LIMITES_EVALUACION as L, MENSAJES_EVALUACION as M } from '../domain/evaluaciones';
import { texto as textoCampo, textoMultilinea } from './campos';
import {
  ajustesIntentosSchema,
  mostrarRespuestasSchema,
  reglasAjustesIntentos,
} from './evaluacionesAjustes';
import { MENSAJES_VALIDACION as V } from './mensajes';
import { defineRoute } from './route';
import { idSchema, okSchema } from './schemas';

const cursoRef = z.object({ _id: idSchema, codigo: z.string(), nombre: z.string() });

/** An answer with its key: only in the editors' copy (`fetch/`) and in feedback. */
export const respuestaConClaveSchema = z.object({
  _id: idSchema,
  texto: z.string(),
  /** Position from 1. */
  label: z.number().int(),
  isCorrecta: z.boolean(),
});

export const preguntaSchema = z.object({
  _id: idSchema,
  /** The index as text (spec 3: Question.nombre). */
  nombre: z.string(),
  descripcion: z.string(),
  indice: z.number().int(),
  respuestas: z.array(respuestaConClaveSchema),
  /** Label of the (first) correct answer. */
  respuestaCorrecta: z.number().int().nullable(),
});

/** The learner's copy of a question: no key anywhere (no isCorrecta, no respuestaCorrecta). */
export const preguntaParaRendirSchema = z.object({
  _id: idSchema,
  nombre: z.string(),
  descripcion: z.string(),
  indice: z.number().int(),
  respuestas: z.array(respuestaConClaveSchema.omit({ isCorrecta: true })),
});

/** The caller's last attempt, as a card shows it. */
export const intentoResumenSchema = z.object({
  _id: idSchema,
  puntaje: z.number().int(),
  aprobado: z.boolean(),
  fecha: z.string(),
});

/** An evaluation as cards and headers show it, with the caller's state (spec 3, Evaluation). */
export const evaluacionSchema = ajustesIntentosSchema.extend({
  _id: idSchema,
  id: idSchema,
  codigo: z.string(),
  nombre: z.string(),
  descripcion: z.string(),
  curso: cursoRef,
  /** Stored and edited (0 … questions); the pass mark itself is NOTA_APROBATORIA (80 %). */
  puntajeMinimo: z.number().int(),
  numPreguntas: z.number().int(),
  estado: z.boolean(),
  colorFondoTarjeta: z.string(),
  /** The caller's progress in the evaluation's course, 0–100. */
  progress: z.number(),
  /** Best score of the caller, or null before any attempt. */
  porcentaje: z.number().int().nullable(),
  aprobado: z.boolean(),
  aprobada: z.boolean(),
  /** Attempted and never approved. */
  fallido: z.boolean(),
  /** The caller may not open it: course progress below 100 and no permission to skip. */
  accesoBloqueado: z.boolean(),
  intentos: z.number().int(),
  ultimoIntento: intentoResumenSchema.nullable(),
  /** When the caller's next attempt opens (the wait after their last one), or null: open now. */
  proximoIntentoEn: z.string().nullable(),
});
export type Evaluacion = z.infer<typeof evaluacionSchema>;

export const evaluacionParaRendirSchema = evaluacionSchema.extend({
  preguntas: z.array(preguntaParaRendirSchema),
});
export const evaluacionEdicionSchema = evaluacionSchema.extend({
  preguntas: z.array(preguntaSchema),
});
export type EvaluacionParaRendir = z.infer<typeof evaluacionParaRendirSchema>;
export type EvaluacionEdicion = z.infer<typeof evaluacionEdicionSchema>;

/** A required text; `base` is `textoMultilinea` for questions and answers (line breaks allowed). */
const texto = (max: number, mensaje: string, base = textoCampo) =>
  base(max, { tipo: V.requerido, max: mensaje }).min(1, V.requerido);

/**
 * What the form sends. Answer and question ids are optional (new ones get server ids);
 * the rules with the spec's own messages (at least one question, each with a correct
 * answer) are checked by the server after parsing, listing the offending questions.
 */
export const evaluacionEntradaSchema = ajustesIntentosSchema.extend({
  curso: idSchema,
  codigo: texto(L.codigoMax, M.codigoMax),
  nombre: texto(L.nombreMax, M.nombreMax),
  descripcion: textoMultilinea(L.descripcionMax, { max: M.descripcionMax }).default(''),
  puntajeMinimo: z.number().int().min(0).optional(),
  colorFondoTarjeta: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/, 'Color no válido')
    .optional(),
  preguntas: z
    .array(
      z.object({
        descripcion: texto(L.preguntaMax, M.preguntaMax, textoMultilinea),
        respuestas: z
          .array(
            z.object({
              texto: texto(L.respuestaMax, M.respuestaMax, textoMultilinea),
              isCorrecta: z.boolean(),
            }),
          )
          .max(L.respuestasMax),
      }),
    )
    .max(L.preguntasMax),
});
export type EvaluacionEntrada = z.input<typeof evaluacionEntradaSchema>;

/** One attempt as sent: per question, the selected answer ids (checkboxes). */
export const envioEvaluacionSchema = z.object({
  evaluacionId: idSchema,
  /** Must be the caller (kept for the spec's shape). */
  usuarioId: idSchema.optional(),
  /** Client-made id: a submission retried after a network error is stored once. */
  idIntento: z.uuid(),
  respuestas: z
    .array(z.object({ preguntaId: idSchema, respuestaIds: z.array(idSchema).max(20) }))
    .max(L.preguntasMax),
});
export type EnvioEvaluacion = z.input<typeof envioEvaluacionSchema>;

export const resultadoSchema = z.object({
  intentoId: idSchema,
  completada: z.literal(true),
  puntajeTotal: z.literal(100),
  puntajeEstudiante: z.number().int(),
  correctas: z.number().int(),
  total: z.number().int(),
  aprobado: z.boolean(),
  /** The certificate this approval issued (first approval of the course), else null. */
  certificado: z.object({ _id: idSchema, numero: z.number().int() }).nullable(),
  /** False when this was a retry of an attempt already stored (nothing new was counted). */
  nuevo: z.boolean(),
});

/**
 * One question of an attempt's feedback. `correctLabel` and `isCorrecta` (the key) are
 * present only when the evaluation's policy shows the answers to the caller now
 * (`respuestasVisibles`); otherwise the question says only right or wrong and what was chosen.
 */
export const preguntaRetroalimentacionSchema = z.object({
  indice: z.number().int(),
  descripcion: z.string(),
  correcta: z.boolean(),
  /** Label of the (first) correct answer. */
  correctLabel: z.number().int().nullable().optional(),
  respuestas: z.array(
    z.object({
      label: z.number().int(),
      texto: z.string(),
      isCorrecta: z.boolean().optional(),
      fueSeleccionada: z.boolean(),
    }),
  ),
});

/** Feedback of one graded attempt (spec 2, Feedback dialog), frozen when it was graded. */
export const retroalimentacionSchema = z.object({
  intentoId: idSchema,
  fecha: z.string(),
  puntaje: z.number().int(),
  aprobado: z.boolean(),
  /** Whether this answer carries the right answers (the evaluation's policy, for the caller). */
  respuestasVisibles: z.boolean(),
  mostrarRespuestas: mostrarRespuestasSchema,
  preguntas: z.array(preguntaRetroalimentacionSchema),
});
export type Retroalimentacion = z.infer<typeof retroalimentacionSchema>;

export { ajustesIntentosSchema, mostrarRespuestasSchema, reglasAjustesIntentos };

const idBody = z.object({ _id: idSchema });

export const evaluacionesRoutes = {
  'evaluaciones.nuevo': defineRoute({
    method: 'POST',
    path: '/api/evaluaciones/nuevo',
    permission: ['evaluaciones', 'crear'],
    tag: 'evaluaciones',
    summary: 'Crea una evaluación con sus preguntas y respuestas (activa).',
    body: evaluacionEntradaSchema.superRefine(reglasAjustesIntentos),
    response: okSchema.extend({ data: evaluacionEdicionSchema }),
  }),
  'evaluaciones.buscar': defineRoute({
    method: 'POST',
    path: '/api/evaluaciones/buscar/',
    permission: ['evaluaciones', 'consultar'],
    tag: 'evaluaciones',
    summary:
      'La copia para rendir (sin respuestas correctas): empieza o retoma el sorteo del intento (orden y preguntas); sin preguntas si se agotaron los intentos; 403 si el curso no está completo al 100 %.',
    body: idBody,
    response: okSchema.extend({ data: evaluacionParaRendirSchema }),
  }),
  'evaluaciones.fetch': defineRoute({
    method: 'POST',
    path: '/api/evaluaciones/fetch/',
    permission: ['evaluaciones', 'editar'],
    tag: 'evaluaciones',
    summary: 'La copia para editar, con las respuestas correctas.',
    body: idBody,
    response: okSchema.extend({ data: evaluacionEdicionSchema }),
  }),
  'evaluaciones.listar': defineRoute({
    method: 'POST',
    path: '/api/evaluaciones/listar',
    permission: ['evaluaciones', 'consultar'],
    tag: 'evaluaciones',
    summary:
      'Evaluaciones de los cursos del usuario (todas para quien edita), con su estado y si tiene certificado.',
    body: z.object({ curso: idSchema.optional() }).default({}),
    response: okSchema.extend({
      data: z.array(evaluacionSchema),
      certificadoDisponible: z.boolean(),
    }),
  }),
  'evaluaciones.actualizar': defineRoute({
    method: 'POST',
    path: '/api/evaluaciones/actualizar',
    permission: ['evaluaciones', 'editar'],
    tag: 'evaluaciones',
    summary:
      'Reemplaza datos, preguntas y respuestas (los intentos ya calificados conservan su retroalimentación).',
    body: evaluacionEntradaSchema.extend({ _id: idSchema }).superRefine(reglasAjustesIntentos),
    response: okSchema.extend({ data: evaluacionEdicionSchema }),
  }),
  'evaluaciones.eliminar': defineRoute({
    method: 'POST',
    path: '/api/evaluaciones/eliminar',
    permission: ['evaluaciones', 'eliminar'],
    tag: 'evaluaciones',
    summary: 'Elimina una evaluación sin intentos (con intentos: 409, se desactiva en su lugar).',
    body: idBody,
    response: okSchema,
  }),
  'evaluaciones.updateEstado': defineRoute({
    method: 'POST',
    path: '/api/evaluaciones/updateEstado',
    permission: ['evaluaciones', 'desactivar'],
    tag: 'evaluaciones',
    summary: 'Activa o desactiva una evaluación (las inactivas no se muestran a los aprendices).',
    body: z.object({ _id: idSchema, estado: z.boolean() }),
    response: okSchema.extend({ data: evaluacionSchema }),
  }),
  'evaluaciones.resultados': defineRoute({
    method: 'POST',
    path: '/api/evaluaciones/resultados',
    permission: ['evaluaciones', 'consultar'],
    tag: 'evaluaciones',
    summary:
      'Envía un intento: solo las preguntas de su sorteo (otras: 400); 409 SIN_INTENTOS al agotar los intentos, 429 ESPERA_ENTRE_INTENTOS con Retry-After antes de la espera mínima; el servidor califica (piso de correctas ÷ preguntas sorteadas × 100, aprueba con 80), guarda el intento y la calificación y, en la primera aprobación del curso, emite el certificado.',
    body: envioEvaluacionSchema,
    response: okSchema.extend({ data: resultadoSchema }),
  }),
  'evaluaciones.resultadosDetalle': defineRoute({
    method: 'POST',
    path: '/api/evaluaciones/resultados/detalle',
    permission: ['evaluaciones', 'consultar'],
    tag: 'evaluaciones',
    summary:
      'Retroalimentación del último intento (o del indicado), con las respuestas correctas solo según la política de la evaluación; de otro usuario requiere calificaciones y usuarios consultar.',
    body: z.object({
      evaluacionId: idSchema,
      usuarioId: idSchema.optional(),
      intentoId: idSchema.optional(),
    }),
    response: okSchema.extend({ data: retroalimentacionSchema }),
  }),
} as const;
