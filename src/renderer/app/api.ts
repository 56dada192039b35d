import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from './axiosBaseQuery';

/**
 * The one RTK Query API of the renderer. It declares no endpoints itself: each feature
 * injects its own in `features/<dominio>/api.ts`, typed from the shared route table.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: [
    'Usuarios',
    'Roles',
    'Cursos',
    'Curso',
    'Solicitudes',
    'Multimedias',
    'Evaluaciones',
    'Calificaciones',
    'Certificados',
    'Notificaciones',
    'DefinicionesInforme',
    'Wiki',
  ],
  endpoints: () => ({}),
});
