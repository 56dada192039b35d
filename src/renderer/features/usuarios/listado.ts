import type { CAMPOS_ORDEN_USUARIOS } from '@shared/api';

export type CampoOrden = (typeof CAMPOS_ORDEN_USUARIOS)[number];
export interface Orden {
  por: CampoOrden;
  direccion: 'asc' | 'desc';
}

/** Spec 9: the users list starts ordered by identificacion descending, 10 per page. */
export const ORDEN_INICIAL: Orden = { por: 'identificacion', direccion: 'desc' };
export const LIMITE_INICIAL = 10;

/** A click on a sortable header: the same column flips, another one starts ascending. */
export function siguienteOrden(actual: Orden, campo: CampoOrden): Orden {
  if (actual.por === campo)
    return { por: campo, direccion: actual.direccion === 'asc' ? 'desc' : 'asc' };
  return { por: campo, direccion: 'asc' };
}

/** The users page counts its pages with the rule every server-paged list shares. */
export { totalPaginas } from '@shared/domain/paginacion';

/** The number shown on the first row of a page (1-based). */
export function primeraFila(pagina: number, limite: number): number {
  return (pagina - 1) * limite + 1;
}

/** The full link the admin hands over for an unverified account (the API gives a path). */
export function enlaceVerificacion(origen: string, ruta: string): string {
  return `${origen.replace(/\/+$/, '')}/${ruta.replace(/^\/+/, '')}`;
}
