/**
 * Front door of the background jobs feature (issue 17): the administrators' page with the
 * counts per queue and the failed jobs to retry. The router imports only this file.
 */
export { TrabajosPage } from './pages/TrabajosPage';
