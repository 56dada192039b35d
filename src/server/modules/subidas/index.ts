/** Front door of the uploads module (course backgrounds, lesson files, logos). */
export { subidasHandlers, MENSAJES_SUBIDA, carpetaLogos } from './handlers';
