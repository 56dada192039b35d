/** Progress rules (spec 4), computed by the server and mirrored by the client. */
export const ESTADOS_PROGRESO = ['no-iniciado', 'iniciado', 'completado'] as const;
export type EstadoProgreso = (typeof ESTADOS_PROGRESO)[number];

export interface ProgresoLeccion {
  progreso: EstadoProgreso;
  porcentaje: number;
}

/** A lesson counts as done when completado or at 100 %. */
export function leccionCompleta(p: ProgresoLeccion | null | undefined): boolean {
  return p !== null && p !== undefined && (p.progreso === 'completado' || p.porcentaje >= 100);
}

/** 0–100 for one lesson: completado counts as 100. */
export function porcentajeLeccion(p: ProgresoLeccion | null | undefined): number {
  if (!p) return 0;
  if (p.progreso === 'completado') return 100;
  return Math.max(0, Math.min(100, p.porcentaje));
}

/**
 * A course's progress: the mean of its lessons' percentages (syllabus excluded by the
 * caller), rounded down; 0 for a course without lessons.
 */
export function progresoCurso(lecciones: readonly (ProgresoLeccion | null | undefined)[]): number {
  if (lecciones.length === 0) return 0;
  const suma = lecciones.reduce((s, p) => s + porcentajeLeccion(p), 0);
  return Math.floor(suma / lecciones.length);
}
