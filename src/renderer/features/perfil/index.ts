/**
 * Front door of the perfil feature: other features and app/ import only this file (lint:
 * no deep imports across features). Pages are here for the router.
 */
export { PerfilPage } from './pages/PerfilPage';
export { ProfilePage } from './pages/ProfilePage';
