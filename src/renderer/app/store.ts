import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { escucharExpiracionDeSesion } from '../features/auth/listeners';
import { sessionReducer, type SessionRoot } from '../features/auth/sessionSlice';
import { conexionReducer } from '../features/conexion/conexionSlice';
import { escucharSincronizacion } from '../features/offline/listeners';
import { offlineReducer } from '../features/offline/offlineSlice';
import { notarFalla, notarRespuesta } from '../features/offline/estadoConexion';
import { iniciarSesionSinConexion } from '../features/offline/sesionOffline';
import { api } from './api';
import type { AppDeps } from './deps';

/** Builds the store; tests call it with an in-memory platform and a fake HTTP transport. */
export function crearStore(dependencias: AppDeps) {
  // Offline's parts called from auth and from the base query: joined here (see AppDeps).
  const deps: AppDeps = {
    ...dependencias,
    sesionSinConexion: dependencias.sesionSinConexion ?? iniciarSesionSinConexion,
    conexion: dependencias.conexion ?? { notarRespuesta, notarFalla },
  };
  const listeners = createListenerMiddleware<
    SessionRoot,
    ThunkDispatch<SessionRoot, AppDeps, UnknownAction>,
    AppDeps
  >({ extra: deps });
  escucharExpiracionDeSesion(listeners.startListening);
  escucharSincronizacion(listeners.startListening);

  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      session: sessionReducer,
      offline: offlineReducer,
      conexion: conexionReducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: deps } })
        .prepend(listeners.middleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof crearStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
