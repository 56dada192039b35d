import type { Notificacion } from '@shared/api';
import type { TipoNotificacion } from '@shared/domain/notificaciones';
import { formatDistanceToNow } from 'date-fns';
import { localeFecha } from '@shared/dates';

/**
 * Pure rules of the panel: the sentence of a notification (an i18n key and its values,
 * from its kind and stored parameters), where it leads, and how long ago it happened.
 */

type FinImportacion = 'completado' | 'cancelado' | 'fallido';

/** The locale keys a notification's sentence may take (checked by the compiler). */
export type ClaveNotificacion =
  | `notificaciones.tipos.${Exclude<TipoNotificacion, 'intentoCalificado' | 'importacionTerminada'>}`
  | 'notificaciones.tipos.aprobado'
  | 'notificaciones.tipos.noAprobado'
  | `notificaciones.tipos.importacion.${FinImportacion}`;

export interface TextoNotificacion {
  clave: ClaveNotificacion;
  valores: Record<string, string | number>;
}

function cadena(valor: unknown): string {
  return typeof valor === 'string' ? valor : typeof valor === 'number' ? String(valor) : '';
}

export function textoNotificacion(n: Notificacion): TextoNotificacion {
  const d = n.datos;
  const valores: Record<string, string | number> = {
    curso: cadena(d.curso),
    leccion: cadena(d.leccion),
    tema: cadena(d.tema),
    autor: cadena(d.autor),
    evaluacion: cadena(d.evaluacion),
    puntaje: cadena(d.puntaje),
    solicitante: cadena(d.solicitante),
    creados: cadena(d.creados) || '0',
    actualizados: cadena(d.actualizados) || '0',
  };
  switch (n.tipo) {
    case 'intentoCalificado':
      return {
        clave:
          d.aprobado === true ? 'notificaciones.tipos.aprobado' : 'notificaciones.tipos.noAprobado',
        valores,
      };
    case 'importacionTerminada': {
      const estado = cadena(d.estado);
      const fin: FinImportacion =
        estado === 'cancelado' || estado === 'fallido' ? estado : 'completado';
      return { clave: `notificaciones.tipos.importacion.${fin}`, valores };
    }
    default:
      return { clave: `notificaciones.tipos.${n.tipo}`, valores };
  }
}

/** The in-app path it opens; only app paths ("//host" or a URL would leave the app). */
export function enlaceNotificacion(n: Notificacion): string | null {
  const enlace = n.datos.enlace;
  if (typeof enlace !== 'string' || !enlace.startsWith('/') || enlace.startsWith('//')) {
    return null;
  }
  return enlace;
}

/** "hace 5 minutos" (date-fns, in the interface's language). */
export function haceCuanto(fechaIso: string, idioma: string): string {
  const fecha = new Date(fechaIso);
  if (Number.isNaN(fecha.getTime())) return '';
  // A clock a little behind the server's must not read "dentro de 2 segundos".
  const ahora = new Date();
  const hasta = fecha > ahora ? ahora : fecha;
  return formatDistanceToNow(hasta, {
    addSuffix: true,
    locale: localeFecha(idioma),
  });
}
