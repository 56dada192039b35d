/**
 * Front door of the calificaciones feature: other features and app/ import only this file (lint:
 * no deep imports across features). Pages are here for the router.
 */
export { CalificacionesPage } from './pages/CalificacionesPage';
