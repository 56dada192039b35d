import type { Curso, RouteBodyInput, RouteResponse, Routes } from '@shared/api';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';

type Respuesta<K extends keyof Routes> = RouteResponse<Routes[K]>;
type Cuerpo<K extends keyof Routes> = RouteBodyInput<Routes[K]>;

export type CuerpoCurso = Cuerpo<'cursos.nuevo'>;
export type SolicitudCurso = Respuesta<'cursos.solicitudes'>['data'][number];
/** One page of the course list with its total (issue 18). */
export type PaginaCursos = Respuesta<'cursos.listar'>['data'];
export interface ConsultaPaginaCursos {
  pagina: number;
  porPagina: number;
  /** Empty: no search. */
  buscar: string;
}

/** Courses (spec 7, Courses): the list with the caller's progress, one course, and changes. */
export const cursosApi = api.injectEndpoints({
  endpoints: (build) => ({
    listarCursos: build.query<Curso[], undefined>({
      query: () => routeRequest('cursos.listar'),
      transformResponse: (r: Respuesta<'cursos.listar'>) => r.data.data,
      providesTags: ['Cursos'],
    }),
    /** The course page's list: one page, searched on the server (issue 18). */
    paginaCursos: build.query<PaginaCursos, ConsultaPaginaCursos>({
      query: ({ pagina, porPagina, buscar }) =>
        routeRequest('cursos.listar', {
          body: { pagina, porPagina, ...(buscar.trim() ? { buscar: buscar.trim() } : {}) },
        }),
      transformResponse: (r: Respuesta<'cursos.listar'>) => r.data,
      providesTags: ['Cursos'],
    }),
    buscarCurso: build.query<Curso, string>({
      query: (_id) => routeRequest('cursos.buscar', { body: { _id } }),
      transformResponse: (r: Respuesta<'cursos.buscar'>) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Curso', id }],
    }),
    nuevoCurso: build.mutation<Curso, CuerpoCurso>({
      query: (body) => routeRequest('cursos.nuevo', { body }),
      transformResponse: (r: Respuesta<'cursos.nuevo'>) => r.data,
      invalidatesTags: ['Cursos'],
    }),
    actualizarCurso: build.mutation<Curso, Cuerpo<'cursos.actualizar'>>({
      query: (body) => routeRequest('cursos.actualizar', { body }),
      transformResponse: (r: Respuesta<'cursos.actualizar'>) => r.data,
      invalidatesTags: (_r, _e, { _id }) => ['Cursos', { type: 'Curso', id: _id }],
    }),
    eliminarCurso: build.mutation<Respuesta<'cursos.eliminar'>, string>({
      query: (_id) => routeRequest('cursos.eliminar', { body: { _id } }),
      invalidatesTags: (_r, _e, id) => ['Cursos', { type: 'Curso', id }, 'Multimedias'],
    }),
    estadoCurso: build.mutation<Curso, Cuerpo<'cursos.updateEstado'>>({
      query: (body) => routeRequest('cursos.updateEstado', { body }),
      transformResponse: (r: Respuesta<'cursos.updateEstado'>) => r.data,
      invalidatesTags: (_r, _e, { _id }) => ['Cursos', { type: 'Curso', id: _id }],
    }),
    actualizarInfoGeneral: build.mutation<Curso, Cuerpo<'cursos.actualizarInfoGeneral'>>({
      query: (body) => routeRequest('cursos.actualizarInfoGeneral', { body }),
      transformResponse: (r: Respuesta<'cursos.actualizarInfoGeneral'>) => r.data,
      invalidatesTags: (_r, _e, { _id }) => [{ type: 'Curso', id: _id }],
    }),
    borrarAdjunto: build.mutation<Curso, Cuerpo<'cursos.borrarAdjunto'>>({
      query: (body) => routeRequest('cursos.borrarAdjunto', { body }),
      transformResponse: (r: Respuesta<'cursos.borrarAdjunto'>) => r.curso,
      invalidatesTags: (_r, _e, { _id }) => [{ type: 'Curso', id: _id }],
    }),
    subtituloModulo: build.mutation<
      Respuesta<'cursos.moduleSubtitle'>,
      { id: string } & Cuerpo<'cursos.moduleSubtitle'>
    >({
      query: ({ id, moduleKey, subtitle }) =>
        routeRequest('cursos.moduleSubtitle', { params: { id }, body: { moduleKey, subtitle } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Curso', id }],
    }),
    solicitarCurso: build.mutation<Respuesta<'cursos.solicitar'>, string>({
      query: (cursoId) => routeRequest('cursos.solicitar', { body: { cursoId } }),
      invalidatesTags: ['Solicitudes'],
    }),
    solicitudesCurso: build.query<SolicitudCurso[], undefined>({
      query: () => routeRequest('cursos.solicitudes'),
      transformResponse: (r: Respuesta<'cursos.solicitudes'>) => r.data,
      providesTags: ['Solicitudes'],
    }),
  }),
});

export const {
  useListarCursosQuery,
  usePaginaCursosQuery,
  useBuscarCursoQuery,
  useNuevoCursoMutation,
  useActualizarCursoMutation,
  useEliminarCursoMutation,
  useEstadoCursoMutation,
  useActualizarInfoGeneralMutation,
  useBorrarAdjuntoMutation,
  useSubtituloModuloMutation,
  useSolicitarCursoMutation,
  useSolicitudesCursoQuery,
} = cursosApi;
