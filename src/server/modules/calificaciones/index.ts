/** Front door of the grades module; it owns `calificaciones`. */
export { calificacionesHandlers, MENSAJES_CALIFICACION } from './handlers';
export { registrarCalificacion } from './repositoryRegistro';
export type { NuevaCalificacion } from './repositoryRegistro';
