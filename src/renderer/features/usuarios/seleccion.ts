import type { FiltroUsuarios, SeleccionUsuarios } from '@shared/api';

/**
 * The users page's checkboxes (issue 8). Two modes: explicit ids (rows ticked one by one
 * or a page at a time), or "every user matching the filter" minus the rows unticked
 * afterwards. The filter is part of the state: when it changes the selection is dropped,
 * since ticked rows of another filter would be acted on unseen.
 */
export type Seleccion =
  | { modo: 'ids'; filtro: string; ids: readonly string[] }
  | { modo: 'todos'; filtro: string; excluir: readonly string[] };

export type AccionSeleccion =
  | { tipo: 'marcar'; id: string; marcado: boolean }
  | { tipo: 'marcarPagina'; ids: readonly string[]; marcado: boolean }
  | { tipo: 'seleccionarTodos' }
  | { tipo: 'limpiar' }
  | { tipo: 'filtro'; clave: string };

export const SELECCION_VACIA: Seleccion = { modo: 'ids', filtro: '', ids: [] };

/** A stable text for a filter: equal filters give equal keys. */
export function claveFiltro(filtro: FiltroUsuarios): string {
  return JSON.stringify([filtro.buscar ?? '', filtro.rol ?? '', filtro.activo ?? null]);
}

function con(lista: readonly string[], ids: readonly string[]): string[] {
  const nuevos = ids.filter((id) => !lista.includes(id));
  return [...lista, ...nuevos];
}

function sin(lista: readonly string[], ids: readonly string[]): string[] {
  return lista.filter((id) => !ids.includes(id));
}

/** In ids mode a tick adds the ids; in all-matching mode it takes them off the exclusions. */
function aplicarMarca(s: Seleccion, ids: readonly string[], marcado: boolean): Seleccion {
  if (s.modo === 'ids') return { ...s, ids: marcado ? con(s.ids, ids) : sin(s.ids, ids) };
  return { ...s, excluir: marcado ? sin(s.excluir, ids) : con(s.excluir, ids) };
}

export function reducirSeleccion(s: Seleccion, accion: AccionSeleccion): Seleccion {
  switch (accion.tipo) {
    case 'marcar':
      return aplicarMarca(s, [accion.id], accion.marcado);
    case 'marcarPagina':
      return aplicarMarca(s, accion.ids, accion.marcado);
    case 'seleccionarTodos':
      return { modo: 'todos', filtro: s.filtro, excluir: [] };
    case 'limpiar':
      return { modo: 'ids', filtro: s.filtro, ids: [] };
    case 'filtro':
      return accion.clave === s.filtro ? s : { modo: 'ids', filtro: accion.clave, ids: [] };
  }
}

export function estaMarcado(s: Seleccion, id: string): boolean {
  return s.modo === 'ids' ? s.ids.includes(id) : !s.excluir.includes(id);
}

/** The header checkbox: every row of the page, some of them, or none. */
export function estadoPagina(s: Seleccion, idsPagina: readonly string[]): boolean | 'mixed' {
  const marcados = idsPagina.filter((id) => estaMarcado(s, id)).length;
  if (marcados === 0 || idsPagina.length === 0) return false;
  return marcados === idsPagina.length ? true : 'mixed';
}

/** How many users the bulk actions would touch; `total` is the count the list shows. */
export function cantidadSeleccionada(s: Seleccion, total: number): number {
  return s.modo === 'ids' ? s.ids.length : Math.max(0, total - s.excluir.length);
}

/**
 * The "select all N matching" offer: the whole page is ticked one by one and the filter
 * matches more users than the page shows.
 */
export function ofrecerTodos(s: Seleccion, idsPagina: readonly string[], total: number): boolean {
  return s.modo === 'ids' && estadoPagina(s, idsPagina) === true && total > idsPagina.length;
}

/** The body's `seleccion`, or null when nothing is selected. */
export function cuerpoSeleccion(
  s: Seleccion,
  filtro: FiltroUsuarios,
  total: number,
): SeleccionUsuarios | null {
  if (cantidadSeleccionada(s, total) === 0) return null;
  if (s.modo === 'ids') return { ids: [...s.ids] };
  return { filtro, excluir: [...s.excluir], total };
}
