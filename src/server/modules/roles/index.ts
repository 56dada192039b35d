/** Front door of the roles module; it owns `roles` and `rol_permisos`. */
export { rolesHandlers, MENSAJES_ROLES } from './handlers';
export { RolesRepository } from './repository';
export type { RolListado } from './repository';
