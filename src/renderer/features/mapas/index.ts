/**
 * Front door of the mapas feature (issue 15): the course cards of `/mapas/avantel/consultar`.
 * Pages are here for the router.
 */
export { MapasPage } from './pages/MapasPage';
