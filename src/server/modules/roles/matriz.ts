import { OPERACIONES, VISTAS, operacionExiste } from '@shared/domain/permisos';
import type { Permiso, Vista } from '@shared/domain/permisos';

/**
 * The full matrix a role stores: one entry per view, in the spec's order. A view the
 * client left out gets every operation false, and an operation the view does not offer
 * (crear on comentarios) is always false, whatever was sent.
 */
export function normalizarMatriz(permisos: readonly Permiso[] = []): Permiso[] {
  const porVista = new Map<Vista, Permiso>();
  // The first entry of a repeated view wins: the client sends each view once.
  for (const p of permisos) if (!porVista.has(p.vista)) porVista.set(p.vista, p);
  return VISTAS.map((vista) => {
    const dado = porVista.get(vista);
    const op = {} as Permiso['op'];
    for (const o of OPERACIONES) op[o] = operacionExiste(vista, o) && dado?.op[o] === true;
    return { vista, op };
  });
}
