import { z } from 'zod';
import { POR_PAGINA_NOTIFICACIONES, TIPOS_NOTIFICACION } from '../domain/notificaciones';
import { MENSAJE_CARACTERES_CONTROL, SIN_CONTROL } from './campos';
import { defineRoute } from './route';
import { okSchema } from './schemas';

/**
 * A notification's id: a random prefix per event joined to the recipient's user id
 * (modules/notificaciones/repository.ts), so it may be longer than a plain id.
 */
const idNotificacion = z.string().min(1).max(200).regex(SIN_CONTROL, MENSAJE_CARACTERES_CONTROL);

/**
 * One notification as the panel shows it. `datos` holds the parameters of its sentence and
 * its `enlace` (see `DatosNotificacion` in shared/domain/notificaciones.ts); the renderer
 * reads them by `tipo`.
 */
export const notificacionSchema = z.object({
  _id: idNotificacion,
  tipo: z.enum(TIPOS_NOTIFICACION),
  datos: z.record(z.string(), z.unknown()),
  creadoEn: z.string(),
  leidaEn: z.string().nullable(),
});
export type Notificacion = z.infer<typeof notificacionSchema>;

const noLeidas = z.number().int().min(0);

export const notificacionesRoutes = {
  'notificaciones.listar': defineRoute({
    method: 'GET',
    path: '/api/notificaciones',
    permission: 'authenticated',
    tag: 'notificaciones',
    summary: 'Las notificaciones propias, más recientes primero, por páginas.',
    query: z.object({
      pagina: z.coerce.number().int().min(1).max(10_000).default(1),
      limite: z.coerce.number().int().min(1).max(100).default(POR_PAGINA_NOTIFICACIONES),
    }),
    response: okSchema.extend({
      data: z.array(notificacionSchema),
      total: z.number().int().min(0),
      noLeidas,
    }),
  }),
  'notificaciones.noLeidas': defineRoute({
    method: 'GET',
    path: '/api/notificaciones/no-leidas',
    permission: 'authenticated',
    tag: 'notificaciones',
    summary:
      'Cuántas notificaciones propias no se han leído (la campana la consulta cada pocos segundos).',
    response: okSchema.extend({ noLeidas }),
  }),
  'notificaciones.leer': defineRoute({
    method: 'PATCH',
    path: '/api/notificaciones/:id/leida',
    permission: 'authenticated',
    tag: 'notificaciones',
    summary: 'Marca como leída una notificación propia (404 si no existe o es de otra persona).',
    params: z.object({ id: idNotificacion }),
    response: okSchema.extend({ noLeidas }),
  }),
  'notificaciones.leerTodas': defineRoute({
    method: 'POST',
    path: '/api/notificaciones/leidas',
    permission: 'authenticated',
    tag: 'notificaciones',
    summary: 'Marca como leídas todas las notificaciones propias.',
    response: okSchema.extend({ marcadas: z.number().int().min(0), noLeidas }),
  }),
} as const;
