import type { RouteResponse, Routes } from '@shared/api';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';

/** Public reference data (spec 7, Other): municipalities and the signup course cards. */
export const datosApi = api.injectEndpoints({
  endpoints: (build) => ({
    municipios: build.query<RouteResponse<Routes['datos.municipios']>['data'], undefined>({
      query: () => routeRequest('datos.municipios'),
      transformResponse: (r: RouteResponse<Routes['datos.municipios']>) => r.data,
      // A static file: keep it for the whole session once loaded.
      keepUnusedDataFor: 3600,
    }),
    cursosRegistro: build.query<RouteResponse<Routes['datos.cursosRegistro']>['data'], undefined>({
      query: () => routeRequest('datos.cursosRegistro'),
      transformResponse: (r: RouteResponse<Routes['datos.cursosRegistro']>) => r.data,
    }),
  }),
});

export const { useLazyMunicipiosQuery, useMunicipiosQuery, useCursosRegistroQuery } = datosApi;
