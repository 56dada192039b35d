import { randomUUID } from 'node:crypto';
import type { EvaluacionEdicion, EvaluacionParaRendir } from '@shared/api/evaluaciones';
import { crearCurso, crearUsuario, tokenDe } from '../../helpers/cuentas';
import type { TestServer } from '../../helpers/testServer';
import { crearEnlace } from '../multimedias/ayudas';

export interface Respuesta<T = unknown> {
  status: number;
  body: {
    ok: boolean;
    data: T;
    code?: string;
    error?: string;
    fields?: Record<string, string>;
    /** Other top-level fields of a route's answer (total, todos, certificadoDisponible…). */
    [extra: string]: unknown;
  };
  texto: string;
}

/** A POST to the API, answering the parsed body and the raw text (to search for keys). */
export async function post<T = unknown>(
  srv: TestServer,
  ruta: string,
  body: unknown,
  token?: string,
): Promise<Respuesta<T>> {
  const res = await fetch(`${srv.url}${ruta}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const texto = await res.text();
  return { status: res.status, body: JSON.parse(texto) as Respuesta<T>['body'], texto };
}

export async function get<T = unknown>(
  srv: TestServer,
  ruta: string,
  token?: string,
): Promise<Respuesta<T>> {
  const res = await fetch(`${srv.url}${ruta}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const texto = await res.text();
  return { status: res.status, body: JSON.parse(texto) as Respuesta<T>['body'], texto };
}

/** A question of `n` answers whose correct ones are at the given 0-based positions. */
export function pregunta(descripcion: string, correctas: number[] = [0], n = 3) {
  return {
    descripcion,
    respuestas: Array.from({ length: n }, (_, i) => ({
      texto: `${descripcion} — opción ${i + 1}`,
      isCorrecta: correctas.includes(i),
    })),
  };
}

export async function crearEvaluacion(
  srv: TestServer,
  token: string,
  curso: string,
  numPreguntas = 5,
  extra: Record<string, unknown> = {},
): Promise<EvaluacionEdicion> {
  const res = await post<EvaluacionEdicion>(
    srv,
    '/api/evaluaciones/nuevo',
    {
      curso,
      codigo: `EV-${randomUUID().slice(0, 6)}`,
      nombre: 'Evaluación final',
      descripcion: 'Preguntas del curso',
      preguntas: Array.from({ length: numPreguntas }, (_, i) => pregunta(`Pregunta ${i + 1}`)),
      // Most suites send attempt after attempt: no wait unless a test asks for one (the
      // default of 10 minutes is tested with `esperaMinutos: undefined`, which JSON drops).
      esperaMinutos: 0,
      ...extra,
    },
    token,
  );
  if (res.status !== 200) throw new Error(`crear evaluación: ${res.texto}`);
  return res.body.data;
}

/** A course with one link lesson; answers its id and the lesson's. */
export async function cursoConLeccion(
  srv: TestServer,
  admin: string,
  nombre?: string,
): Promise<{ curso: string; leccion: string }> {
  const curso = await crearCurso(srv, { codigo: `C-${randomUUID().slice(0, 8)}`, nombre });
  const leccion = await crearEnlace(srv, admin, { nombre: '1.1 Lectura', curso });
  return { curso, leccion: leccion._id };
}

export async function asignar(srv: TestServer, usuarioId: string, curso: string): Promise<void> {
  await srv.server.services.db
    .insertInto('usuario_cursos')
    .values({ usuario_id: usuarioId, curso_id: curso, asignado_en: new Date().toISOString() })
    .execute();
}

/** Marks the lesson complete for the user straight in the database (setup, not under test). */
export async function completar(srv: TestServer, usuarioId: string, leccion: string) {
  const ahora = new Date().toISOString();
  await srv.server.services.db
    .insertInto('progresos')
    .values({
      usuario_id: usuarioId,
      multimedia_id: leccion,
      progreso: 'completado',
      porcentaje: 100,
      fecha: ahora,
      actualizado_en: ahora,
    })
    .execute();
}

/** A learner assigned to the course with the course complete: ready to take its evaluations. */
export async function aprendizListo(
  srv: TestServer,
  curso: { curso: string; leccion: string },
  datos: { email?: string; nombre?: string; apellidos?: string } = {},
): Promise<{ id: string; token: string }> {
  const id = await crearUsuario(srv, {
    email: datos.email ?? `aprendiz-${randomUUID().slice(0, 8)}@prueba.co`,
    nombre: datos.nombre,
    apellidos: datos.apellidos,
    tipoIdentificacion: 'Cedula ciudadanía',
    identificacion: String(Math.floor(Math.random() * 1e9)),
  });
  await asignar(srv, id, curso.curso);
  await completar(srv, id, curso.leccion);
  return { id, token: await tokenDe(srv, id) };
}

/** A course, an evaluation with `numPreguntas` questions and a learner ready to take it. */
export async function evaluacionLista(
  srv: TestServer,
  admin: string,
  numPreguntas = 5,
  ajustes: Record<string, unknown> = {},
) {
  const c = await cursoConLeccion(srv, admin);
  const e = await crearEvaluacion(srv, admin, c.curso, numPreguntas, ajustes);
  const aprendiz = await aprendizListo(srv, c);
  return { c, e, aprendiz };
}

/**
 * A submission answering right the first `bien` questions (their correct answer) and
 * wrong the others (an incorrect answer), for an evaluation made by `crearEvaluacion`.
 */
export function respuestasCon(evaluacion: EvaluacionEdicion, bien: number) {
  return evaluacion.preguntas.map((p, i) => ({
    preguntaId: p._id,
    respuestaIds: [p.respuestas.find((r) => r.isCorrecta === i < bien)?._id ?? ''],
  }));
}

export interface ResultadoEnvio {
  intentoId: string;
  puntajeEstudiante: number;
  correctas: number;
  total: number;
  aprobado: boolean;
  certificado: { _id: string; numero: number } | null;
  nuevo: boolean;
}

/** The learner's copy: `buscar` starts (or resumes) the attempt's draw. */
export function buscar(srv: TestServer, token: string, evaluacionId: string) {
  return post<EvaluacionParaRendir>(srv, '/api/evaluaciones/buscar/', { _id: evaluacionId }, token);
}

/** Opens the attempt (its draw) as the screen does, then sends it. */
export async function enviar(
  srv: TestServer,
  token: string,
  evaluacion: EvaluacionEdicion,
  bien: number,
  idIntento: string = randomUUID(),
) {
  await buscar(srv, token, evaluacion._id);
  return post<ResultadoEnvio>(
    srv,
    '/api/evaluaciones/resultados',
    { evaluacionId: evaluacion._id, idIntento, respuestas: respuestasCon(evaluacion, bien) },
    token,
  );
}

export async function contar(
  srv: TestServer,
  tabla: 'intentos_evaluacion' | 'calificaciones' | 'certificados',
  usuarioId?: string,
): Promise<number> {
  let q = srv.server.services.db.selectFrom(tabla).select((eb) => eb.fn.countAll<number>().as('n'));
  if (usuarioId) q = q.where('usuario_id', '=', usuarioId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}
