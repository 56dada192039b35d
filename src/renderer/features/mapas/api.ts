import type { FiltroMapas, TarjetaMapa } from '@shared/api';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';

/**
 * The maps (issue 15): the course cards of the caller's scope. They hang on the course
 * list's tag, so activating a course or a learner's new progress seen through the course
 * screens refreshes them too.
 */
export const mapasApi = api.injectEndpoints({
  endpoints: (build) => ({
    mapas: build.query<TarjetaMapa[], FiltroMapas>({
      query: (body) => routeRequest('mapas.buscar', { body }),
      transformResponse: (r: { data: TarjetaMapa[] }) => r.data,
      providesTags: ['Cursos'],
    }),
  }),
});

export const { useMapasQuery } = mapasApi;
