import type { Rol } from '@shared/api';
import { MENSAJES_CURSO } from '@shared/domain/cursos';
import { esAdministrador, tienePermiso } from '@shared/domain/permisos';
import { HttpError } from '../../errors';
import type { AuthContext } from '../../http/authenticate';
import type { Services } from '../../services';
import { catalogoDe } from './catalogo';
import { cacheVisiblesDe } from './visibles';

/**
 * Who sees which courses (and so their lessons and files). Administrators and whoever may
 * edit courses see every course; everyone else only the courses assigned to them.
 */
export function veTodosLosCursos(rol: Rol): boolean {
  return esAdministrador(rol) || tienePermiso(rol, 'cursos', 'editar');
}

/** Lessons without a course ('MULTIMEDIAS SIN CURSO') are only for content managers. */
export function veLeccionesSinCurso(rol: Rol): boolean {
  return esAdministrador(rol) || tienePermiso(rol, 'multimedias', 'editar');
}

/** The ids of the courses the caller may open, or 'todos'. */
export async function cursosVisibles(
  services: Services,
  auth: AuthContext,
): Promise<'todos' | ReadonlySet<string>> {
  if (veTodosLosCursos(auth.rol)) return 'todos';
  // Shared between requests while the content version holds: read-only for callers.
  return cacheVisiblesDe(services).de(auth.row.id);
}

/**
 * Refuses unknown courses (404 'Error Curso no encontrado') and courses the caller may not
 * open (403 'No tienes acceso a este curso'). `null` stands for "no course".
 */
export async function exigirAccesoCurso(
  services: Services,
  auth: AuthContext,
  cursoId: string | null,
): Promise<void> {
  if (cursoId === null) {
    if (!veLeccionesSinCurso(auth.rol))
      throw new HttpError('SIN_PERMISO', MENSAJES_CURSO.sinAcceso);
    return;
  }
  if (!(await catalogoDe(services).existe(cursoId))) {
    throw new HttpError('NO_ENCONTRADO', MENSAJES_CURSO.noEncontrado);
  }
  const visibles = await cursosVisibles(services, auth);
  if (visibles !== 'todos' && !visibles.has(cursoId)) {
    throw new HttpError('SIN_PERMISO', MENSAJES_CURSO.sinAcceso);
  }
}
