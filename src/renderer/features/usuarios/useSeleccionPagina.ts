import type { Usuario } from '@shared/api';
import {
  cantidadSeleccionada,
  cuerpoSeleccion,
  estaMarcado,
  estadoPagina,
  ofrecerTodos,
} from './seleccion';
import type { SeleccionTabla } from './components/TablaUsuarios';
import type { useListadoUsuarios } from './useListadoUsuarios';

/**
 * The bulk selection as the users page shows it: how many are chosen, the body a bulk
 * action sends, whether to offer 'all N', and the table's row checkboxes. The signed-in
 * admin's own row never takes part.
 */
export function useSeleccionPagina(
  listado: ReturnType<typeof useListadoUsuarios>,
  propioId: string | undefined,
) {
  const { consulta, seleccion, seleccionar } = listado;
  const total = consulta.data?.total ?? 0;
  const idsPagina = (consulta.data?.data ?? []).map((u) => u._id).filter((id) => id !== propioId);
  const tabla: SeleccionTabla = {
    marcado: (u: Usuario) => u._id !== propioId && estaMarcado(seleccion, u._id),
    pagina: estadoPagina(seleccion, idsPagina),
    deshabilitado: (u: Usuario) => u._id === propioId,
    onMarcar: (u, marcado) => seleccionar({ tipo: 'marcar', id: u._id, marcado }),
    onMarcarPagina: (marcado) => seleccionar({ tipo: 'marcarPagina', ids: idsPagina, marcado }),
  };
  return {
    total,
    cantidad: cantidadSeleccionada(seleccion, total),
    cuerpo: cuerpoSeleccion(seleccion, listado.filtro, total),
    ofrecerTodos: ofrecerTodos(seleccion, idsPagina, total),
    tabla,
  };
}
