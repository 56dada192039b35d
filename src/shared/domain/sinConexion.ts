import type { Curso, Multimedia } from '../api';
import { esSyllabus, ordenarLecciones } from './multimedias';
import {
  bloqueoTras,
  fusionarProgreso,
  indexarOrden,
  leccionAnterior,
  progresoCurso,
  type ProgresoLeccion,
} from './progreso';

/**
 * The answers a queued write gets while the server cannot be reached (issue 14, offline
 * policy table in `shared/api/offline.ts`): the same rules the server applies once the
 * outbox is replayed, so what the learner sees offline is what the server will say.
 * Progress merges with `fusionarProgreso` (progreso.ts) into the lesson, its course's lists
 * and percent, and the progress list; ratings and forum replies use the rules below.
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
    const delCurso = porCurso.get(l.curso._id);
    if (delCurso) delCurso.push(l);
    else porCurso.set(l.curso._id, [l]);
  }
  // Each course's order indexed once (issue 18), not sorted again for every lesson.
  const ordenes = new Map(
    [...porCurso].map(([id, delCurso]) => [id, indexarOrden(ordenarLecciones(delCurso))]),
  );
  return nuevas.map((l) => {
    if (l.bloqueo === null || !l.curso) return l;
    const orden = ordenes.get(l.curso._id);
    const e = bloqueoTras(orden ? leccionAnterior(orden, l._id) : null, progresos);
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

export type Calificacion = 'like' | 'nolike' | null;

export interface Calificaciones {
  likes: number;
  noLikes: number;
  mia: Calificacion;
}

/** A rating changed by the learner: their own mark and the counts move with it. */
export function aplicarCalificacion<T extends { calificaciones: Calificaciones }>(
  m: T,
  nueva: Calificacion,
): T {
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

export interface RespuestaLocal {
  _id: string;
  texto: string;
  timestamp: string;
  /** As the forum shows authors: a deleted user's reply keeps no id nor name. */
  user: { _id: string | null; nombre: string | null };
  puedeEditar: boolean;
  puedeEliminar: boolean;
}

/** A reply written offline, shown under its topic (the server gives it its real id later). */
export function respuestaLocal(
  id: string,
  texto: string,
  usuario: { _id: string; nombre: string },
  ahora: Date,
): RespuestaLocal {
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
export function agregarRespuesta<
  R extends { _id: string },
  T extends { _id: string; respuestas: R[] },
>(temas: readonly T[], parentId: string, respuesta: R): T[] | null {
  if (!temas.some((t) => t._id === parentId)) return null;
  return temas.map((t) =>
    t._id === parentId && !t.respuestas.some((x) => x._id === respuesta._id)
      ? { ...t, respuestas: [...t.respuestas, respuesta] }
      : t,
  );
}
