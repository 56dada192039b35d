import { z } from 'zod';
import { defineRoute } from './route';
import { idSchema, okSchema } from './schemas';

/**
 * The monitor panel of a course (issue 15, docs/monitor.md): a summary, one row per learner
 * with server-side filters, sort, search and paging, a learner's detail, and a CSV of the
 * filtered rows. Administrators and tutors (`informes.consultar`), only for courses in the
 * caller's scope.
 */

/** Where a learner stands with the course's evaluations (from their grade records). */
export const ESTADOS_EVALUACION_MONITOR = ['sinPresentar', 'noAprobada', 'aprobada'] as const;
export type EstadoEvaluacionMonitor = (typeof ESTADOS_EVALUACION_MONITOR)[number];

export const ORDENES_MONITOR = [
  'nombre',
  'centro',
  'municipio',
  'progreso',
  'ultimaActividad',
  'diasSinActividad',
  'estado',
] as const;
export type OrdenMonitor = (typeof ORDENES_MONITOR)[number];

/** More than this many days without activity is what the "inactive" filter shows. */
export const DIAS_INACTIVIDAD_MONITOR = 7;

export const MENSAJES_MONITOR = {
  cursoNoEncontrado: 'El curso no existe.',
  aprendizNoEncontrado: 'Ese aprendiz no está asignado a este curso.',
} as const;

const paramsCurso = z.object({ cursoId: idSchema });

/** The table's filters, shared by the page of rows and the CSV export. */
export const filtroMonitorSchema = z.object({
  /** Name, surname or email; accents and case are ignored. */
  busqueda: z.string().trim().max(100, 'La búsqueda admite hasta 100 caracteres.').default(''),
  /** A centre's name exactly as listed in the summary's `centros`; '' = every centre. */
  centro: z.string().max(300).default(''),
  estado: z.enum(ESTADOS_EVALUACION_MONITOR).optional(),
  /** Only learners without activity for more than 7 days. */
  inactivos: z.boolean().default(false),
  orden: z.enum(ORDENES_MONITOR).default('nombre'),
  direccion: z.enum(['asc', 'desc']).default('asc'),
});
export type FiltroMonitor = z.infer<typeof filtroMonitorSchema>;

export const filaMonitorSchema = z.object({
  _id: idSchema,
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  centro: z.string(),
  municipio: z.string(),
  /** 0–100, the course progress the learner sees on their card. */
  progreso: z.number().int(),
  /** The first lesson, in course order, not completed; null: not started or all done. */
  leccionActual: z.object({ _id: idSchema, nombre: z.string() }).nullable(),
  /** ISO; null: never active in this course. */
  ultimaActividad: z.string().nullable(),
  /** Whole days since the last activity (or since assignment, when never active). */
  diasSinActividad: z.number().int(),
  estado: z.enum(ESTADOS_EVALUACION_MONITOR),
  /** Grade records on the course's evaluations (attempts and recorded grades). */
  intentos: z.number().int(),
  /** Best score; null when sin presentar. */
  puntaje: z.number().int().nullable(),
  certificado: z.object({ numero: z.number().int(), emitidoEn: z.string() }).nullable(),
});
export type FilaMonitor = z.infer<typeof filaMonitorSchema>;

export const preguntaDificilSchema = z.object({
  evaluacion: z.string(),
  descripcion: z.string(),
  /** Times the question was in a graded attempt, and times it was answered wrong. */
  presentada: z.number().int(),
  falladas: z.number().int(),
  /** 0–100, rounded. */
  porcentajeFallo: z.number().int(),
});
export type PreguntaDificil = z.infer<typeof preguntaDificilSchema>;

