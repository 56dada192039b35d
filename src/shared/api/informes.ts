import { z } from 'zod';
import { DIAS_MAXIMOS_INFORME, MENSAJES_INFORME, diasDelRango, esDia } from '../domain/informes';
import { defineRoute } from './route';
import { okSchema } from './schemas';

/**
 * The programme report (issue 15, docs/informes.md): `reporte` runs it for a range of
 * Colombian days, `reporteCsv` gives the same figures as a spreadsheet. The spec's counter
 * names are kept (total.horasGrabacion, total.cursos, total.llamadas) with their meaning in
 * a training programme: hours of study, courses with activity, lesson views.
 */

const diaSchema = z.string({ error: MENSAJES_INFORME.fecha }).refine(esDia, MENSAJES_INFORME.fecha);

export const rangoInformeSchema = z
  .object({ desde: diaSchema, hasta: diaSchema })
  .refine((r) => r.desde <= r.hasta, { message: MENSAJES_INFORME.rango, path: ['hasta'] })
  .refine((r) => diasDelRango(r.desde, r.hasta) <= DIAS_MAXIMOS_INFORME, {
    message: MENSAJES_INFORME.largo,
    path: ['hasta'],
  });
export type RangoInforme = z.infer<typeof rangoInformeSchema>;

/** One centre's figures: a bar of the chart and a row of the table beside it. */
export const filaCentroSchema = z.object({
  /** customData.institucion.nombrePunto of the learners ('Sin centro' when missing). */
  centro: z.string(),
  municipio: z.string(),
  segundosEstudio: z.number(),
  horas: z.number(),
  /** Lesson views (multimedia_vistas). */
  llamadas: z.number().int(),
  leccionesCompletadas: z.number().int(),
  cursosCompletados: z.number().int(),
});
export type FilaCentro = z.infer<typeof filaCentroSchema>;

export const totalInformeSchema = z.object({
  /** Hours of study recorded in the range (two decimals). */
  horasGrabacion: z.number(),
  /** The same, in seconds (for exact sums and the HH:MM:SS display). */
  segundosEstudio: z.number(),
  /** Courses with activity (study time or views) in the range. */
  cursos: z.number().int(),
  /** Lesson views in the range. */
  llamadas: z.number().int(),
  /** Learners registered in the range (of the caller's courses, for a tutor). */
  registrados: z.number().int(),
  leccionesCompletadas: z.number().int(),
  /** A learner finishing every lesson of a course (syllabus aside). */
  cursosCompletados: z.number().int(),
  /** Learner-evaluation pairs with an approving attempt in the range. */
  aprobados: z.number().int(),
  /** Certificates issued in the range and not revoked. */
  certificados: z.number().int(),
});
export type TotalInforme = z.infer<typeof totalInformeSchema>;

export const reporteInformeSchema = okSchema.extend({
  desde: z.string(),
  hasta: z.string(),
  zonaHoraria: z.string(),
  /** 'todos' or 'misCursos': whether the figures cover only the caller's courses. */
  alcance: z.enum(['todos', 'misCursos']),
  total: totalInformeSchema,
  /** Chart data: activity per centre, most views first. */
  grafica: z.array(filaCentroSchema),
});
export type ReporteInforme = z.infer<typeof reporteInformeSchema>;

export const informesRoutes = {
  'informes.reporte': defineRoute({
    method: 'POST',
    path: '/api/informes/informes/reporte',
    permission: ['informes', 'consultar'],
    tag: 'informes',
    summary:
      'Informe del programa para un rango de días (hora de Colombia, ambos incluidos, máximo 366): horas de estudio, cursos con actividad, vistas de lecciones, inscritos, lecciones y cursos completados, aprobaciones y certificados, y la actividad por centro. Un tutor ve solo sus cursos.',
    body: rangoInformeSchema,
    response: reporteInformeSchema,
  }),
  'informes.reporteCsv': defineRoute({
    method: 'POST',
    path: '/api/informes/informes/reporte/csv',
    permission: ['informes', 'consultar'],
    tag: 'informes',
    produces: 'file',
    summary:
      'El mismo informe como CSV (`;`, UTF-8 con BOM): una fila por centro y una de totales.',
    body: rangoInformeSchema,
    response: z.unknown(),
  }),
} as const;
