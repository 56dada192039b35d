import type {
  Multimedia,
  RouteBodyInput,
  RouteQueryInput,
  RouteResponse,
  Routes,
} from '@shared/api';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';

type Respuesta<K extends keyof Routes> = RouteResponse<Routes[K]>;

export type ConsultaMultimedias = NonNullable<RouteQueryInput<Routes['multimedias.filtrar']>>;
export type PaginaMultimedias = Pick<Respuesta<'multimedias.filtrar'>, 'data' | 'total'>;
export type EntradaMultimedia = RouteBodyInput<Routes['multimedias.crear']>;

/** Lessons (spec 7, Multimedia): the filtered list, one lesson, and changes. */
export const multimediasApi = api.injectEndpoints({
  endpoints: (build) => ({
    filtrarMultimedias: build.query<PaginaMultimedias, ConsultaMultimedias>({
      query: (query) => routeRequest('multimedias.filtrar', { query }),
      transformResponse: (r: Respuesta<'multimedias.filtrar'>) => ({
        data: r.data,
        total: r.total,
      }),
      // 'LISTA': what progress reports and ratings refresh without touching an open lesson.
      providesTags: ['Multimedias', { type: 'Multimedias', id: 'LISTA' }],
    }),
    obtenerMultimedia: build.query<Multimedia, string>({
      query: (multimediaId) => routeRequest('multimedias.obtener', { params: { multimediaId } }),
      transformResponse: (r: Respuesta<'multimedias.obtener'>) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Multimedias', id }],
    }),
    crearMultimedia: build.mutation<Multimedia, EntradaMultimedia>({
      query: (body) => routeRequest('multimedias.crear', { body }),
      transformResponse: (r: Respuesta<'multimedias.crear'>) => r.data,
      // Course progress counts lessons, so the course list and detail change too.
      invalidatesTags: ['Multimedias', 'Cursos', 'Curso'],
    }),
    actualizarMultimedia: build.mutation<Multimedia, { id: string; multimedia: EntradaMultimedia }>(
      {
        query: ({ id, multimedia }) =>
          routeRequest('multimedias.actualizar', {
            params: { multimediaId: id },
            body: { _id: id, multimedia },
          }),
        transformResponse: (r: Respuesta<'multimedias.actualizar'>) => r.data,
        invalidatesTags: ['Multimedias', 'Cursos', 'Curso'],
      },
    ),
    borrarMultimedia: build.mutation<Respuesta<'multimedias.borrar'>, string>({
      query: (multimediaId) => routeRequest('multimedias.borrar', { params: { multimediaId } }),
      invalidatesTags: ['Multimedias', 'Cursos', 'Curso'],
    }),
    /** Counts one opening of the lesson (spec 7: PATCH used for views). */
    marcarVisto: build.mutation<Multimedia, string>({
      query: (multimediaId) =>
        routeRequest('multimedias.patch', {
          params: { multimediaId },
          body: { _id: multimediaId, multimediaFields: { visto: true } },
        }),
      transformResponse: (r: Respuesta<'multimedias.patch'>) => r.data,
      // The open player shows the new count without reloading the lesson (and its source).
      async onQueryStarted(multimediaId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            multimediasApi.util.updateQueryData('obtenerMultimedia', multimediaId, (borrador) => {
              borrador.numVisto = data.numVisto;
            }),
          );
        } catch {
          // A view that was not counted is not shown.
        }
      },
    }),
    /** The caller's like / no-like (null removes it); the open lesson shows the new counts. */
    calificarMultimedia: build.mutation<
      Multimedia,
      { id: string; calificacion: 'like' | 'nolike' | null }
    >({
      query: ({ id, calificacion }) =>
        routeRequest('multimedias.patch', {
          params: { multimediaId: id },
          body: { _id: id, multimediaFields: { calificacion } },
        }),
      transformResponse: (r: Respuesta<'multimedias.patch'>) => r.data,
      invalidatesTags: [{ type: 'Multimedias', id: 'LISTA' }],
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            multimediasApi.util.updateQueryData('obtenerMultimedia', id, (borrador) => {
              borrador.calificaciones = data.calificaciones;
              borrador.numVisto = data.numVisto;
            }),
          );
        } catch {
          // The caller shows the error.
        }
      },
    }),
  }),
});

export const {
  useFiltrarMultimediasQuery,
  useObtenerMultimediaQuery,
  useCrearMultimediaMutation,
  useActualizarMultimediaMutation,
  useBorrarMultimediaMutation,
  useMarcarVistoMutation,
  useCalificarMultimediaMutation,
} = multimediasApi;
