/**
 * Front door of the usuarios feature: other features and app/ import only this file (lint:
 * no deep imports across features). Pages are here for the router.
 */
export { useAsignarCursosMutation, useGuardarPerfilMutation, useListarUsuariosQuery } from './api';
export { UsuariosPage } from './pages/UsuariosPage';
export { nombreDeUsuario } from './permisos';
