/**
 * Front door of the subidas feature: other features and app/ import only this file (lint:
 * no deep imports across features). Pages are here for the router.
 */
export { porcentajeSubida, subirArchivo, type ResultadoSubida, type RutaSubida } from './subida';
