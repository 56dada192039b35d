/**
 * Front door of notifications (issue 15); it owns `notificaciones`. Other modules call
 * `notificar(...)` after their own write has committed.
 */
export { notificacionesHandlers } from './handlers';
export { NotificacionesRepository } from './repository';
export {
  notificar,
  notificarCalificacion,
  notificarCursosAsignados,
  notificarCursosAsignadosEnBloque,
  notificarDesbloqueoEn,
  escribirNotificacion,
  registrarColaNotificaciones,
  notificarSolicitudDesbloqueo,
} from './servicio';
export type {
  CalificacionNotificada,
  ColaNotificaciones,
  Destinatarios,
  RegistroFallos,
} from './servicio';
