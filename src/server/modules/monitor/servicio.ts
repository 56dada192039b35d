import { MENSAJES_MONITOR } from '@shared/api/monitor';
import type { DetalleAprendizMonitor, ResumenMonitor } from '@shared/api/monitor';
import { porcentajeLeccion } from '@shared/domain/progreso';
import { HttpError } from '../../errors';
import type { AuthContext } from '../../http/authenticate';
import type { Services } from '../../services';
import { exigirCursoEnAlcance } from '../cursos';
import {
  aProgresoLeccion,
  aFilaMonitor,
  filasMonitor,
  leccionesOrdenadas,
  resumenDe,
  type FilaCalculada,
} from './calculo';
import { preguntasDificiles } from './preguntas';
import {
  aprendicesMonitor,
  certificadosMonitor,
  cursoMonitor,
  leccionesMonitor,
  notasMonitor,
  progresosMonitor,
  type FilaCurso,
} from './repository';
import { aperturasMonitor, calificacionesAprendiz, respuestasDelCurso } from './repositoryDetalle';

/**
 * The course, checked: 404 when it does not exist, 403 when it is outside the caller's
 * scope (a tutor sees only the courses assigned to them; docs/alcance.md).
 */
export async function cursoDelMonitor(
  services: Services,
  auth: AuthContext,
  cursoId: string,
): Promise<FilaCurso> {
  const curso = await cursoMonitor(services.db, cursoId);
  if (!curso) throw new HttpError('NO_ENCONTRADO', MENSAJES_MONITOR.cursoNoEncontrado);
  await exigirCursoEnAlcance(services, auth, cursoId);
  return curso;
}

async function calcularFilas(
  services: Services,
  cursoId: string,
  usuarioId?: string,
): Promise<FilaCalculada[]> {
  const { db } = services;
  const lecciones = await leccionesMonitor(db, cursoId);
  const [aprendices, progresos, notas, certificados] = await Promise.all([
    aprendicesMonitor(db, cursoId, usuarioId),
    progresosMonitor(
      db,
      lecciones.map((l) => l.id),
      usuarioId,
    ),
    notasMonitor(db, cursoId),
    certificadosMonitor(db, cursoId),
  ]);
  return filasMonitor({
    lecciones,
    aprendices,
    progresos,
    notas,
    certificados,
    ahora: services.reloj(),
  });
}

/**
 * Computations of a whole course under way, per server: the dialog asks for the summary
 * and the first page at once, and both wait on one computation instead of two. Nothing is
 * kept once it is answered, so no answer is ever older than its request.
 */
const enCurso = new WeakMap<Services, Map<string, Promise<FilaCalculada[]>>>();

/** Every learner row of the course (or of one learner), every figure computed. */
export function filasDelCurso(
  services: Services,
  cursoId: string,
  usuarioId?: string,
): Promise<FilaCalculada[]> {
  if (usuarioId !== undefined) return calcularFilas(services, cursoId, usuarioId);
  let delServidor = enCurso.get(services);
  if (!delServidor) {
    delServidor = new Map();
    enCurso.set(services, delServidor);
  }
  const pendiente = delServidor.get(cursoId);
  if (pendiente) return pendiente;
  const calculo = calcularFilas(services, cursoId).finally(() => delServidor.delete(cursoId));
  delServidor.set(cursoId, calculo);
  return calculo;
}

export async function resumenDelCurso(
  services: Services,
  curso: FilaCurso,
  tableroUrl: string | null,
): Promise<ResumenMonitor> {
  const [filas, intentos] = await Promise.all([
    filasDelCurso(services, curso.id),
    respuestasDelCurso(services.db, curso.id),
  ]);
  return {
    curso: { _id: curso.id, codigo: curso.codigo, nombre: curso.nombre },
    ...resumenDe(filas),
    preguntasDificiles: preguntasDificiles(intentos, new Set(filas.map((f) => f._id))),
    tableroUrl,
  };
}

export async function detalleDelAprendiz(
  services: Services,
  cursoId: string,
  usuarioId: string,
): Promise<DetalleAprendizMonitor> {
  const { db } = services;
  const [fila] = await filasDelCurso(services, cursoId, usuarioId);
  if (!fila) throw new HttpError('NO_ENCONTRADO', MENSAJES_MONITOR.aprendizNoEncontrado);
  const lecciones = await leccionesMonitor(db, cursoId);
  const [progresos, aperturas, notas] = await Promise.all([
    progresosMonitor(
      db,
      lecciones.map((l) => l.id),
      usuarioId,
    ),
    aperturasMonitor(db, cursoId, usuarioId),
    calificacionesAprendiz(db, cursoId, usuarioId),
  ]);
  const porLeccion = new Map(progresos.map((p) => [p.multimedia_id, p]));
  const abiertas = new Map(aperturas.map((a) => [a.multimedia_id, a.abierta_en]));
  return {
    aprendiz: aFilaMonitor(fila),
    asignadoEn: fila.asignadoEn,
    lecciones: leccionesOrdenadas(lecciones).map((l) => {
      const p = porLeccion.get(l.id);
      const progreso = p ? aProgresoLeccion(p) : null;
      return {
        _id: l.id,
        nombre: l.nombre,
        progreso: progreso?.progreso ?? 'no-iniciado',
        porcentaje: Math.floor(porcentajeLeccion(progreso)),
        abiertaEn: abiertas.get(l.id) ?? null,
        fecha: p?.fecha ?? null,
        actualizadoEn: p?.actualizado_en ?? null,
      };
    }),
    intentos: notas.map((n) => ({
      evaluacion: n.evaluacion,
      fecha: n.creado_en,
      puntaje: Number(n.puntaje_estudiante),
      correctas: n.correctas === null ? null : Number(n.correctas),
      total: n.total === null ? null : Number(n.total),
      aprobado: n.codigo === 'A',
      manual: n.intento_id === null,
    })),
  };
}
