/**
 * Front door of the courses module; it owns `cursos`, `curso_adjuntos` and
 * `solicitudes_curso`.
 */
export { cursosHandlers } from './handlers';
export { cursosVisibles, exigirAccesoCurso, veLeccionesSinCurso, veTodosLosCursos } from './acceso';
export {
  alcanceDelLlamante,
  asignadoACursos,
  cursoEnAlcance,
  cursosDelAlcance,
  exigirCursoEnAlcance,
  exigirCursosEnAlcance,
  exigirUsuarioEnAlcance,
  exigirUsuariosEnAlcance,
  usuarioEnAlcance,
  type Alcance,
} from './alcance';
export { carpetaAdjuntos, carpetaFondos } from './carpetas';
export { progresoPorCurso } from './repositoryProgreso';
export { CursosRepository } from './repository';
export { SolicitudesRepository } from './repositorySolicitudes';
