import type { RouteQueryInput, RouteResponse, Routes } from '@shared/api';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';

type Respuesta<K extends keyof Routes> = RouteResponse<Routes[K]>;

export type PaginaNotificaciones = Respuesta<'notificaciones.listar'>;
export type ConsultaNotificaciones = NonNullable<RouteQueryInput<Routes['notificaciones.listar']>>;

/**
 * The bell and its panel. The unread count is the cheap call the bell repeats every few
 * seconds (see useNotificaciones); marking read invalidates both, so the badge clears at once.
 */
export const notificacionesApi = api.injectEndpoints({
  endpoints: (build) => ({
    noLeidas: build.query<number, undefined>({
      query: () => routeRequest('notificaciones.noLeidas'),
      transformResponse: (r: Respuesta<'notificaciones.noLeidas'>) => r.noLeidas,
      providesTags: ['Notificaciones'],
    }),
    listarNotificaciones: build.query<PaginaNotificaciones, ConsultaNotificaciones>({
      query: (query) => routeRequest('notificaciones.listar', { query }),
      providesTags: ['Notificaciones'],
    }),
    leerNotificacion: build.mutation<number, string>({
      query: (id) => routeRequest('notificaciones.leer', { params: { id } }),
      transformResponse: (r: Respuesta<'notificaciones.leer'>) => r.noLeidas,
      invalidatesTags: (_r, error) => (error ? [] : ['Notificaciones']),
    }),
    leerTodasNotificaciones: build.mutation<number, undefined>({
      query: () => routeRequest('notificaciones.leerTodas'),
      transformResponse: (r: Respuesta<'notificaciones.leerTodas'>) => r.marcadas,
      invalidatesTags: (_r, error) => (error ? [] : ['Notificaciones']),
    }),
  }),
});

export const {
  useNoLeidasQuery,
  useListarNotificacionesQuery,
  useLeerNotificacionMutation,
  useLeerTodasNotificacionesMutation,
} = notificacionesApi;
