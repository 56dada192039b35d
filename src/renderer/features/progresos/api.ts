import type { RouteResponse, Routes } from '@shared/api';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';
import type { CuerpoReporte } from './reporte';

/** The player's progress reports (spec 4). */
export const progresosApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Only the lists are refreshed (course cards and locks, 'Progreso: N%', side menu): the
     * open lesson keeps its signed source, so playback is not reloaded.
     */
    agregarProgreso: build.mutation<RouteResponse<Routes['progresos.agregar']>, CuerpoReporte>({
      query: (body) => routeRequest('progresos.agregar', { body }),
      invalidatesTags: ['Cursos', 'Curso', { type: 'Multimedias', id: 'LISTA' }],
    }),
  }),
});

export const { useAgregarProgresoMutation } = progresosApi;
