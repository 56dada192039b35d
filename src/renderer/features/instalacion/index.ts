/**
 * Front door of the instalacion feature: other features and app/ import only this file (lint:
 * no deep imports across features). Pages are here for the router.
 */
export { IrAInstalacionSiPendiente } from './components/IrAInstalacionSiPendiente';
export { InstalacionPage } from './pages/bajoDemanda';
