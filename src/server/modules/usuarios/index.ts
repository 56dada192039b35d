/**
 * Front door of the users module: other modules import only this file. The module owns the
 * `usuarios` and `usuario_cursos` tables: every write to them is a function of a
 * `repository*.ts` file here (signup, installation, profile and import call these).
 */
export { usuariosHandlers } from './handlers';
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
} from './alcance';
export { asignadoACursos } from './repositoryAlcance';
export { usuariosMasivoHandlers } from './masivoHandlers';
export { UsuariosRepository } from './repository';
export type { CambiosUsuario, NuevoUsuario } from './repository';
export { AsignacionesRepository, CURSO_NO_ENCONTRADO } from './repositoryAsignaciones';
export { CredencialesRepository } from './repositoryCredenciales';
export {
  MENSAJE_CURSO_NO_ENCONTRADO,
  MENSAJE_DOCUMENTO_DUPLICADO,
  MENSAJE_EMAIL_DUPLICADO,
  MENSAJE_SELECCIONAR_CURSO,
  SignupRepository,
  marcarEmailVerificado,
} from './repositoryAltas';
export type { NuevoEstudiante } from './repositoryAltas';
export { InstalacionRepository } from './repositoryInstalacion';
export type { NuevoPrimerAdmin } from './repositoryInstalacion';
export { PerfilRepository } from './repositoryPerfil';
export { escaparLike } from './busqueda';
export { condicionFiltro, dialectoDe } from './repositoryListado';
export type { FiltroListado } from './repositoryListado';
export { MENSAJES_USUARIOS, exigirPuedeTocar } from './reglas';
export {
  actualizarUsuarioImportado,
  asignarCursosImportados,
  borrarUsuariosImportados,
  customDataDe,
  insertarUsuariosImportados,
  quitarCursos,
  usuariosDelLote,
} from './repositoryImportados';
