/**
 * Front door of the roles feature: other features and app/ import only this file (lint:
 * no deep imports across features). Pages are here for the router.
 */
export { useListarRolesQuery, type RolListado } from './api';
export { RolesPage } from './pages/RolesPage';
