/**
 * The caller's scope (issue 15, docs/alcance.md), offered through the courses front door as
 * the other modules expect. It is implemented in the users module, which owns
 * `usuario_cursos` and needs the scope itself (users list, export, bulk actions): the courses
 * module already imports the users module, so the other way round would be a cycle.
 */
export {
  alcanceDelLlamante,
  cursoEnAlcance,
  cursosDelAlcance,
  exigirCursoEnAlcance,
  exigirCursosEnAlcance,
  exigirUsuarioEnAlcance,
  exigirUsuariosEnAlcance,
  usuarioEnAlcance,
  type Alcance,
  asignadoACursos,
} from '../usuarios';
