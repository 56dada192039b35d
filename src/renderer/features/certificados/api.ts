import type { Certificado, RouteBodyInput, RouteResponse, Routes, Verificacion } from '@shared/api';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';

type Respuesta<K extends keyof Routes> = RouteResponse<Routes[K]>;

export type MisCertificados = Respuesta<'certificados.mio'>;
export type ConsultaCertificados = NonNullable<RouteBodyInput<Routes['certificados.listar']>>;
export type PaginaCertificados = Respuesta<'certificados.listar'>;
export type CuerpoRevocar = RouteBodyInput<Routes['certificados.revocar']>;

/** Certificates: the learner's own, the public check by code, and the admin list. */
export const certificadosApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The latest valid certificate and all of the user's; 403 SIN_APROBACION without one. */
    miCertificado: build.query<MisCertificados, undefined>({
      query: () => routeRequest('certificados.mio'),
      providesTags: ['Certificados'],
    }),
    /** Public: works without a session (the base query then sends no token). */
    verificarCertificado: build.query<Verificacion, string>({
      query: (codigo) => routeRequest('certificados.verificar', { params: { codigo } }),
      transformResponse: (r: Respuesta<'certificados.verificar'>) => r.data,
      providesTags: ['Certificados'],
    }),
    listarCertificados: build.query<PaginaCertificados, ConsultaCertificados>({
      query: (body) => routeRequest('certificados.listar', { body }),
      providesTags: ['Certificados'],
    }),
    revocarCertificado: build.mutation<Certificado, CuerpoRevocar>({
      query: (body) => routeRequest('certificados.revocar', { body }),
      transformResponse: (r: Respuesta<'certificados.revocar'>) => r.data,
      // The answer is the revoked certificate: patch it into every cached page at once,
      // then reload (a text search may match differently now).
      async onQueryStarted(_body, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          for (const consulta of certificadosApi.util.selectCachedArgsForQuery(
            getState(),
            'listarCertificados',
          )) {
            dispatch(
              certificadosApi.util.updateQueryData('listarCertificados', consulta, (pagina) => {
                const i = pagina.data.findIndex((c) => c._id === data._id);
                if (i >= 0) pagina.data[i] = data;
              }),
            );
          }
        } catch {
          // A failed revocation changes nothing on screen; the page shows the error.
        }
      },
      invalidatesTags: (_r, error) => (error ? [] : ['Certificados']),
    }),
  }),
});

export const {
  useMiCertificadoQuery,
  useVerificarCertificadoQuery,
  useListarCertificadosQuery,
  useRevocarCertificadoMutation,
} = certificadosApi;
