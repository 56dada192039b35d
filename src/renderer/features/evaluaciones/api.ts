import type {
  Evaluacion,
  EvaluacionEdicion,
  EvaluacionParaRendir,
  Retroalimentacion,
  RouteBodyInput,
  RouteResponse,
  Routes,
} from '@shared/api';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';

type Respuesta<K extends keyof Routes> = RouteResponse<Routes[K]>;
type Cuerpo<K extends keyof Routes> = RouteBodyInput<Routes[K]>;

export type CuerpoEvaluacion = Cuerpo<'evaluaciones.nuevo'>;
export type CuerpoEnvio = Cuerpo<'evaluaciones.resultados'>;
export type ResultadoEnvio = Respuesta<'evaluaciones.resultados'>['data'];
export type ConsultaRetroalimentacion = Cuerpo<'evaluaciones.resultadosDetalle'>;

export interface ListaEvaluaciones {
  evaluaciones: Evaluacion[];
  /** The global '¡Certificado disponible!' card (spec 2, Evaluations list). */
  certificadoDisponible: boolean;
}

/** Evaluations (spec 7): list, the learner's and the editor's copies, changes and attempts. */
export const evaluacionesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listarEvaluaciones: build.query<ListaEvaluaciones, undefined>({
      query: () => routeRequest('evaluaciones.listar', { body: {} }),
      transformResponse: (r: Respuesta<'evaluaciones.listar'>) => ({
        evaluaciones: r.data,
        certificadoDisponible: r.certificadoDisponible,
      }),
      providesTags: ['Evaluaciones'],
    }),
    /** The copy to take (no answer keys); 403 EVALUACION_BLOQUEADA while the course is open. */
    buscarEvaluacion: build.query<EvaluacionParaRendir, string>({
      query: (_id) => routeRequest('evaluaciones.buscar', { body: { _id } }),
      transformResponse: (r: Respuesta<'evaluaciones.buscar'>) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Evaluaciones', id }],
    }),
    /** The editor's copy, with the correct answers. */
    evaluacionParaEditar: build.query<EvaluacionEdicion, string>({
      query: (_id) => routeRequest('evaluaciones.fetch', { body: { _id } }),
      transformResponse: (r: Respuesta<'evaluaciones.fetch'>) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Evaluaciones', id }],
    }),
    nuevaEvaluacion: build.mutation<EvaluacionEdicion, CuerpoEvaluacion>({
      query: (body) => routeRequest('evaluaciones.nuevo', { body }),
      transformResponse: (r: Respuesta<'evaluaciones.nuevo'>) => r.data,
      invalidatesTags: ['Evaluaciones'],
    }),
    actualizarEvaluacion: build.mutation<EvaluacionEdicion, Cuerpo<'evaluaciones.actualizar'>>({
      query: (body) => routeRequest('evaluaciones.actualizar', { body }),
      transformResponse: (r: Respuesta<'evaluaciones.actualizar'>) => r.data,
      invalidatesTags: ['Evaluaciones'],
    }),
    eliminarEvaluacion: build.mutation<Respuesta<'evaluaciones.eliminar'>, string>({
      query: (_id) => routeRequest('evaluaciones.eliminar', { body: { _id } }),
      invalidatesTags: ['Evaluaciones'],
    }),
    estadoEvaluacion: build.mutation<Evaluacion, Cuerpo<'evaluaciones.updateEstado'>>({
      query: (body) => routeRequest('evaluaciones.updateEstado', { body }),
      transformResponse: (r: Respuesta<'evaluaciones.updateEstado'>) => r.data,
      invalidatesTags: ['Evaluaciones'],
    }),
    /**
     * Sends an attempt. The list (state, best score), the grades and the certificate may
     * all change with it.
     */
    enviarResultados: build.mutation<ResultadoEnvio, CuerpoEnvio>({
      query: (body) => routeRequest('evaluaciones.resultados', { body }),
      transformResponse: (r: Respuesta<'evaluaciones.resultados'>) => r.data,
      invalidatesTags: ['Evaluaciones', 'Calificaciones', 'Certificados'],
    }),
    retroalimentacion: build.query<Retroalimentacion, ConsultaRetroalimentacion>({
      query: (body) => routeRequest('evaluaciones.resultadosDetalle', { body }),
      transformResponse: (r: Respuesta<'evaluaciones.resultadosDetalle'>) => r.data,
      providesTags: ['Evaluaciones'],
    }),
  }),
});

export const {
  useListarEvaluacionesQuery,
  useBuscarEvaluacionQuery,
  useEvaluacionParaEditarQuery,
  useNuevaEvaluacionMutation,
  useActualizarEvaluacionMutation,
  useEliminarEvaluacionMutation,
  useEstadoEvaluacionMutation,
  useEnviarResultadosMutation,
  useRetroalimentacionQuery,
} = evaluacionesApi;
