import { BIBLIOTECA_VISIBLES } from '@shared/domain/multimedias';

/** A library group's key (its course id, or 'sin-curso'). */
export const claveGrupo = (curso: { _id: string } | null): string => curso?._id ?? 'sin-curso';

/** The cards shown: the first 8 until expanded ('Ver Más'), then all (spec 2 and 9). */
export function visiblesDe<T>(
  multimedias: readonly T[],
  expandido: boolean,
  limite: number = BIBLIOTECA_VISIBLES,
): T[] {
  return expandido ? [...multimedias] : multimedias.slice(0, limite);
}

/** Whether the group needs the 'Ver Más' / 'Ver menos' toggle. */
export const tieneMas = (cantidad: number, limite: number = BIBLIOTECA_VISIBLES): boolean =>
  cantidad > limite;

/** Groups with courses first by name, 'MULTIMEDIAS SIN CURSO' last. */
export function ordenarGrupos<G extends { curso: { nombre: string } | null }>(
  grupos: readonly G[],
): G[] {
  return [...grupos].sort((a, b) => {
    if (!a.curso || !b.curso) return a.curso ? -1 : b.curso ? 1 : 0;
    return a.curso.nombre.localeCompare(b.curso.nombre, 'es');
  });
}
