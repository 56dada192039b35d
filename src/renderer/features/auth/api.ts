import type { RouteBodyInput, RouteResponse, Routes } from '@shared/api';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';

type Respuesta<K extends keyof Routes> = RouteResponse<Routes[K]>;
type Cuerpo<K extends keyof Routes> = RouteBodyInput<Routes[K]>;

/** Auth endpoints (spec 7, Auth). Session ones are called from the session thunks. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<Respuesta<'auth.login'>, Cuerpo<'auth.login'>>({
      query: (body) => routeRequest('auth.login', { body }),
    }),
    /** Reloads the user of a stored token. A POST, so a mutation: nothing to cache. */
    tokenUser: build.mutation<Respuesta<'auth.token'>, Cuerpo<'auth.token'>>({
      query: (body) => routeRequest('auth.token', { body }),
    }),
    logout: build.mutation<Respuesta<'auth.logout'>, undefined>({
      query: () => routeRequest('auth.logout'),
    }),
    signup: build.mutation<Respuesta<'auth.signup'>, Cuerpo<'auth.signup'>>({
      query: (body) => routeRequest('auth.signup', { body }),
    }),
    verifyEmail: build.mutation<Respuesta<'auth.verifyEmail'>, Cuerpo<'auth.verifyEmail'>>({
      query: (body) => routeRequest('auth.verifyEmail', { body }),
    }),
    restablecerPassword: build.mutation<
      Respuesta<'auth.restablecerPassword'>,
      Cuerpo<'auth.restablecerPassword'>
    >({
      query: (body) => routeRequest('auth.restablecerPassword', { body }),
    }),
    /** Whether reset codes go by mail (SMTP configured) or come from the centre's tutor. */
    opcionesRestablecer: build.query<Respuesta<'auth.opcionesRestablecer'>, undefined>({
      query: () => routeRequest('auth.opcionesRestablecer'),
    }),
    cambiarPassword: build.mutation<
      Respuesta<'auth.cambiarPassword'>,
      Cuerpo<'auth.cambiarPassword'>
    >({
      query: (body) => routeRequest('auth.cambiarPassword', { body }),
    }),
  }),
});

export const {
  useVerifyEmailMutation,
  useRestablecerPasswordMutation,
  useOpcionesRestablecerQuery,
  useCambiarPasswordMutation,
} = authApi;

/** Endpoints whose 401 is an answer about credentials, not a sign that the session expired. */
export const ENDPOINTS_DE_SESION: ReadonlySet<string> = new Set([
  'login',
  'tokenUser',
  'logout',
  'signup',
]);
