/**
 * Front door of notifications (issue 15); it owns `notificaciones`. Other modules call
 * `notificar(...)` after their own write has committed.
 */
export { notificacionesHandlers } from './handlers';
export {
  notificar,
  notificarCalificacion,
  notificarCursosAsignados,
  notificarCursosAsignadosEnBloque,
  notificarDesbloqueo,
  notificarSolicitudDesbloqueo,
} from './servicio';
export type { CalificacionNotificada, Destinatarios, RegistroFallos } from './servicio';
