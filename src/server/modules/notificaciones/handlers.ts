import type { Notificacion } from '@shared/api';
import {
  DIAS_RETENCION_NOTIFICACIONES,
  MENSAJES_NOTIFICACION,
  TIPOS_NOTIFICACION,
} from '@shared/domain/notificaciones';
import type { TipoNotificacion } from '@shared/domain/notificaciones';
import type { NotificacionesTable } from '../../db/schema';
import { HttpError } from '../../errors';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { NotificacionesRepository } from './repository';

type NotificacionesHandlers = Pick<
  RouteHandlers,
  | 'notificaciones.listar'
  | 'notificaciones.noLeidas'
  | 'notificaciones.leer'
  | 'notificaciones.leerTodas'
>;

const DIA_MS = 24 * 60 * 60 * 1000;

/** A stored row as the API shows it; unreadable JSON reads as no parameters, not a 500. */
export function aNotificacion(fila: NotificacionesTable): Notificacion | null {
  if (!(TIPOS_NOTIFICACION as readonly string[]).includes(fila.tipo)) return null;
  let datos: Record<string, unknown> = {};
  try {
    const valor: unknown = JSON.parse(fila.datos);
    if (typeof valor === 'object' && valor !== null) datos = valor as Record<string, unknown>;
  } catch {
    datos = {};
  }
  return {
    _id: fila.id,
    tipo: fila.tipo as TipoNotificacion,
    datos,
    creadoEn: fila.creado_en,
    leidaEn: fila.leida_en,
  };
}

/** Every route answers only the caller's own notifications. */
export function notificacionesHandlers(services: Services): NotificacionesHandlers {
  const repo = new NotificacionesRepository(services.db);
  return {
    'notificaciones.listar': async ({ auth, query }) => {
      // Retention (docs/notificaciones.md): the owner's old ones go when they look.
      const limite = new Date(Date.now() - DIAS_RETENCION_NOTIFICACIONES * DIA_MS);
      await repo.purgar(auth.row.id, limite.toISOString());
      const { filas, total } = await repo.pagina(auth.row.id, query.pagina, query.limite);
      const data = filas.map(aNotificacion).filter((n): n is Notificacion => n !== null);
      return { ok: true, data, total, noLeidas: await repo.noLeidas(auth.row.id) };
    },

    'notificaciones.noLeidas': async ({ auth }) => ({
      ok: true,
      noLeidas: await repo.noLeidas(auth.row.id),
    }),

    'notificaciones.leer': async ({ auth, params }) => {
      // Someone else's id reads exactly like an unknown one: nothing about it leaks.
      if (!(await repo.existe(auth.row.id, params.id))) {
        throw new HttpError('NO_ENCONTRADO', MENSAJES_NOTIFICACION.noEncontrada);
      }
      await repo.marcarLeida(auth.row.id, params.id, new Date().toISOString());
      return { ok: true, noLeidas: await repo.noLeidas(auth.row.id) };
    },

    'notificaciones.leerTodas': async ({ auth }) => {
      const marcadas = await repo.marcarTodas(auth.row.id, new Date().toISOString());
      return { ok: true, marcadas, noLeidas: 0 };
    },
  };
}
