import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import type { PlatformBridge } from '@shared/bridge';
import type { ApiFailure } from './apiError';
import type { ClienteHttp } from './clienteHttp';

/**
 * What the store's side effects need from outside: handed to thunks, listeners and the
 * API's base query as the thunk "extra" argument, so tests can pass an in-memory platform
 * and an axios instance aimed at a test server.
 */
export interface AppDeps {
  platform: PlatformBridge;
  /**
   * The API's transport under RTK Query (the base query). The app passes its `fetch` client
   * (clienteHttp.ts, issue 18); absent, the base query uses `http`, as tests do.
   */
  api?: ClienteHttp;
  /**
   * axios, for uploads and downloads (progress events, blobs). Absent in the app: the first
   * transfer fetches axios and makes one (httpArchivos.ts), so the login path goes without.
   */
  http?: AxiosInstance;
  /**
   * The desktop's cold start without a connection (features/offline/sesionOffline.ts):
   * opens the session from the user cached for this token, or answers false. Plugged in by
   * crearStore, the composition root, so auth (which calls it) does not import offline
   * (which builds on auth). Absent: there is no offline session to open.
   */
  sesionSinConexion?(token: string, ctx: ContextoSesionSinConexion): Promise<boolean>;
  /**
   * What an answer or a failure says about the connection, for the sync strip
   * (features/offline/estadoConexion.ts). Plugged in by crearStore, so the base query — the
   * bottom of every feature's API — imports no feature.
   */
  conexion?: {
    notarRespuesta(ctx: ContextoConexion, sinConexion: unknown): Promise<void>;
    notarFalla(ctx: ContextoConexion, falla: ApiFailure): ApiFailure;
  };
}

/** What the connection notes need of the base query's call. */
export interface ContextoConexion {
  platform: PlatformBridge;
  getState(): unknown;
  dispatch(action: UnknownAction): unknown;
}

/** What the cold start needs of the thunk that restores the session. */
export interface ContextoSesionSinConexion {
  dispatch: ThunkDispatch<unknown, AppDeps, UnknownAction>;
  getState(): unknown;
  extra: AppDeps;
}
