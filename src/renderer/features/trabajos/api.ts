import type { RouteResponse, Routes } from '@shared/api';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';

type Respuesta<K extends keyof Routes> = RouteResponse<Routes[K]>;

/**
 * Background jobs (issue 17), ADMINISTRADOR only. No cache tags: the page refetches on
 * opening and after a retry (queues move on their own, a cached list would mislead).
 */
export const trabajosApi = api.injectEndpoints({
  endpoints: (build) => ({
    resumenTrabajos: build.query<Respuesta<'trabajos.resumen'>['data'], undefined>({
      query: () => routeRequest('trabajos.resumen'),
      transformResponse: (r: Respuesta<'trabajos.resumen'>) => r.data,
    }),
    reintentarTrabajo: build.mutation<Respuesta<'trabajos.reintentar'>, string>({
      query: (id) => routeRequest('trabajos.reintentar', { params: { id } }),
    }),
  }),
});

export const { useResumenTrabajosQuery, useReintentarTrabajoMutation } = trabajosApi;
