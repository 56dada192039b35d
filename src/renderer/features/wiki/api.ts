import type { RouteResponse, Routes } from '@shared/api';
import type {
  PaginaWiki,
  PaginaWikiEntrada,
  PaginaWikiResumen,
  ResultadoWiki,
  RevisionWikiResumen,
} from '@shared/api/wiki';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';

type Respuesta<K extends keyof Routes> = RouteResponse<Routes[K]>;
export type RevisionConDiferencias = Omit<Respuesta<'wiki.revision'>, 'ok'>;

/**
 * The help wiki (issue 16). Every read hangs on the 'Wiki' tag, so any save, delete or
 * restore refreshes list, page, search and history at once. On the desktop the reads go
 * through main's offline cache (policy 'cache' in shared/api/offline.ts).
 */
export const wikiApi = api.injectEndpoints({
  endpoints: (build) => ({
    paginasWiki: build.query<Omit<Respuesta<'wiki.listar'>, 'ok'>, undefined>({
      query: () => routeRequest('wiki.listar', { query: {} }),
      providesTags: ['Wiki'],
    }),
    buscarWiki: build.query<ResultadoWiki[], string>({
      query: (q) => routeRequest('wiki.buscar', { query: { q } }),
      transformResponse: (r: Respuesta<'wiki.buscar'>) => r.data,
      providesTags: ['Wiki'],
    }),
    paginaWiki: build.query<PaginaWiki, string>({
      query: (slug) => routeRequest('wiki.obtener', { params: { slug } }),
      transformResponse: (r: Respuesta<'wiki.obtener'>) => r.data,
      providesTags: ['Wiki'],
    }),
    wikiDeLeccion: build.query<PaginaWikiResumen[], string>({
      query: (multimediaId) => routeRequest('wiki.deLeccion', { params: { multimediaId } }),
      transformResponse: (r: Respuesta<'wiki.deLeccion'>) => r.data,
      providesTags: ['Wiki'],
    }),
    revisionesWiki: build.query<RevisionWikiResumen[], string>({
      query: (id) => routeRequest('wiki.revisiones', { params: { id } }),
      transformResponse: (r: Respuesta<'wiki.revisiones'>) => r.data,
      providesTags: ['Wiki'],
    }),
    revisionWiki: build.query<RevisionConDiferencias, { id: string; numero: number }>({
      query: (params) => routeRequest('wiki.revision', { params }),
      transformResponse: (r: Respuesta<'wiki.revision'>) => ({
        data: r.data,
        diferencias: r.diferencias,
      }),
      providesTags: ['Wiki'],
    }),
    /**
     * The courses a page may belong to (those the caller sees). Asked here rather than through
     * the cursos feature, which reaches the wiki through the lesson player: that would be a cycle.
     */
    cursosParaWiki: build.query<{ _id: string; nombre: string }[], undefined>({
      query: () => routeRequest('cursos.listar'),
      transformResponse: (r: Respuesta<'cursos.listar'>) =>
        r.data.data.map((c) => ({ _id: c._id, nombre: c.nombre })),
      providesTags: ['Cursos'],
    }),
    crearPaginaWiki: build.mutation<PaginaWiki, PaginaWikiEntrada>({
      query: (body) => routeRequest('wiki.crear', { body }),
      transformResponse: (r: Respuesta<'wiki.crear'>) => r.data,
      invalidatesTags: ['Wiki'],
    }),
    actualizarPaginaWiki: build.mutation<
      PaginaWiki,
      { id: string; cuerpo: PaginaWikiEntrada & { version?: number } }
    >({
      query: ({ id, cuerpo }) => routeRequest('wiki.actualizar', { params: { id }, body: cuerpo }),
      transformResponse: (r: Respuesta<'wiki.actualizar'>) => r.data,
      invalidatesTags: ['Wiki'],
    }),
    eliminarPaginaWiki: build.mutation<unknown, string>({
      query: (id) => routeRequest('wiki.eliminar', { params: { id } }),
      invalidatesTags: ['Wiki'],
    }),
    restaurarRevisionWiki: build.mutation<PaginaWiki, { id: string; numero: number }>({
      query: (params) => routeRequest('wiki.restaurar', { params }),
      transformResponse: (r: Respuesta<'wiki.restaurar'>) => r.data,
      invalidatesTags: ['Wiki'],
    }),
  }),
});

export const {
  usePaginasWikiQuery,
  useBuscarWikiQuery,
  usePaginaWikiQuery,
  useWikiDeLeccionQuery,
  useCursosParaWikiQuery,
  useRevisionesWikiQuery,
  useRevisionWikiQuery,
  useCrearPaginaWikiMutation,
  useActualizarPaginaWikiMutation,
  useEliminarPaginaWikiMutation,
  useRestaurarRevisionWikiMutation,
} = wikiApi;
