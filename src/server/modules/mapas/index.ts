/**
 * Front door of the maps module (issue 15): the course cards of `/mapas/avantel/consultar`.
 * It owns no table: it reads courses, assignments and progress, and changes a course's
 * state through the courses module.
 */
export { mapasHandlers, MENSAJES_MAPAS } from './handlers';
