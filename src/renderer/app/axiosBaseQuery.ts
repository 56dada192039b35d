import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { selectToken, type SessionRoot } from '../features/auth/sessionSlice';
import { aApiFailure, type ApiFailure } from './apiError';
import type { AppDeps } from './deps';
import type { RouteRequest } from './routeRequest';

/**
 * RTK Query's transport: axios, same-origin relative URLs, the session's bearer token, and
 * every failure turned into an `ApiFailure` ({ status, data: ApiErrorBody }).
 */
export const axiosBaseQuery: BaseQueryFn<RouteRequest, unknown, ApiFailure> = async (
  request,
  { getState, signal, extra },
) => {
  // RTK types `extra` as unknown; crearStore always passes AppDeps as the thunk argument.
  const { http } = extra as AppDeps;
  const token = selectToken(getState() as SessionRoot);
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
