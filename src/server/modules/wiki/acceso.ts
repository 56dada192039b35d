import { MENSAJES_WIKI } from '@shared/domain/wiki';
import { HttpError } from '../../errors';
import type { AuthContext } from '../../http/authenticate';
import type { Services } from '../../services';
import { cursosVisibles, exigirAccesoCurso } from '../cursos';
import type { CursosVisibles, FilaPagina, WikiRepository } from './repository';

/**
 * Who sees which page: a global page, everyone with the wiki; a course's page, whoever may
 * open that course — the courses front door's own answer, so the wiki never disagrees with
 * the course list (docs/wiki.md).
 */
export async function visiblesDe(services: Services, auth: AuthContext): Promise<CursosVisibles> {
  const visibles = await cursosVisibles(services, auth);
  return visibles === 'todos' ? 'todos' : [...visibles];
}

export function esVisible(visibles: CursosVisibles, cursoId: string | null): boolean {
  return cursoId === null || visibles === 'todos' || visibles.includes(cursoId);
}

/** The page, or 404: a page of someone else's course reads exactly like a missing one. */
export async function exigirPagina(
  services: Services,
  auth: AuthContext,
  fila: Promise<FilaPagina | undefined>,
): Promise<FilaPagina> {
  const pagina = await fila;
  if (!pagina || !esVisible(await visiblesDe(services, auth), pagina.curso_id)) {
    throw new HttpError('NO_ENCONTRADO', MENSAJES_WIKI.noEncontrada);
  }
  return pagina;
}

export function exigirPaginaPorId(
  services: Services,
  auth: AuthContext,
  repo: WikiRepository,
  id: string,
): Promise<FilaPagina> {
  return exigirPagina(services, auth, repo.porId(id));
}

/** Writing a course's page needs that course (404 unknown, 403 not the caller's). */
export async function exigirCursoDePagina(
  services: Services,
  auth: AuthContext,
  cursoId: string | null,
): Promise<void> {
  if (cursoId !== null) await exigirAccesoCurso(services, auth, cursoId);
}
