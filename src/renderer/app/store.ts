import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { escucharExpiracionDeSesion } from '../features/auth/listeners';
import { sessionReducer, type SessionRoot } from '../features/auth/sessionSlice';
import { conexionReducer } from '../features/conexion/conexionSlice';
import { escucharSincronizacion } from '../features/offline/listeners';
import { offlineReducer } from '../features/offline/offlineSlice';
import { api } from './api';
import type { AppDeps } from './deps';

/** Builds the store; tests call it with an in-memory platform and a fake HTTP transport. */
export function crearStore(deps: AppDeps) {
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
