import type { Curso, Multimedia, Tema } from '@shared/api';
import { esSyllabus, ordenarLecciones } from '@shared/domain/multimedias';
import {
  estadoBloqueo,
  fusionarProgreso,
  progresoCurso,
  type ProgresoLeccion,
} from '@shared/domain/progreso';

/**
 * Pure rules that show a write made offline at once (issue 7: "applied to the cache at
 * once so the learner sees them"), with the same shared rules the server applies later:
 * progress merges by maximum, the next lesson unlocks when this one is done.
 */

export interface ReporteProgreso extends ProgresoLeccion {
  /** The lesson. */
  id: string;
}

type ConProgreso = Pick<Multimedia, 'progreso' | 'progress' | 'isCompleted'>;

function progresoDe(m: ConProgreso): ProgresoLeccion {
  return {
    progreso: m.isCompleted ? 'completado' : m.progreso,
    porcentaje: m.isCompleted ? 100 : m.progress,
  };
}

/** One lesson with a report merged in (never lowers, never un-completes). */
export function aplicarProgresoAMultimedia<T extends ConProgreso>(m: T, r: ProgresoLeccion): T {
  const p = fusionarProgreso(progresoDe(m), r);
  return {
    ...m,
    progreso: p.progreso,
    progress: p.porcentaje,
    isCompleted: p.progreso === 'completado',
  };
}

/**
 * A course's lesson list with a report merged into one lesson, and the locks of the list
 * recomputed by the course order. Only locks are loosened or updated: a lesson the server
 * said opens (a role that skips the order) stays open.
 */
export function aplicarProgresoALecciones(
  lecciones: readonly Multimedia[],
  r: ReporteProgreso,
): Multimedia[] {
  if (!lecciones.some((l) => l._id === r.id)) return [...lecciones];
  const nuevas = lecciones.map((l) => (l._id === r.id ? aplicarProgresoAMultimedia(l, r) : l));
  const progresos = new Map(nuevas.map((l) => [l._id, progresoDe(l)]));
  const porCurso = new Map<string, Multimedia[]>();
  for (const l of nuevas) {
    if (!l.curso) continue;
    porCurso.set(l.curso._id, [...(porCurso.get(l.curso._id) ?? []), l]);
  }
  return nuevas.map((l) => {
    if (l.bloqueo === null || !l.curso) return l;
    const orden = ordenarLecciones(porCurso.get(l.curso._id) ?? []);
    const e = estadoBloqueo(orden, progresos, l._id);
    return { ...l, bloqueo: e.bloqueada && e.anterior ? { anterior: e.anterior } : null };
  });
}

/** A course's overall percent from its lessons (the syllabus does not count). */
export function porcentajeDelCurso(lecciones: readonly Multimedia[]): number {
  return progresoCurso(lecciones.filter((l) => !esSyllabus(l.nombre)).map(progresoDe));
}

/** The course with its percent recomputed from its (already updated) lessons. */
export function aplicarPorcentajeACurso(curso: Curso, lecciones: readonly Multimedia[]): Curso {
  const delCurso = lecciones.filter((l) => l.curso?._id === curso._id);
  if (delCurso.length === 0) return curso;
  return {
    ...curso,
    overallProgress: Math.max(curso.overallProgress, porcentajeDelCurso(delCurso)),
  };
}

/** progresos.listar's entries with a report merged in (a new entry when there was none). */
export function aplicarAProgresos<T extends ReporteProgreso & { fecha: string }>(
  lista: readonly T[],
  r: T,
): T[] {
  const actual = lista.find((p) => p.id === r.id);
  if (!actual) return [...lista, r];
  return lista.map((p) =>
    p.id === r.id ? { ...p, ...fusionarProgreso(p, r), fecha: r.fecha } : p,
  );
}

type Calificacion = Multimedia['calificaciones']['mia'];

/** A rating changed by the learner: their own mark and the counts move with it. */
export function aplicarCalificacion(m: Multimedia, nueva: Calificacion): Multimedia {
  const { likes, noLikes, mia } = m.calificaciones;
  const menos = (valor: Calificacion, n: number, de: Calificacion) =>
    Math.max(0, n - (valor === de ? 1 : 0));
  const mas = (valor: Calificacion, n: number, de: Calificacion) => n + (valor === de ? 1 : 0);
  return {
    ...m,
    calificaciones: {
      likes: mas(nueva, menos(mia, likes, 'like'), 'like'),
      noLikes: mas(nueva, menos(mia, noLikes, 'nolike'), 'nolike'),
      mia: nueva,
    },
  };
}

export type RespuestaForo = Tema['respuestas'][number];

/** A reply written offline, shown under its topic (the server gives it its real id later). */
export function respuestaLocal(
  id: string,
  texto: string,
  usuario: { _id: string; nombre: string },
  ahora: Date,
): RespuestaForo {
  return {
    _id: id,
    texto,
    timestamp: ahora.toISOString(),
    user: { _id: usuario._id, nombre: usuario.nombre },
    // Not on the server yet: nothing to edit or delete there until it is synced.
    puedeEditar: false,
    puedeEliminar: false,
  };
}

/** The forum with a reply appended to its topic; null when the topic is not in it. */
export function agregarRespuesta(
  temas: readonly Tema[],
  parentId: string,
  respuesta: RespuestaForo,
): Tema[] | null {
  if (!temas.some((t) => t._id === parentId)) return null;
  return temas.map((t) =>
    t._id === parentId && !t.respuestas.some((x) => x._id === respuesta._id)
      ? { ...t, respuestas: [...t.respuestas, respuesta] }
      : t,
  );
}
