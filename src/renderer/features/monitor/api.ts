import type { RouteBodyInput, RouteResponse, Routes } from '@shared/api';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';

type Respuesta<K extends keyof Routes> = RouteResponse<Routes[K]>;

export type ConsultaAprendices = NonNullable<RouteBodyInput<Routes['monitor.aprendices']>>;

/**
 * The monitor panel (issue 15): summary, the page of learner rows, a learner's detail. No
 * cache tags: the dialog refetches on opening (live data of a class), and no write of this
 * feature changes them.
 */
export const monitorApi = api.injectEndpoints({
  endpoints: (build) => ({
    resumenMonitor: build.query<Respuesta<'monitor.resumen'>['data'], string>({
      query: (cursoId) => routeRequest('monitor.resumen', { params: { cursoId } }),
      transformResponse: (r: Respuesta<'monitor.resumen'>) => r.data,
    }),
    aprendicesMonitor: build.query<
      Respuesta<'monitor.aprendices'>,
      { cursoId: string; consulta: ConsultaAprendices }
    >({
      query: ({ cursoId, consulta }) =>
        routeRequest('monitor.aprendices', { params: { cursoId }, body: consulta }),
    }),
    aprendizMonitor: build.query<
      Respuesta<'monitor.aprendiz'>['data'],
      { cursoId: string; usuarioId: string }
    >({
      query: (params) => routeRequest('monitor.aprendiz', { params }),
      transformResponse: (r: Respuesta<'monitor.aprendiz'>) => r.data,
    }),
  }),
});

export const { useResumenMonitorQuery, useAprendicesMonitorQuery, useAprendizMonitorQuery } =
  monitorApi;
