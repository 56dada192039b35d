import { alcanceDe } from '@shared/domain/permisos';
import { HttpError } from '../../errors';
import type { AuthContext } from '../../http/authenticate';
import type { Services } from '../../services';
import { cursosAsignados, idsFueraDeCursos, usuarioEnCursos } from './repositoryAlcance';

/**
 * Whose learners the caller sees (issue 15, docs/alcance.md). A role with the scope
 * `misCursos` (the seeded Tutor) sees only the learners of the courses assigned to the
 * caller — the same "Asignar Curso a Usuario" as for learners; `todos` (and ADMINISTRADOR,
 * always) sees everyone. This is the one place that answers the question: every route that
 * shows another user's data (users, progress, attempts, feedback, grades, certificates,
 * exports, monitor, reports, maps) asks it.
 */
export type Alcance = { todos: true } | { todos: false; cursos: readonly string[] };

/** The caller's scope: everyone, or the ids of the courses assigned to the caller. */
export async function alcanceDelLlamante(services: Services, auth: AuthContext): Promise<Alcance> {
  if (alcanceDe(auth.rol) === 'todos') return { todos: true };
  return { todos: false, cursos: await cursosAsignados(services.db, auth.row.id) };
}

/**
 * The course ids to filter a list by: null for everyone, else the caller's courses (maybe
 * empty — then the list is empty, never "everything").
 */
export function cursosDelAlcance(alcance: Alcance): readonly string[] | null {
  return alcance.todos ? null : alcance.cursos;
}

export function cursoEnAlcance(alcance: Alcance, cursoId: string): boolean {
  return alcance.todos || alcance.cursos.includes(cursoId);
}

/** 403 unless the course is in the caller's scope. */
export async function exigirCursoEnAlcance(
  services: Services,
  auth: AuthContext,
  cursoId: string,
): Promise<Alcance> {
  const alcance = await alcanceDelLlamante(services, auth);
  if (!cursoEnAlcance(alcance, cursoId)) throw new HttpError('SIN_PERMISO');
  return alcance;
}

/**
 * Whether the caller may see this user's data: everyone in scope `todos`; yourself always;
 * otherwise a learner of one of the caller's courses.
 */
export async function usuarioEnAlcance(
  services: Services,
  auth: AuthContext,
  usuarioId: string,
): Promise<boolean> {
  if (usuarioId === auth.row.id) return true;
  const alcance = await alcanceDelLlamante(services, auth);
  if (alcance.todos) return true;
  return usuarioEnCursos(services.db, usuarioId, alcance.cursos);
}

/** 403 unless `usuarioEnAlcance`. */
export async function exigirUsuarioEnAlcance(
  services: Services,
  auth: AuthContext,
  usuarioId: string,
): Promise<void> {
  if (!(await usuarioEnAlcance(services, auth, usuarioId))) throw new HttpError('SIN_PERMISO');
}

/** 403 unless every course is in the caller's scope (assigning courses, grading). */
export async function exigirCursosEnAlcance(
  services: Services,
  auth: AuthContext,
  cursoIds: readonly string[],
): Promise<Alcance> {
  const alcance = await alcanceDelLlamante(services, auth);
  if (!cursoIds.every((id) => cursoEnAlcance(alcance, id))) throw new HttpError('SIN_PERMISO');
  return alcance;
}

/**
 * 403 unless every user is in the caller's scope (a bulk action by ids, where one outsider
 * refuses the whole action, as the single-user route would for that user).
 */
export async function exigirUsuariosEnAlcance(
  services: Services,
  auth: AuthContext,
  usuarioIds: readonly string[],
): Promise<void> {
  const alcance = await alcanceDelLlamante(services, auth);
  if (alcance.todos) return;
  const fuera = await idsFueraDeCursos(services.db, usuarioIds, alcance.cursos);
  if (fuera.some((id) => id !== auth.row.id)) throw new HttpError('SIN_PERMISO');
}
