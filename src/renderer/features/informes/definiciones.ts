import type { DatosDefinicion, DefinicionInforme } from '@shared/api';
import { tienePermiso } from '@shared/domain/permisos';
import { format, isValid, parseISO } from 'date-fns';
import { api } from '../../app/api';
import { useAppSelector } from '../../app/hooks';
import { routeRequest } from '../../app/routeRequest';
import { selectUsuario } from '../auth';

/**
 * Saved report ranges (issue 15): the calls behind `DefinicionesGuardadas` — list, save
 * (PUT with a client-made id, or the id of the caller's definition of the same name, which
 * replaces it) and delete. See docs/informes-api.md.
 */
export const definicionesApi = api.injectEndpoints({
  endpoints: (build) => ({
    definicionesInforme: build.query<DefinicionInforme[], undefined>({
      query: () => routeRequest('informes.buscar', { body: {} }),
      transformResponse: (r: { data: DefinicionInforme[] }) => r.data,
      providesTags: ['DefinicionesInforme'],
    }),
    guardarDefinicionInforme: build.mutation<
      DefinicionInforme,
      { id: string; datos: DatosDefinicion }
    >({
      query: ({ id, datos }) => routeRequest('informes.guardar', { params: { id }, body: datos }),
      transformResponse: (r: { data: DefinicionInforme }) => r.data,
      invalidatesTags: ['DefinicionesInforme'],
    }),
    eliminarDefinicionInforme: build.mutation<unknown, string>({
      query: (id) => routeRequest('informes.eliminar', { body: { _id: id } }),
      invalidatesTags: ['DefinicionesInforme'],
    }),
  }),
});

export const {
  useDefinicionesInformeQuery,
  useGuardarDefinicionInformeMutation,
  useEliminarDefinicionInformeMutation,
} = definicionesApi;

/** A report range as whole days, YYYY-MM-DD (what a definition stores). */
export interface RangoDias {
  desde: string;
  hasta: string;
}

/** A date picked on the report page as the day a definition stores ('' when none). */
export function diaDe(fecha: Date | null | undefined): string {
  return fecha && isValid(fecha) ? format(fecha, 'yyyy-MM-dd') : '';
}

/** A stored day back as a local date at midnight (what the report's pickers hold). */
export function fechaDeDia(dia: string): Date {
  return parseISO(dia);
}

/** The id a save goes to: the caller's own definition of that name (replace) or a new one. */
export function idParaGuardar(
  nombre: string,
  propias: readonly DefinicionInforme[],
  usuarioId: string | undefined,
  nuevo: () => string,
): string {
  const clave = nombre.trim().toLowerCase();
  const igual = propias.find(
    (d) => d.usuario._id === usuarioId && d.nombre.trim().toLowerCase() === clave,
  );
  return igual?._id ?? nuevo();
}

/** Whether the save button can be used: a name and a whole range in order. */
export function puedeGuardar(nombre: string, rango: RangoDias): boolean {
  return (
    nombre.trim() !== '' && rango.desde !== '' && rango.hasta !== '' && rango.desde <= rango.hasta
  );
}

/** What the signed-in role may do with saved ranges. */
export function usePermisosDefiniciones() {
  const usuario = useAppSelector(selectUsuario);
  return {
    usuarioId: usuario?._id,
    crear: tienePermiso(usuario?.rol, 'informes', 'crear'),
    eliminar: tienePermiso(usuario?.rol, 'informes', 'eliminar'),
  };
}
