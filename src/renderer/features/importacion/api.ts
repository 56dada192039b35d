import type { FilaImportacion, Lote, RouteResponse, Routes } from '@shared/api';
import type { EstadoFilaImportacion, ModoImportacion } from '@shared/domain/importacion';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';

type Respuesta<K extends keyof Routes> = RouteResponse<Routes[K]>;

export interface PaginaLotes {
  data: Lote[];
  total: number;
}
export interface PaginaFilas {
  data: FilaImportacion[];
  total: number;
}
export interface ConsultaFilas {
  lote: string;
  pagina: number;
  limite: number;
  estado?: EstadoFilaImportacion;
}
export type Credencial = Respuesta<'importacion.credencialesLista'>['data'][number];
export type ResultadoDeshacer = Respuesta<'importacion.deshacer'>;

/**
 * Users import (issue 8). Every write here changes the users list, so it invalidates
 * 'Usuarios'; the history provides the same tag and refreshes with it. The state of a
 * running import is polled, not tagged. The upload (validar) is multipart: features/subidas/subida.ts.
 */
export const importacionApi = api.injectEndpoints({
  endpoints: (build) => ({
    listarLotes: build.query<PaginaLotes, { pagina: number; limite: number }>({
      query: (body) => routeRequest('importacion.lotes', { body }),
      transformResponse: (r: Respuesta<'importacion.lotes'>) => ({ data: r.data, total: r.total }),
      providesTags: ['Usuarios'],
    }),
    estadoLote: build.query<Lote, string>({
      query: (lote) => routeRequest('importacion.estado', { params: { lote } }),
      transformResponse: (r: Respuesta<'importacion.estado'>) => r.data,
    }),
    filasLote: build.query<PaginaFilas, ConsultaFilas>({
      query: ({ lote, ...body }) => routeRequest('importacion.filas', { params: { lote }, body }),
      transformResponse: (r: Respuesta<'importacion.filas'>) => ({ data: r.data, total: r.total }),
    }),
    confirmarLote: build.mutation<Lote, { lote: string; modo: ModoImportacion }>({
      query: ({ lote, modo }) =>
        routeRequest('importacion.confirmar', { params: { lote }, body: { modo } }),
      transformResponse: (r: Respuesta<'importacion.confirmar'>) => r.data,
      invalidatesTags: ['Usuarios'],
    }),
    cancelarLote: build.mutation<Lote, string>({
      query: (lote) => routeRequest('importacion.cancelar', { params: { lote } }),
      transformResponse: (r: Respuesta<'importacion.cancelar'>) => r.data,
      invalidatesTags: ['Usuarios'],
    }),
    deshacerLote: build.mutation<ResultadoDeshacer, string>({
      query: (lote) => routeRequest('importacion.deshacer', { params: { lote } }),
      invalidatesTags: ['Usuarios'],
    }),
    credencialesLote: build.query<Credencial[], string>({
      query: (lote) => routeRequest('importacion.credencialesLista', { params: { lote } }),
      transformResponse: (r: Respuesta<'importacion.credencialesLista'>) => r.data,
    }),
  }),
});

export const {
  useListarLotesQuery,
  useEstadoLoteQuery,
  useFilasLoteQuery,
  useConfirmarLoteMutation,
  useCancelarLoteMutation,
  useDeshacerLoteMutation,
  useCredencialesLoteQuery,
} = importacionApi;
