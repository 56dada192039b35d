import type { RouteBodyInput, RouteResponse, Routes, Tema } from '@shared/api';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';
import type { CuerpoComentario } from './foro';
import { reemplazarTema } from './temas';

type Respuesta<K extends keyof Routes> = RouteResponse<Routes[K]>;

/** Every change names its lesson, so only that lesson's forum is reloaded. */
interface ConLeccion {
  multimediaId: string;
  comentarioId: string;
}

const TAG = 'Comentarios' as const;
const tagLeccion = (multimediaId: string) => [{ type: TAG, id: multimediaId }];

/** The lesson forum (spec 2): topics with replies, and their changes. */
export const comentariosApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** The forum of one lesson: an array, pinned first, replies oldest first. */
    temasForo: build.query<Tema[], string>({
      query: (multimedia) => routeRequest('comentarios.filtrar', { body: { multimedia } }),
      providesTags: (_r, _e, multimediaId) => tagLeccion(multimediaId),
    }),
    /** A topic (admins) or a reply (`parentId`). */
    crearComentario: build.mutation<Tema, CuerpoComentario>({
      query: (body) => routeRequest('comentarios.crear', { body }),
      transformResponse: (r: Respuesta<'comentarios.crear'>) => r.data,
      invalidatesTags: (_r, _e, body) => tagLeccion(body.multimedia),
    }),
    actualizarComentario: build.mutation<
      Tema,
      ConLeccion & RouteBodyInput<Routes['comentarios.actualizar']>
    >({
      query: ({ comentarioId, multimediaId: _m, ...body }) =>
        routeRequest('comentarios.actualizar', { params: { comentarioId }, body }),
      transformResponse: (r: Respuesta<'comentarios.actualizar'>) => r.data,
      invalidatesTags: (_r, _e, { multimediaId }) => tagLeccion(multimediaId),
    }),
    /** Pin or unpin a topic (admins). */
    fijarTema: build.mutation<Tema, ConLeccion & { pinned: boolean }>({
      query: ({ comentarioId, pinned }) =>
        routeRequest('comentarios.patch', { params: { comentarioId }, body: { pinned } }),
      transformResponse: (r: Respuesta<'comentarios.patch'>) => r.data,
      invalidatesTags: (_r, _e, { multimediaId }) => tagLeccion(multimediaId),
    }),
    /**
     * Counts one view of a topic. The answer (the topic with its new count) replaces the
     * cached one instead of reloading the whole forum.
     */
    marcarTemaVisto: build.mutation<Tema, ConLeccion>({
      query: ({ comentarioId }) =>
        routeRequest('comentarios.patch', { params: { comentarioId }, body: { visto: true } }),
      transformResponse: (r: Respuesta<'comentarios.patch'>) => r.data,
      async onQueryStarted({ multimediaId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            comentariosApi.util.updateQueryData('temasForo', multimediaId, (temas) =>
              reemplazarTema(temas, data),
            ),
          );
        } catch {
          // A view that was not counted changes nothing on screen.
        }
      },
    }),
    borrarComentario: build.mutation<Respuesta<'comentarios.borrar'>, ConLeccion>({
      query: ({ comentarioId }) => routeRequest('comentarios.borrar', { params: { comentarioId } }),
      invalidatesTags: (_r, _e, { multimediaId }) => tagLeccion(multimediaId),
    }),
  }),
});

export const {
  useTemasForoQuery,
  useCrearComentarioMutation,
  useActualizarComentarioMutation,
  useFijarTemaMutation,
  useMarcarTemaVistoMutation,
  useBorrarComentarioMutation,
} = comentariosApi;
