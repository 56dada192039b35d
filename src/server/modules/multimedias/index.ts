/**
 * Front door of the lessons module; it owns `multimedias`, `archivos`, `multimedia_vistas`,
 * `multimedia_calificaciones` and `leccion_aperturas`.
 */
export { multimediasHandlers, GRUPO_SIN_CURSO } from './handlers';
export { bloqueoPara, bloqueosPara, exigirDesbloqueada, omiteOrden } from './secuencia';
export type { Bloqueo, LeccionSecuencia } from './secuencia';
export { MENSAJES_LECCION, borrarVistasAntesDe } from './repositoryEscritura';
export { carpetaMultimedia, medidaDeArchivo, registrarArchivo } from './repositoryArchivos';
export { AperturasRepository, registrarApertura } from './repositoryAperturas';
export { leccionParaAcceso } from './leccionesAcceso';
export { subtitulosHandlers } from './subtitulos';
