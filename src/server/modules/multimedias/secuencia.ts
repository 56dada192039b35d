import type { Multimedia } from '@shared/api/multimedias';
import { MENSAJES_MULTIMEDIA, esSyllabus } from '@shared/domain/multimedias';
import { ESTADOS_PROGRESO, bloqueoTras, leccionAnterior } from '@shared/domain/progreso';
import type { EstadoProgreso, ProgresoLeccion } from '@shared/domain/progreso';
import { esAdministrador } from '@shared/domain/permisos';
import { HttpError } from '../../errors';
import type { AuthContext } from '../../http/authenticate';
import type { Services } from '../../services';
import { cacheOrdenDe } from './ordenCursos';
import type { LeccionOrdenada } from './ordenCursos';
import { progresosDeLecciones } from './repositorySecuencia';

/** What sequential access needs to know about a lesson. */
export interface LeccionSecuencia {
  id: string;
  nombre: string;
  curso_id: string | null;
}

export type Bloqueo = Multimedia['bloqueo'];

/** Roles allowed to open lessons out of order (a role permission; ADMINISTRADOR always). */
export function omiteOrden(auth: AuthContext): boolean {
  return esAdministrador(auth.rol) || auth.rol.omitirOrden;
}

function estado(valor: string): EstadoProgreso {
  return (ESTADOS_PROGRESO as readonly string[]).includes(valor)
    ? (valor as EstadoProgreso)
    : 'no-iniciado';
}

/**
 * The lock of each given lesson for the caller (spec 4: a lesson opens only when the
 * previous one in the course's display order is completado or 100 %). Linear in the
 * lessons: each course's order and each lesson's place come from the order cache
 * (ordenCursos.ts, computed once per change of courses or lessons), then one query reads
 * the caller's progress on the predecessors alone. Syllabus and lessons without a course
 * are never locked.
 */
export async function bloqueosPara(
  services: Services,
  auth: AuthContext,
  lecciones: readonly LeccionSecuencia[],
): Promise<Map<string, Bloqueo>> {
  const resultado = new Map<string, Bloqueo>();
  for (const l of lecciones) resultado.set(l.id, null);
  if (omiteOrden(auth)) return resultado;
  // Plain loops: every lesson list runs this, and its arrays and sets were a visible share
  // of `multimedias/filtrar` (issue 18).
  const conCurso: LeccionSecuencia[] = [];
  const cursoIds = new Set<string>();
  for (const l of lecciones) {
    if (l.curso_id === null || esSyllabus(l.nombre)) continue;
    conCurso.push(l);
    cursoIds.add(l.curso_id);
  }
  if (cursoIds.size === 0) return resultado;
  const ordenes = await cacheOrdenDe(services).de([...cursoIds]);
  const previas = new Map<string, LeccionOrdenada>();
  const ids = new Set<string>();
  for (const l of conCurso) {
    const orden = ordenes.get(l.curso_id as string);
    const previa = orden ? leccionAnterior(orden, l.id) : null;
    if (!previa) continue;
    previas.set(l.id, previa);
    ids.add(previa._id);
  }
  // Only first lessons on the page: nothing to read.
  if (previas.size === 0) return resultado;
  const progresos = await progresosDeLecciones(services.db, auth.row.id, [...ids]);
  const porLeccion = new Map<string, ProgresoLeccion>();
  for (const p of progresos) {
    porLeccion.set(p.multimedia_id, {
      progreso: estado(p.progreso),
      porcentaje: Number(p.porcentaje),
    });
  }
  for (const [id, previa] of previas) {
    const e = bloqueoTras(previa, porLeccion);
    if (e.bloqueada && e.anterior) resultado.set(id, { anterior: e.anterior });
  }
  return resultado;
}

/** The lock of one lesson for the caller (null: it opens). */
export async function bloqueoPara(
  services: Services,
  auth: AuthContext,
  leccion: LeccionSecuencia,
): Promise<Bloqueo> {
  return (await bloqueosPara(services, auth, [leccion])).get(leccion.id) ?? null;
}

/**
 * Refuses a locked lesson (403 LECCION_BLOQUEADA) naming the lesson to finish first and its
 * percent, so the learner knows what to do; `fields` carries the same for the client.
 */
export async function exigirDesbloqueada(
  services: Services,
  auth: AuthContext,
  leccion: LeccionSecuencia,
): Promise<void> {
  const bloqueo = await bloqueoPara(services, auth, leccion);
  if (!bloqueo) return;
  const { anterior } = bloqueo;
  throw new HttpError(
    'LECCION_BLOQUEADA',
    `${MENSAJES_MULTIMEDIA.bloqueada}: termina primero "${anterior.nombre}" (${anterior.porcentaje} %).`,
    {
      anteriorId: anterior._id,
      anteriorNombre: anterior.nombre,
      anteriorPorcentaje: String(anterior.porcentaje),
    },
  );
}
