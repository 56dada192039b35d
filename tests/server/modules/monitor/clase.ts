import { expect } from 'vitest';
import type { FilaMonitor } from '@shared/api/monitor';
import { crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import type { TestServer } from '../../helpers/testServer';
import { asignar } from '../evaluaciones/ayudas';
import { aprendiz, asignadoHace, cursoConEvaluacion, enviar, recorrido } from './ayudas';

export const ACHI = { centro: 'Biblioteca Pública Municipal de Achí', municipio: 'Achí' };
export const MOMPOX = { centro: 'Casa de la Cultura', municipio: 'Mompox' };

export interface Cuerpo<T> {
  ok: boolean;
  data: T;
  total?: number;
  error?: string;
  code?: string;
}

/**
 * The class the monitor suites read, made through the API: progress reported and
 * evaluations taken by the learners, a grade recorded by hand, a tutor assigned.
 * - Ana: both lessons done, fails once (1 of 3), then passes (3 of 3): certificate;
 *   assigned three days before.
 * - Beto: half of the first lesson; a paper test recorded by the admin (40: not approved).
 * - José: assigned ten days ago, never started.
 * - Zoe: a learner of the other course only.
 * - The seeded Tutor, assigned to course c; the admin tries the evaluation out (staff
 *   attempts do not count as the class's).
 */
export async function prepararClase(srv: TestServer) {
  const admin = await tokenAdmin(srv);
  const c = await cursoConEvaluacion(srv, admin);
  const otro = await cursoConEvaluacion(srv, admin);

  const ana = await aprendiz(srv, { nombre: 'Ana', apellidos: 'Álvarez', ...ACHI });
  await recorrido(srv, c, ana, [100, 100]);
  expect((await enviar(srv, ana.token, c.evaluacion, 1)).status).toBe(200);
  expect((await enviar(srv, ana.token, c.evaluacion, 3)).status).toBe(200);
  await asignadoHace(srv, ana.id, c.curso, 3);

  const beto = await aprendiz(srv, { nombre: 'Beto', apellidos: 'Barrios', ...MOMPOX });
  await recorrido(srv, c, beto, [50]);
  const nota = await srv.request('POST', '/api/calificaciones/nuevo', {
    token: admin,
    body: { evaluacion: c.evaluacion._id, estudiante: beto.id, puntajeEstudiante: 40 },
  });
  expect(nota.status, JSON.stringify(nota.body)).toBe(200);

  const jose = await aprendiz(srv, { nombre: 'José', apellidos: 'Ñúñez', ...ACHI });
  await asignar(srv, jose.id, c.curso);
  await asignadoHace(srv, jose.id, c.curso, 10);

  const zoe = await aprendiz(srv, { nombre: 'Zoe', apellidos: 'Zapata', ...MOMPOX });
  await recorrido(srv, otro, zoe, [100]);
  const rolTutor = await srv.server.services.db
    .selectFrom('roles')
    .select('id')
    .where('nombre', '=', 'Tutor')
    .executeTakeFirstOrThrow();
  const tutorId = await crearUsuario(srv, { email: 'tutor@prueba.co', rolId: rolTutor.id });
  await asignar(srv, tutorId, c.curso);
  const tutor = await tokenDe(srv, tutorId);

  expect((await enviar(srv, admin, c.evaluacion, 0)).status).toBe(200);

  const resumen = (curso: string, token = admin) =>
    srv.request('GET', `/api/monitor/cursos/${curso}/resumen`, { token });
  const filas = (curso: string, body: Record<string, unknown> = {}, token = admin) =>
    srv.request('POST', `/api/monitor/cursos/${curso}/aprendices`, { token, body });
  return { admin, c, otro, ana, beto, jose, zoe, tutor, tutorId, resumen, filas };
}

export type Clase = Awaited<ReturnType<typeof prepararClase>>;

export const nombres = (body: unknown) => (body as Cuerpo<FilaMonitor[]>).data.map((f) => f.nombre);
