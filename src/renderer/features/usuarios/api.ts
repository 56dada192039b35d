import type { RouteBodyInput, RouteResponse, Routes } from '@shared/api';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';

type Respuesta<K extends keyof Routes> = RouteResponse<Routes[K]>;
type Cuerpo<K extends keyof Routes> = RouteBodyInput<Routes[K]>;

export type ConsultaUsuarios = NonNullable<Cuerpo<'usuarios.listar'>>;
export type PaginaUsuarios = Respuesta<'usuarios.listar'>['data'];

/** Users (spec 7, Users): the paged list and the admin's changes. */
export const usuariosApi = api.injectEndpoints({
  endpoints: (build) => ({
    listarUsuarios: build.query<PaginaUsuarios, ConsultaUsuarios>({
      query: (body) => routeRequest('usuarios.listar', { body }),
      transformResponse: (r: Respuesta<'usuarios.listar'>) => r.data,
      providesTags: ['Usuarios'],
    }),
    nuevoUsuario: build.mutation<Respuesta<'usuarios.nuevo'>, Cuerpo<'usuarios.nuevo'>>({
      query: (body) => routeRequest('usuarios.nuevo', { body }),
      invalidatesTags: ['Usuarios'],
    }),
    actualizarUsuario: build.mutation<
      Respuesta<'usuarios.actualizar'>,
      Cuerpo<'usuarios.actualizar'>
    >({
      query: (body) => routeRequest('usuarios.actualizar', { body }),
      invalidatesTags: ['Usuarios'],
    }),
    eliminarUsuario: build.mutation<Respuesta<'usuarios.eliminar'>, Cuerpo<'usuarios.eliminar'>>({
      query: (body) => routeRequest('usuarios.eliminar', { body }),
      invalidatesTags: ['Usuarios'],
    }),
    /** Optimistic (spec 4): the switch moves at once and goes back if the server says no. */
    cambiarEstadoUsuario: build.mutation<
      Respuesta<'usuarios.updateEstado'>,
      Cuerpo<'usuarios.updateEstado'>
    >({
      query: (body) => routeRequest('usuarios.updateEstado', { body }),
      async onQueryStarted({ _id, activo }, { dispatch, getState, queryFulfilled }) {
        const consultas = usuariosApi.util.selectCachedArgsForQuery(getState(), 'listarUsuarios');
        const parches = consultas.map((consulta) =>
          dispatch(
            usuariosApi.util.updateQueryData('listarUsuarios', consulta, (pagina) => {
              const fila = pagina.data.find((u) => u._id === _id);
              if (fila) fila.activo = activo;
            }),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          for (const parche of parches) parche.undo();
        }
      },
    }),
    asignarCursos: build.mutation<
      Respuesta<'usuarios.asignarCursos'>,
      { id: string } & Cuerpo<'usuarios.asignarCursos'>
    >({
      query: ({ id, cursoIds }) =>
        routeRequest('usuarios.asignarCursos', { params: { id }, body: { cursoIds } }),
      invalidatesTags: ['Usuarios'],
    }),
    codigoRestablecimiento: build.mutation<
      Respuesta<'usuarios.codigoRestablecimiento'>,
      Cuerpo<'usuarios.codigoRestablecimiento'>
    >({
      query: (body) => routeRequest('usuarios.codigoRestablecimiento', { body }),
    }),
    desbloquearAcceso: build.mutation<
      Respuesta<'usuarios.desbloquearAcceso'>,
      Cuerpo<'usuarios.desbloquearAcceso'>
    >({
      query: (body) => routeRequest('usuarios.desbloquearAcceso', { body }),
    }),
    guardarPerfil: build.mutation<Respuesta<'usuarios.perfil'>, Cuerpo<'usuarios.perfil'>>({
      query: (body) => routeRequest('usuarios.perfil', { body }),
      invalidatesTags: ['Usuarios'],
    }),
  }),
});

export const {
  useListarUsuariosQuery,
  useNuevoUsuarioMutation,
  useActualizarUsuarioMutation,
  useEliminarUsuarioMutation,
  useCambiarEstadoUsuarioMutation,
  useAsignarCursosMutation,
  useCodigoRestablecimientoMutation,
  useDesbloquearAccesoMutation,
  useGuardarPerfilMutation,
} = usuariosApi;
