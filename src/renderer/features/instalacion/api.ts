import type { RouteBodyInput, RouteResponse, Routes } from '@shared/api';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';

type Respuesta<K extends keyof Routes> = RouteResponse<Routes[K]>;
type Cuerpo<K extends keyof Routes> = RouteBodyInput<Routes[K]>;

/** First-start installation (docs/desktop.md, «Primer administrador»). */
export const instalacionApi = api.injectEndpoints({
  endpoints: (build) => ({
    estadoInstalacion: build.query<Respuesta<'instalacion.estado'>, undefined>({
      query: () => routeRequest('instalacion.estado'),
    }),
    /** Called from the crearPrimerAdmin thunk, which keeps the session like signup does. */
    primerAdmin: build.mutation<
      Respuesta<'instalacion.primerAdmin'>,
      Cuerpo<'instalacion.primerAdmin'>
    >({
      query: (body) => routeRequest('instalacion.primerAdmin', { body }),
    }),
  }),
});

export const { useEstadoInstalacionQuery } = instalacionApi;
