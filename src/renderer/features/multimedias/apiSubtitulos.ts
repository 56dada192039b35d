import type { RouteResponse, Routes, Subtitulo } from '@shared/api';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';

/** Captions of a video lesson (issue 16): upload/replace one language, or remove it. */
export const subtitulosApi = api.injectEndpoints({
  endpoints: (build) => ({
    subirSubtitulo: build.mutation<
      Subtitulo,
      { multimediaId: string; idioma: string; etiqueta: string; archivo: File }
    >({
      query: ({ multimediaId, idioma, etiqueta, archivo }) => {
        const datos = new FormData();
        datos.append('file', archivo, archivo.name);
        return {
          ...routeRequest('subtitulos.subir', {
            params: { multimediaId, idioma },
            query: etiqueta.trim() ? { etiqueta: etiqueta.trim() } : {},
          }),
          // A multipart route: the form is the body (the table declares none).
          data: datos,
        };
      },
      transformResponse: (r: RouteResponse<Routes['subtitulos.subir']>) => r.data,
      invalidatesTags: (_r, _e, { multimediaId }) => [
        { type: 'Multimedias', id: multimediaId },
        { type: 'Multimedias', id: 'LISTA' },
      ],
    }),
    borrarSubtitulo: build.mutation<null, { multimediaId: string; idioma: string }>({
      query: (params) => routeRequest('subtitulos.borrar', { params }),
      transformResponse: () => null,
      invalidatesTags: (_r, _e, { multimediaId }) => [
        { type: 'Multimedias', id: multimediaId },
        { type: 'Multimedias', id: 'LISTA' },
      ],
    }),
  }),
});

export const { useSubirSubtituloMutation, useBorrarSubtituloMutation } = subtitulosApi;
