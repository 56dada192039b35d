import type { CambioPreferencias, Preferencias, RouteResponse, Routes } from '@shared/api';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';

type Respuesta = RouteResponse<Routes['preferencias.leer']>;

/** The signed-in user's interface preferences (issue 16), kept on the server. */
export const preferenciasApi = api.injectEndpoints({
  endpoints: (build) => ({
    leerPreferencias: build.query<Preferencias, undefined>({
      query: () => routeRequest('preferencias.leer'),
      transformResponse: (r: Respuesta) => r.data,
    }),
    guardarPreferencias: build.mutation<Preferencias, CambioPreferencias>({
      query: (body) => routeRequest('preferencias.guardar', { body }),
      transformResponse: (r: Respuesta) => r.data,
    }),
  }),
});
