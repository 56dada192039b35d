/**
 * Front door of the users import (and its twin, the users export); it owns
 * `importaciones_lote` and `importaciones_credencial`. The users it creates are written by
 * the users module's repository.
 */
export { importacionHandlers } from './handlers';
export { exportarHandlers } from './exportarHandlers';
export {
  detenerImportaciones,
  estadoImportaciones,
  recuperarImportaciones,
  registrarImportaciones,
} from './registro';
export { disposicionAdjunto, escribirCsv } from './csvSalida';
export { ejecutarImportacion } from './confirmar';
