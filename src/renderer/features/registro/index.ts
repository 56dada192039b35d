/**
 * Front door of the registro feature: other features and app/ import only this file (lint:
 * no deep imports across features). Pages are here for the router.
 */
export { SignupPage } from './pages/SignupPage';
export { TerminosPage } from './pages/TerminosPage';
export { VerificarEmailPage } from './pages/VerificarEmailPage';
