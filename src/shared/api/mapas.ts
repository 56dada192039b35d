import { z } from 'zod';
import { texto } from './campos';
import { defineRoute } from './route';
import { idSchema, okSchema } from './schemas';

/**
 * The maps screen (`/mapas/avantel/consultar`, issue 15): the spec's "maps" are, in a
 * training programme, the courses seen from above — one card per course in the caller's
 * scope with its learners and how many finished it. Meaning of every call: docs/informes-api.md.
 */

export const ESTADOS_MAPA = ['todos', 'activos', 'inactivos'] as const;
export type EstadoMapa = (typeof ESTADOS_MAPA)[number];

export const filtroMapasSchema = z.object({
  /** Part of the course's code or name, any case. */
  texto: texto(100).optional(),
  estado: z.enum(ESTADOS_MAPA).default('todos'),
});
export type FiltroMapas = z.input<typeof filtroMapasSchema>;

export const tarjetaMapaSchema = z.object({
  _id: idSchema,
  codigo: z.string(),
  nombre: z.string(),
  activo: z.boolean(),
  /**
   * Last review: the latest progress recorded in one of the course's lessons (ISO), null
   * when none yet — what a coordinator means by "when was this course last worked on".
   */
  ultimaRevision: z.string().nullable(),
  /** The course's own last edit (ISO). */
  ultimaEdicion: z.string(),
  /** Users assigned to the course whose role does not see reports (tutors are not learners). */
  aprendices: z.number().int(),
  /** Learners with every lesson of the course completed (syllabus excluded). */
  completados: z.number().int(),
  /** completados / aprendices, 0–100 rounded down (0 with no learners). */
  porcentajeCompletado: z.number().int(),
});
export type TarjetaMapa = z.infer<typeof tarjetaMapaSchema>;

const cuerpoId = z.object({ _id: idSchema });
const sinSentido = {
  permission: ['informes', 'consultar'],
  tag: 'mapas',
  response: okSchema,
} as const;

export const mapasRoutes = {
  'mapas.buscar': defineRoute({
    method: 'POST',
    path: '/api/mapas/mapas/buscar',
    permission: ['informes', 'consultar'],
    tag: 'mapas',
    summary:
      'Tarjetas de los cursos del alcance del llamante (aprendices, % completado, última revisión), filtradas por texto y estado.',
    body: filtroMapasSchema.default({ estado: 'todos' }),
    response: okSchema.extend({ data: z.array(tarjetaMapaSchema) }),
  }),
  'mapas.id': defineRoute({
    method: 'POST',
    path: '/api/mapas/mapas/id',
    permission: ['informes', 'consultar'],
    tag: 'mapas',
    summary: 'La tarjeta de un curso del alcance del llamante.',
    body: cuerpoId,
    response: okSchema.extend({ data: tarjetaMapaSchema }),
  }),
  'mapas.reporte': defineRoute({
    method: 'POST',
    path: '/api/mapas/mapas/reporte',
    permission: ['informes', 'consultar'],
    tag: 'mapas',
    produces: 'file',
    summary: 'Las tarjetas del filtro como CSV (`;`, UTF-8 con BOM) para una hoja de cálculo.',
    body: filtroMapasSchema.default({ estado: 'todos' }),
    response: z.unknown(),
  }),
  'mapas.actualizar': defineRoute({
    method: 'PUT',
    path: '/api/mapas/mapas/:id',
    permission: ['informes', 'editar'],
    tag: 'mapas',
    summary:
      'Activa o desactiva el curso de la tarjeta; además exige poder desactivar cursos y que el curso esté en el alcance.',
    params: z.object({ id: idSchema }),
    body: z.object({ activo: z.boolean() }),
    response: okSchema.extend({ data: tarjetaMapaSchema }),
  }),
  'mapas.bulk': defineRoute({
    method: 'POST',
    path: '/api/mapas/mapas/bulk',
    permission: ['informes', 'editar'],
    tag: 'mapas',
    summary:
      'Activa o desactiva varios cursos a la vez; los que no existen o están fuera del alcance se devuelven rechazados con el motivo.',
    body: z.object({
      ids: z.array(idSchema).min(1, 'Seleccione al menos un curso').max(200),
      activo: z.boolean(),
    }),
    response: okSchema.extend({
      data: z.object({
        actualizados: z.array(tarjetaMapaSchema),
        rechazados: z.array(z.object({ _id: z.string(), motivo: z.string() })),
      }),
    }),
  }),
  'mapas.eliminar': defineRoute({
    ...sinSentido,
    method: 'POST',
    path: '/api/mapas/mapas/eliminar',
    summary: 'Sin uso: responde 404 (un curso se elimina en Cursos, no desde los mapas).',
  }),
  'mapas.analisisCsv': defineRoute({
    ...sinSentido,
    method: 'POST',
    path: '/api/mapas/mapas/analisis-csv',
    summary: 'Sin uso: responde 404 (los mapas se calculan, no se cargan de un archivo).',
  }),
  'mapas.actualizarFotos': defineRoute({
    ...sinSentido,
    method: 'POST',
    path: '/api/mapas/mapas/actualizarFotos',
    summary: 'Sin uso: responde 404 (la imagen de un curso se cambia al editar el curso).',
  }),
} as const;

/** The Spanish reasons of the calls that have no meaning for maps (answered 404). */
export const MOTIVOS_MAPAS_SIN_USO = {
  eliminar:
    'Los mapas muestran los cursos; no se eliminan desde aquí. Para eliminar un curso use la pantalla Cursos.',
  analisisCsv:
    'Los mapas se calculan con los cursos y el progreso de sus aprendices; no se cargan desde un archivo CSV.',
  actualizarFotos:
    'Los mapas no tienen fotos propias; la imagen de un curso se cambia al editar el curso.',
} as const;
