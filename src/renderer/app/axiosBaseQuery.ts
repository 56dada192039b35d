import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { selectToken, type SessionRoot } from '../features/auth/sessionSlice';
import { conOffline } from '../features/offline/conOffline';
import { aApiFailure, type ApiFailure } from './apiError';
import type { AppDeps } from './deps';
import type { RouteRequest } from './routeRequest';

/**
 * RTK Query's transport: axios, same-origin relative URLs, the session's bearer token, and
 * every failure turned into an `ApiFailure` ({ status, data: ApiErrorBody }). On desktop
 * the call goes through the offline cache and outbox (features/offline/conOffline.ts); on
 * the web `conOffline` just sends it.
 */
export const axiosBaseQuery: BaseQueryFn<RouteRequest, unknown, ApiFailure> = async (
  request,
  { getState, signal, extra, dispatch },
) => {
  // RTK types `extra` as unknown; crearStore always passes AppDeps as the thunk argument.
  const { http, platform } = extra as AppDeps;
  const token = selectToken(getState() as SessionRoot);
  const enviar = async () => {
    try {
      const respuesta = await http.request({
        url: request.url,
        method: request.method,
        data: request.data,
        params: request.params,
        signal,
        headers: token ? { Authorization: `Bearer ${token}` } : undefined,
      });
      return { data: respuesta.data as unknown };
    } catch (error) {
      return { error: aApiFailure(error) };
    }
  };
  return conOffline(request, enviar, { platform, getState, dispatch });
};
