/**
 * Front door of the comun feature: other features and app/ import only this file (lint:
 * no deep imports across features). Pages are here for the router.
 */
export type { Pantalla } from './pantallas';
export { ErrorPage, RouteErrorPage } from './pages/ErrorPage';
