import type { Usuario } from '@shared/api';
import { alcanceDe } from '@shared/domain/permisos';

/**
 * The courses the signed-in person may give in "Asignar cursos" (docs/alcance.md): every
 * course, or with the scope "Solo mis cursos" only those assigned to them. The server refuses
 * the others anyway (403); offering them would only lead to that refusal.
 */
export function cursosAsignables<T extends { _id: string }>(
  cursos: readonly T[],
  usuario: Pick<Usuario, 'rol' | 'cursosAsignados'> | null,
): T[] {
  if (!usuario || alcanceDe(usuario.rol) === 'todos') return [...cursos];
  const propios = new Set(usuario.cursosAsignados);
  return cursos.filter((c) => propios.has(c._id));
}