export const resumenMonitorSchema = z.object({
  curso: z.object({ _id: idSchema, codigo: z.string(), nombre: z.string() }),
  aprendices: z.number().int(),
  /** 0–100, rounded: share of the learners. */
  porcentajeIniciado: z.number().int(),
  porcentajeCompletado: z.number().int(),
  porcentajeAprobado: z.number().int(),
  /** From assignment to the last lesson completed; null when nobody completed. */
  medianaDiasCompletar: z.number().nullable(),
  preguntasDificiles: z.array(preguntaDificilSchema),
  /** The centres of the course's learners, for the filter. */
  centros: z.array(z.string()),
  /** The external dashboard's address (MONITOR_TABLERO_URL), never with credentials. */
  tableroUrl: z.string().nullable(),
});
export type ResumenMonitor = z.infer<typeof resumenMonitorSchema>;

export const detalleAprendizMonitorSchema = z.object({
  aprendiz: filaMonitorSchema,
  asignadoEn: z.string(),
  lecciones: z.array(
    z.object({
      _id: idSchema,
      nombre: z.string(),
      progreso: z.enum(['no-iniciado', 'iniciado', 'completado']),
      porcentaje: z.number().int(),
      /** First time the server served it to the learner. */
      abiertaEn: z.string().nullable(),
      /** Date of the report that last moved it forward (completion date when complete). */
      fecha: z.string().nullable(),
      actualizadoEn: z.string().nullable(),
    }),
  ),
  intentos: z.array(
    z.object({
      evaluacion: z.string(),
      fecha: z.string(),
      puntaje: z.number().int(),
      /** Null for a grade recorded by hand (no attempt behind it). */
      correctas: z.number().int().nullable(),
      total: z.number().int().nullable(),
      aprobado: z.boolean(),
      manual: z.boolean(),
    }),
  ),
});
export type DetalleAprendizMonitor = z.infer<typeof detalleAprendizMonitorSchema>;

export const monitorRoutes = {
  'monitor.resumen': defineRoute({
    method: 'GET',
    path: '/api/monitor/cursos/:cursoId/resumen',
    permission: ['informes', 'consultar'],
    tag: 'monitor',
    summary:
      'Resumen del curso: aprendices, % iniciado, completado y aprobado, mediana de días para completar, preguntas más falladas, centros y tablero externo.',
    params: paramsCurso,
    response: okSchema.extend({ data: resumenMonitorSchema }),
  }),
  'monitor.aprendices': defineRoute({
    method: 'POST',
    path: '/api/monitor/cursos/:cursoId/aprendices',
    permission: ['informes', 'consultar'],
    tag: 'monitor',
    summary:
      'Una fila por aprendiz del curso, filtrada (centro, estado, sin actividad hace más de 7 días, búsqueda), ordenada y paginada.',
    params: paramsCurso,
    body: filtroMonitorSchema
      .extend({
        pagina: z.number().int().min(1).default(1),
        tamano: z.number().int().min(1).max(100).default(20),
      })
      .default({
        busqueda: '',
        centro: '',
        inactivos: false,
        orden: 'nombre',
        direccion: 'asc',
        pagina: 1,
        tamano: 20,
      }),
    response: okSchema.extend({ data: z.array(filaMonitorSchema), total: z.number().int() }),
  }),
  'monitor.aprendiz': defineRoute({
    method: 'GET',
    path: '/api/monitor/cursos/:cursoId/aprendices/:usuarioId',
    permission: ['informes', 'consultar'],
    tag: 'monitor',
    summary:
      'Detalle de un aprendiz: progreso lección por lección con fechas, intentos y puntajes.',
    params: z.object({ cursoId: idSchema, usuarioId: idSchema }),
    response: okSchema.extend({ data: detalleAprendizMonitorSchema }),
  }),
  'monitor.exportar': defineRoute({
    method: 'POST',
    path: '/api/monitor/cursos/:cursoId/exportar',
    permission: ['informes', 'consultar'],
    tag: 'monitor',
    produces: 'file',
    summary:
      'CSV de las filas filtradas del monitor (`;`, UTF-8 con BOM, encabezados en español), en el orden de la tabla.',
    params: paramsCurso,
    body: filtroMonitorSchema.default({
      busqueda: '',
      centro: '',
      inactivos: false,
      orden: 'nombre',
      direccion: 'asc',
    }),
    response: z.unknown(),
  }),
} as const;
