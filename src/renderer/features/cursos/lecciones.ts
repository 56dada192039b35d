import type { Multimedia } from '@shared/api';
import {
  CLAVE_ANEXOS,
  agruparPorModulo,
  esSyllabus,
  type GrupoModulo,
} from '@shared/domain/multimedias';
import type { EstadoProgreso } from '@shared/domain/progreso';

type Leccion = Pick<Multimedia, 'nombre' | 'timestamp'>;

/** The course page's lessons: the syllabus apart, the rest by module ('anexos' last). */
export function leccionesDelCurso<T extends Leccion>(
  lecciones: readonly T[],
): { syllabus: T[]; grupos: GrupoModulo<T>[] } {
  return {
    syllabus: lecciones.filter((l) => esSyllabus(l.nombre)),
    grupos: agruparPorModulo(lecciones),
  };
}

/** A module group's heading: 'Módulo N' or 'Anexos' (as i18n key and values). */
export function tituloGrupo(
  clave: string,
): { clave: 'cursos.detalle.anexos' } | { clave: 'cursos.detalle.modulo'; numero: string } {
  return clave === CLAVE_ANEXOS
    ? { clave: 'cursos.detalle.anexos' }
    : { clave: 'cursos.detalle.modulo', numero: clave };
}

/** The i18n key of a progress state: 'No iniciado', 'Iniciado', 'Completado'. */
export const claveEstadoLeccion = (estado: EstadoProgreso) =>
  ({
    'no-iniciado': 'cursos.leccion.estados.noIniciado',
    iniciado: 'cursos.leccion.estados.iniciado',
    completado: 'cursos.leccion.estados.completado',
  })[estado] as
    | 'cursos.leccion.estados.noIniciado'
    | 'cursos.leccion.estados.iniciado'
    | 'cursos.leccion.estados.completado';

/** The bar with its percent shows once a lesson was started (spec 2, Course detail). */
export function barraDeLeccion(
  l: Pick<Multimedia, 'progreso' | 'progress' | 'isCompleted'>,
): number | null {
  if (l.progreso === 'no-iniciado' && !l.isCompleted) return null;
  if (l.progreso === 'completado' || l.isCompleted) return 100;
  return Math.floor(Math.max(0, Math.min(100, l.progress)));
}
