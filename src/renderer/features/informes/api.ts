import type { RangoInforme, ReporteInforme } from '@shared/api';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';

/**
 * The programme report (issue 15): run on 'Generar' for a range of Colombian days. Not
 * cached between runs: each 'Generar' asks the server again (activity keeps coming in).
 */
export const informesApi = api.injectEndpoints({
  endpoints: (build) => ({
    reporteInforme: build.query<ReporteInforme, RangoInforme>({
      query: (body) => routeRequest('informes.reporte', { body }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyReporteInformeQuery } = informesApi;
