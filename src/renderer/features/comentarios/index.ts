/**
 * Front door of the comentarios feature: other features and app/ import only this file (lint:
 * no deep imports across features). Pages are here for the router.
 */
export { comentariosApi } from './api';
export { ForoDialog } from './components/ForoDialog';
