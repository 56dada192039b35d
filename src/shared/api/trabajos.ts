import { z } from 'zod';
import { MODOS_IMPORTACION } from '../domain/importacion';
import { TIPOS_NOTIFICACION } from '../domain/notificaciones';
import { MENSAJE_CARACTERES_CONTROL, SIN_CONTROL } from './campos';
import { defineRoute } from './route';
import { okSchema } from './schemas';

/**
 * The background jobs as an administrator sees them (issue 17, docs/trabajos.md): how many
 * jobs each queue holds in each state, and the dead-letter list — jobs that used up their
 * retries — each of which may be queued again. ADMINISTRADOR only: a job's data names
 * people and actions of any centre.
 */

/** The kinds of job (the server's `NOMBRES_TRABAJO`, src/server/jobs/tipos.ts). */
export const TIPOS_TRABAJO = ['desbloqueo', 'notificacion', 'importacion', 'limpieza'] as const;
export type TipoTrabajo = (typeof TIPOS_TRABAJO)[number];

/** How many failed jobs the page lists, newest first. */
export const LIMITE_TRABAJOS_FALLIDOS = 200;

/** Who a notification job writes to: a list of users, or a group resolved when it runs. */
export const GRUPOS_DESTINATARIOS = [
  'usuarios',
  'asignadosDelCurso',
  'participantesDelTema',
  'revisoresDelCurso',
] as const;

export const MENSAJES_TRABAJOS = {
  noFallido: 'El trabajo no existe o ya no está fallido.',
} as const;

/**
 * What the list says about a job's data: only what identifies the work, never the raw data
 * (a notification carries its text and its recipients' ids). Fields by kind: desbloqueo →
 * solicitudId; notificacion → tipoNotificacion, destinatarios, cantidadDestinatarios (null:
 * a group, counted only when it runs); importacion → loteId, modo; limpieza → none.
 */
export const detalleTrabajoSchema = z.object({
  solicitudId: z.string().optional(),
  tipoNotificacion: z.enum(TIPOS_NOTIFICACION).optional(),
  destinatarios: z.enum(GRUPOS_DESTINATARIOS).optional(),
  cantidadDestinatarios: z.number().int().min(0).nullable().optional(),
  loteId: z.string().optional(),
  modo: z.enum(MODOS_IMPORTACION).optional(),
});
export type DetalleTrabajo = z.infer<typeof detalleTrabajoSchema>;

export const trabajoFallidoSchema = z.object({
  _id: z.string(),
  nombre: z.enum(TIPOS_TRABAJO),
  detalle: detalleTrabajoSchema,
  /** The last attempt's error as one line (never a stack). */
  error: z.string(),
  intentos: z.number().int().min(0),
  creadoEn: z.string(),
  fallidoEn: z.string(),
});
export type TrabajoFallidoVista = z.infer<typeof trabajoFallidoSchema>;

export const conteoTrabajosSchema = z.object({
  /** A job kind, or `fallidos` (pg-boss's dead-letter queue). */
  cola: z.string(),
  estado: z.string(),
  total: z.number().int().min(0),
});
export type ConteoTrabajosVista = z.infer<typeof conteoTrabajosSchema>;

/** A job id: pg-boss's UUID or the SQLite runner's; ids longer than that are refused. */
const idTrabajo = z.string().min(1).max(100).regex(SIN_CONTROL, MENSAJE_CARACTERES_CONTROL);

export const trabajosRoutes = {
  'trabajos.resumen': defineRoute({
    method: 'GET',
    path: '/api/trabajos',
    permission: 'administrador',
    tag: 'trabajos',
    summary:
      'Trabajos en segundo plano: conteos por cola y estado, y los fallidos (sin más reintentos), los más recientes primero (hasta 200).',
    response: okSchema.extend({
      data: z.object({
        conteos: z.array(conteoTrabajosSchema),
        fallidos: z.array(trabajoFallidoSchema),
      }),
    }),
  }),
  'trabajos.reintentar': defineRoute({
    method: 'POST',
    path: '/api/trabajos/fallidos/:id/reintentar',
    permission: 'administrador',
    tag: 'trabajos',
    summary:
      'Encola de nuevo un trabajo fallido como un trabajo nuevo (404 si no existe o ya no está fallido).',
    params: z.object({ id: idTrabajo }),
    response: okSchema,
  }),
} as const;
