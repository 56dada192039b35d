import type { RouteResponse, Routes } from '@shared/api';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';
import type { ConsultaMultimedias } from '../multimedias';

type Respuesta = RouteResponse<Routes['multimedias.filtrarCompleto']>;
export type GrupoBiblioteca = Respuesta['data'][number];

/** The library (spec 2): lessons grouped per course with their total. */
export const bibliotecaApi = api.injectEndpoints({
  endpoints: (build) => ({
    biblioteca: build.query<GrupoBiblioteca[], ConsultaMultimedias>({
      query: (query) => routeRequest('multimedias.filtrarCompleto', { query }),
      transformResponse: (r: Respuesta) => r.data,
      providesTags: ['Multimedias', { type: 'Multimedias', id: 'LISTA' }],
    }),
  }),
});

export const { useBibliotecaQuery } = bibliotecaApi;
