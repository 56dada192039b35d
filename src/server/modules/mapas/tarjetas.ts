import type { TarjetaMapa } from '@shared/api/mapas';
import { esSyllabus } from '@shared/domain/multimedias';
import type { FilaCursoMapa, MapasRepository } from './repository';

/** 0–100, rounded down like course progress; 0 when there is nobody to count. */
export function porcentaje(parte: number, total: number): number {
  return total === 0 ? 0 : Math.floor((parte * 100) / total);
}

/**
 * The cards of these courses: learners, how many finished, last activity. Three queries for
 * the list plus one pass per course over its lessons' progress (a learner finished when
 * every non-syllabus lesson is complete, the course-progress rule).
 */
export async function tarjetasDe(
  repo: MapasRepository,
  cursos: readonly FilaCursoMapa[],
): Promise<TarjetaMapa[]> {
  if (cursos.length === 0) return [];
  const ids = cursos.map((c) => c.id);
  const personal = await repo.personal();
  const [lecciones, aprendices] = await Promise.all([
    repo.lecciones(ids),
    repo.aprendicesPorCurso(ids, personal),
  ]);
  const todas = new Map<string, string[]>();
  const cuentan = new Map<string, string[]>();
  for (const l of lecciones) {
    if (!l.curso_id) continue;
    todas.set(l.curso_id, [...(todas.get(l.curso_id) ?? []), l.id]);
    if (!esSyllabus(l.nombre)) cuentan.set(l.curso_id, [...(cuentan.get(l.curso_id) ?? []), l.id]);
  }
  const resumenes = await Promise.all(
    ids.map((id) => repo.resumenCurso(id, todas.get(id) ?? [], cuentan.get(id) ?? [], personal)),
  );
  return cursos.map((c, i) => {
    const total = aprendices.get(c.id) ?? 0;
    const resumen = resumenes[i];
    const hechos = resumen?.completados ?? 0;
    return {
      _id: c.id,
      codigo: c.codigo,
      nombre: c.nombre,
      activo: c.estado === 1,
      ultimaRevision: resumen?.ultima ?? null,
      ultimaEdicion: c.last_edit,
      aprendices: total,
      completados: hechos,
      porcentajeCompletado: porcentaje(hechos, total),
    };
  });
}
