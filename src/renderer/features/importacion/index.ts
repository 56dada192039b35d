/**
 * Front door of the importacion feature: other features and app/ import only this file (lint:
 * no deep imports across features). Pages are here for the router.
 */
export { HistorialImportacionesDialog } from './components/HistorialImportacionesDialog';
export { ImportarUsuariosDialog } from './components/ImportarUsuariosDialog';
export { CredencialesPage } from './pages/CredencialesPage';
export { useDescargarCsv } from './useDescargarCsv';
