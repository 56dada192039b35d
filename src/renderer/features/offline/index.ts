/**
 * Front door of the offline feature: other features and app/ import only this file (lint:
 * no deep imports across features). The store's wiring (app/api, app/axiosBaseQuery,
 * app/store) imports the slice and listeners directly: see docs/architecture.md.
 */
export { EstadoSincronizacion } from './components/EstadoSincronizacion';
export { notarFalla, notarRespuesta, offlineActivo } from './estadoConexion';
export { escucharSincronizacion } from './listeners';
export { conexionPerdida, conexionRecuperada, offlineReducer } from './offlineSlice';
// Lives with the failure shape; re-exported for the features that read it from here.
export { esSinConexion } from '../../app/apiError';
export { iniciarSesionSinConexion } from './sesionOffline';
