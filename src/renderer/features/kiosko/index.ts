/**
 * Front door of the kiosko feature: other features and app/ import only this file (lint:
 * no deep imports across features). Pages are here for the router.
 */
export { ItemCambiarUsuario } from './components/ItemCambiarUsuario';
export { VigilanteKiosko } from './components/VigilanteKiosko';
export { useConfigKiosko } from './hooks';
