/**
 * Front door of the reports module (issue 15, docs/informes.md). It owns
 * `actividad_diaria`, the report's daily roll-up, which the progress and lessons modules
 * feed through `registrarAvance` / `registrarVista` inside their own transactions.
 */
export { informesHandlers } from './handlers';
export { registrarAvance, registrarVista } from './repositoryActividad';
export type { AvanceProgreso } from './repositoryActividad';
export { definicionesHandlers } from './definiciones';
