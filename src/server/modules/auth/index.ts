/** Front door of the auth module (sessions, credentials, attempt limits, account access). */
export { authHandlers } from './handlers';
export { accesoHandlers } from './accesoHandlers';
export { AuthService } from './service';
export type { Sesion } from './service';
export { CredencialesService } from './credenciales';
export { LimiteExcedido, conRetryAfter } from './limites';
export { AccesosConocidos } from './repositoryAccesos';
export { CodigosRestablecimiento } from './repositoryCodigos';
export { SesionesRepository } from './repositorySesiones';
