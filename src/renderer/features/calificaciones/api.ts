import type { RouteBodyInput, RouteResponse, Routes } from '@shared/api';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';

type Respuesta<K extends keyof Routes> = RouteResponse<Routes[K]>;

export type ConsultaCalificaciones = NonNullable<RouteBodyInput<Routes['calificaciones.listar']>>;
export type PaginaCalificaciones = Respuesta<'calificaciones.listar'>;

/** Grades (spec 7, Grades): one page, sorted and filtered on the server. */
export const calificacionesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listarCalificaciones: build.query<PaginaCalificaciones, ConsultaCalificaciones>({
      query: (body) => routeRequest('calificaciones.listar', { body }),
      providesTags: ['Calificaciones'],
    }),
  }),
});

export const { useListarCalificacionesQuery } = calificacionesApi;
