import type { ResultadoMasivo, SeleccionUsuarios } from '@shared/api';
import { api } from '../../app/api';
import { routeRequest } from '../../app/routeRequest';

/**
 * Bulk actions on users (issue 8). Each answers what it applied and what it refused; the
 * users list refreshes through the 'Usuarios' tag. Export is a file: see usuarios page.
 */
export const usuariosMasivoApi = api.injectEndpoints({
  endpoints: (build) => ({
    masivoEstado: build.mutation<
      ResultadoMasivo,
      { seleccion: SeleccionUsuarios; activo: boolean }
    >({
      query: (body) => routeRequest('usuarios.masivo.estado', { body }),
      invalidatesTags: ['Usuarios'],
    }),
    masivoCursos: build.mutation<
      ResultadoMasivo,
      { seleccion: SeleccionUsuarios; cursoIds: string[] }
    >({
      query: (body) => routeRequest('usuarios.masivo.cursos', { body }),
      invalidatesTags: ['Usuarios'],
    }),
    masivoRol: build.mutation<ResultadoMasivo, { seleccion: SeleccionUsuarios; rol: string }>({
      query: (body) => routeRequest('usuarios.masivo.rol', { body }),
      invalidatesTags: ['Usuarios'],
    }),
    masivoEliminar: build.mutation<ResultadoMasivo, { seleccion: SeleccionUsuarios }>({
      query: (body) => routeRequest('usuarios.masivo.eliminar', { body }),
      invalidatesTags: ['Usuarios'],
    }),
  }),
});

export const {
  useMasivoEstadoMutation,
  useMasivoCursosMutation,
  useMasivoRolMutation,
  useMasivoEliminarMutation,
} = usuariosMasivoApi;
