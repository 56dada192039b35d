/**
 * Front door of the descargas feature: other features and app/ import only this file (lint:
 * no deep imports across features). Pages are here for the router.
 */
export { DescargaLeccion } from './components/DescargaLeccion';
export { DescargasCurso } from './components/DescargasCurso';
export { enEscritorio, useUrlLocal } from './useDescargas';
