import type { RouteBodyInput, RouteResponse, Routes } from '@shared/api';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';

/** Auth endpoints (spec 7, Auth). Called from the session thunks, not from components. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<
      RouteResponse<Routes['auth.login']>,
      RouteBodyInput<Routes['auth.login']>
    >({
      query: (body) => routeRequest('auth.login', { body }),
    }),
    /** Reloads the user of a stored token. A POST, so a mutation: nothing to cache. */
    tokenUser: build.mutation<
      RouteResponse<Routes['auth.token']>,
      RouteBodyInput<Routes['auth.token']>
    >({
      query: (body) => routeRequest('auth.token', { body }),
    }),
    logout: build.mutation<RouteResponse<Routes['auth.logout']>, undefined>({
      query: () => routeRequest('auth.logout'),
    }),
  }),
});

/** Endpoints whose 401 is an answer about credentials, not a sign that the session expired. */
export const ENDPOINTS_DE_SESION: ReadonlySet<string> = new Set(['login', 'tokenUser', 'logout']);
