/**
 * Front door of the biblioteca feature: other features and app/ import only this file (lint:
 * no deep imports across features). Pages are here for the router.
 */
export { BibliotecaPage } from './pages/BibliotecaPage';
