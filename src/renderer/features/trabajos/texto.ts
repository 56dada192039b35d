import type { TFunction } from 'i18next';
import type { TrabajoFallidoVista } from '@shared/api';

/**
 * The one-line description of a failed job, from what the server chose to show (its
 * `detalle`: identifiers of the work, never a notification's text or recipients).
 */
export function descripcionTrabajo(t: TFunction, trabajo: TrabajoFallidoVista): string {
  const d = trabajo.detalle;
  const desconocido = t('trabajos.desconocido');
  switch (trabajo.nombre) {
    case 'desbloqueo':
      return t('trabajos.descripcion.desbloqueo', { id: d.solicitudId ?? desconocido });
    case 'notificacion':
      return t('trabajos.descripcion.notificacion', {
        tipo: d.tipoNotificacion
          ? t(`trabajos.tiposNotificacion.${d.tipoNotificacion}`)
          : desconocido,
        destinatarios: d.destinatarios
          ? t(`trabajos.destinatarios.${d.destinatarios}`, {
              cantidad: d.cantidadDestinatarios ?? 0,
            })
          : desconocido,
      });
    case 'importacion':
      return t('trabajos.descripcion.importacion', {
        lote: d.loteId ?? desconocido,
        modo: d.modo ? t(`trabajos.modos.${d.modo}`) : desconocido,
      });
    case 'limpieza':
      return t('trabajos.descripcion.limpieza');
  }
}

const TIPOS_CONOCIDOS = ['desbloqueo', 'notificacion', 'importacion', 'limpieza', 'fallidos'];
const ESTADOS_CONOCIDOS = ['pendiente', 'activo', 'completado', 'fallido', 'diferido', 'listo'];

/** A queue's name in the interface language; one the page does not know shows as is. */
export function nombreCola(t: TFunction, cola: string): string {
  return TIPOS_CONOCIDOS.includes(cola) ? t(`trabajos.tipos.${cola as 'desbloqueo'}`) : cola;
}

/** A state's name in the interface language (the runner's and pg-boss's); unknown as is. */
export function nombreEstado(t: TFunction, estado: string): string {
  return ESTADOS_CONOCIDOS.includes(estado)
    ? t(`trabajos.estados.${estado as 'pendiente'}`)
    : estado;
}
