/**
 * Front door of the certificados feature: other features and app/ import only this file (lint:
 * no deep imports across features). Pages are here for the router.
 */
export { CertificadoPage } from './pages/CertificadoPage';
export { CertificadosEmitidosPage } from './pages/CertificadosEmitidosPage';
export { VerificarCertificadoPage } from './pages/VerificarCertificadoPage';
export { RUTA_CERTIFICADOS_EMITIDOS } from './rutas';
