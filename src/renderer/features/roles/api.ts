import type { RouteBodyInput, RouteResponse, Routes } from '@shared/api';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';

type Respuesta<K extends keyof Routes> = RouteResponse<Routes[K]>;
type Cuerpo<K extends keyof Routes> = RouteBodyInput<Routes[K]>;

export type RolListado = Respuesta<'roles.listar'>['data'][number];

/** Roles (spec 7, Roles). The list also feeds the role select of the user forms (spec 6). */
export const rolesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listarRoles: build.query<RolListado[], undefined>({
      query: () => routeRequest('roles.listar'),
      transformResponse: (r: Respuesta<'roles.listar'>) => r.data,
      providesTags: ['Roles'],
    }),
    nuevoRol: build.mutation<Respuesta<'roles.nuevo'>, Cuerpo<'roles.nuevo'>>({
      query: (body) => routeRequest('roles.nuevo', { body }),
      invalidatesTags: ['Roles'],
    }),
    actualizarRol: build.mutation<
      Respuesta<'roles.actualizar'>,
      { id: string } & Cuerpo<'roles.actualizar'>
    >({
      query: ({ id, ...body }) => routeRequest('roles.actualizar', { params: { id }, body }),
      // Users show their role's name: a renamed role changes the users list too.
      invalidatesTags: ['Roles', 'Usuarios'],
    }),
    eliminarRol: build.mutation<Respuesta<'roles.eliminar'>, { id: string }>({
      query: ({ id }) => routeRequest('roles.eliminar', { params: { id }, body: { _id: id } }),
      invalidatesTags: ['Roles'],
    }),
  }),
});

export const {
  useListarRolesQuery,
  useNuevoRolMutation,
  useActualizarRolMutation,
  useEliminarRolMutation,
} = rolesApi;
