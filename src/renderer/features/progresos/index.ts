/**
 * Front door of the progresos feature: other features and app/ import only this file (lint:
 * no deep imports across features). Pages are here for the router.
 */
export { mensajeBloqueo } from './bloqueo';
export { ReproductorDialog } from './components/ReproductorDialog';
export { VisorMultimediaPage } from './pages/VisorMultimediaPage';
