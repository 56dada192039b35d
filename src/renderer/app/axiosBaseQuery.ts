import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { selectToken, type SessionRoot } from '../features/auth/sessionSlice';
import { aApiFailure, type ApiFailure } from './apiError';
import type { ClienteHttp } from './clienteHttp';
import type { AppDeps } from './deps';
import type { RouteRequest } from './routeRequest';

/**
 * The header the desktop's centre shell puts on an answer it gave itself because the centre
 * server was unreachable (main's politicaCentro.ts): `cache` for a kept read, `cola` for a
 * write queued in the outbox.
 */
export const CABECERA_SIN_CONEXION = 'x-sin-conexion';

/**
 * RTK Query's transport, the one data path of web and desktop: the app's `fetch` client
 * (clienteHttp.ts; an axios instance in tests), same-origin relative URLs, the session's
 * bearer token, and every failure turned into an `ApiFailure`
 * ({ status, data: ApiErrorBody }). Offline behaviour is not here: on desktop in centre mode
 * main's shell applies the offline policy table; the renderer only notes what an answer
 * says about the connection, for the sync strip (features/offline/estadoConexion.ts).
 */
export const axiosBaseQuery: BaseQueryFn<RouteRequest, unknown, ApiFailure> = async (
  request,
  { getState, signal, extra, dispatch },
) => {
  // RTK types `extra` as unknown; crearStore always passes AppDeps as the thunk argument.
  const { api, http, platform, conexion } = extra as AppDeps;
  // An axios instance (tests) is a ClienteHttp too.
  const cliente: ClienteHttp | undefined = api ?? http;
  if (!cliente) throw new Error('crearStore necesita un cliente HTTP (api o http)');
  const ctx = { platform, getState, dispatch };
  const token = selectToken(getState() as SessionRoot);
  try {
    const respuesta = await cliente.request({
      url: request.url,
      method: request.method,
      data: request.data,
      params: request.params,
      signal,
      headers: token ? { Authorization: `Bearer ${token}` } : undefined,
    });
    await conexion?.notarRespuesta(ctx, respuesta.headers?.[CABECERA_SIN_CONEXION]);
    return { data: respuesta.data as unknown };
  } catch (error) {
    const falla = aApiFailure(error);
    return { error: conexion ? conexion.notarFalla(ctx, falla) : falla };
  }
};
