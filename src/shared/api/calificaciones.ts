import { z } from 'zod';
import { defineRoute } from './route';
import { idSchema, okSchema } from './schemas';

/** A grade record (spec 3): made by the grading of each attempt, or by an admin. */
export const calificacionSchema = z.object({
  _id: idSchema,
  /** The evaluation's code. */
  titulo: z.string(),
  /** ISO date; shown DD/MM/YY HH:mm:ss. */
  timestamp: z.string(),
  puntajeEstudiante: z.number().int(),
  /** The pass mark (80). */
  puntajeRequerido: z.number().int(),
  /** 'A' approved, 'NA' not approved. */
  codigo: z.string(),
  /** 'Aprobada' / 'No aprobada'. */
  calificacionTexto: z.string(),
  evaluacion: z.object({ _id: idSchema, codigo: z.string(), nombre: z.string() }),
  curso: z.object({ _id: idSchema, codigo: z.string(), nombre: z.string() }),
  estudiante: z.object({
    _id: idSchema,
    nombre: z.string(),
    apellidos: z.string(),
    email: z.string(),
  }),
  /** The graded attempt, or null for a grade an admin recorded. */
  intentoId: idSchema.nullable(),
});
export type Calificacion = z.infer<typeof calificacionSchema>;

export const CAMPOS_ORDEN_CALIFICACIONES = [
  'timestamp',
  'titulo',
  'puntajeEstudiante',
  'puntajeRequerido',
  'codigo',
  'calificacionTexto',
  'estudiante',
] as const;

export const calificacionesRoutes = {
  'calificaciones.nuevo': defineRoute({
    method: 'POST',
    path: '/api/calificaciones/nuevo',
    permission: ['calificaciones', 'crear'],
    tag: 'calificaciones',
    summary:
      'Registra una calificación a mano (p. ej. prueba en papel); si aprueba, cuenta como aprobación (y certificado).',
    body: z.object({
      evaluacion: idSchema,
      estudiante: idSchema,
      puntajeEstudiante: z.number().int().min(0).max(100),
    }),
    response: okSchema.extend({ data: calificacionSchema }),
  }),
  'calificaciones.buscar': defineRoute({
    method: 'POST',
    path: '/api/calificaciones/buscar/',
    permission: 'authenticated',
    tag: 'calificaciones',
    summary: 'Una calificación: la propia, o de otros con calificaciones y usuarios consultar.',
    body: z.object({ _id: idSchema }),
    response: okSchema.extend({ data: calificacionSchema }),
  }),
  'calificaciones.listar': defineRoute({
    method: 'POST',
    path: '/api/calificaciones/listar',
    permission: 'authenticated',
    tag: 'calificaciones',
    summary:
      'Calificaciones paginadas (20) y ordenables: las propias; las de todos (filtrables por aprendiz y curso) con calificaciones y usuarios consultar.',
    body: z
      .object({
        /** From 1. */
        pagina: z.number().int().min(1).default(1),
        tamano: z.number().int().min(1).max(100).default(20),
        estudiante: idSchema.optional(),
        curso: idSchema.optional(),
        orden: z.enum(CAMPOS_ORDEN_CALIFICACIONES).default('timestamp'),
        direccion: z.enum(['asc', 'desc']).default('desc'),
      })
      .default({ pagina: 1, tamano: 20, orden: 'timestamp', direccion: 'desc' }),
    response: okSchema.extend({
      data: z.array(calificacionSchema),
      total: z.number().int(),
      /** Whether the caller sees everyone's grades (and may filter by learner). */
      todos: z.boolean(),
    }),
  }),
} as const;
