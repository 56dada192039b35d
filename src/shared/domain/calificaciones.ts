import type { RolConPermisos } from './permisos';
import { tienePermiso } from './permisos';

/**
 * Other people's grades and feedback: both permissions (the learner role has the first).
 * Shared by grades, certificates and evaluations, so none of them imports another for it.
 */
export function veCalificacionesDeTodos(rol: RolConPermisos): boolean {
  return (
    tienePermiso(rol, 'calificaciones', 'consultar') && tienePermiso(rol, 'usuarios', 'consultar')
  );
}
