/** Front door of the first-start installation module. */
export { instalacionHandlers } from './handlers';
export { esPrimerAdminInteractivo, marcarPrimerAdminInteractivo } from './modo';
