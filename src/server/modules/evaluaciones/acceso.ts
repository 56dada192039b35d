import type { Rol } from '@shared/api';
import { MENSAJES_EVALUACION } from '@shared/domain/evaluaciones';
import { esAdministrador, tienePermiso } from '@shared/domain/permisos';
import { HttpError } from '../../errors';
import type { AuthContext } from '../../http/authenticate';
import type { Services } from '../../services';
import { exigirAccesoCurso, progresoPorCurso } from '../cursos';
import { omiteOrden } from '../multimedias';
import type { EvaluacionesRepository, FilaEvaluacion } from './repository';

/** Editors see every evaluation, active or not, of every course. */
export function editaEvaluaciones(rol: Rol): boolean {
  return esAdministrador(rol) || tienePermiso(rol, 'evaluaciones', 'editar');
}

export { veCalificacionesDeTodos } from '@shared/domain/calificaciones';

/**
 * The evaluation as the caller may take it (buscar, resultados): it exists and, for those
 * who do not edit evaluations, is active (404); its course is open to the caller (403 'No
 * tienes acceso a este curso'); and their course progress is 100 % unless their role may
 * skip the order (403 EVALUACION_BLOQUEADA, spec 4). Answers the caller's course progress.
 */
export async function exigirParaRendir(
  services: Services,
  repo: EvaluacionesRepository,
  auth: AuthContext,
  id: string,
): Promise<{ fila: FilaEvaluacion; progreso: number }> {
  const fila = await repo.porId(id);
  const editor = editaEvaluaciones(auth.rol);
  if (!fila || (fila.estado !== 1 && !editor)) {
    throw new HttpError('NO_ENCONTRADO', MENSAJES_EVALUACION.noEncontrada);
  }
  if (!editor) await exigirAccesoCurso(services, auth, fila.curso_id);
  const progreso = (await progresoPorCurso(services.db, auth.row.id, [fila.curso_id])).get(
    fila.curso_id,
  );
  if ((progreso ?? 0) < 100 && !omiteOrden(auth)) throw new HttpError('EVALUACION_BLOQUEADA');
  return { fila, progreso: progreso ?? 0 };
}
