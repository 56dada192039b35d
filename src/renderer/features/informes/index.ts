/**
 * Front door of the reports feature (issue 15): the programme report of `/informes/avantel`
 * (docs/informes.md) and the saved report ranges. Pages are here for the router.
 */
export { InformesPage } from './pages/InformesPage';
