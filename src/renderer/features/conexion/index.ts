/**
 * Front door of the conexion feature: other features and app/ import only this file (lint:
 * no deep imports across features). Pages are here for the router.
 */
export { IndicadorConexion } from './components/IndicadorConexion';
export { conexionReducer } from './conexionSlice';
export { ConexionPage } from './pages/ConexionPage';
