import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './fixtures';

/**
 * Set-up through the public API, as an admin would do it on the screens that other tests
 * already cover: it keeps each journey focused on what it checks.
 */
export async function tokenAdmin(request: APIRequestContext): Promise<string> {
  const res = await request.post('/auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  return ((await res.json()) as { token: string }).token;
}

export async function llamar<T>(
  request: APIRequestContext,
  token: string,
  method: 'POST' | 'PUT' | 'GET',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  if (!res.ok()) throw new Error(`${method} ${path} → ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function crearEstudiante(
  request: APIRequestContext,
  token: string,
  datos: { email: string; nombre: string; password: string },
): Promise<string> {
  const roles = await llamar<{ data: { _id: string; nombre: string }[] }>(
    request,
    token,
    'POST',
    '/api/roles/listar',
  );
  const estudiante = roles.data.find((r) => r.nombre === 'Estudiante');
  const creado = await llamar<{ data: { _id: string } }>(
    request,
    token,
    'POST',
    '/api/usuarios/nuevo',
    {
      email: datos.email,
      nombre: datos.nombre,
      apellidos: 'Prueba',
      password: datos.password,
      confirmPassword: datos.password,
      rol: estudiante?._id,
    },
  );
  return creado.data._id;
}

export async function crearCursoApi(
  request: APIRequestContext,
  token: string,
  datos: { codigo: string; nombre: string },
): Promise<string> {
  const r = await llamar<{ data: { _id: string } }>(
    request,
    token,
    'POST',
    '/api/cursos/nuevo',
    datos,
  );
  return r.data._id;
}

export async function crearEnlace(
  request: APIRequestContext,
  token: string,
  datos: { nombre: string; curso: string | null; link: string },
): Promise<void> {
  await llamar(request, token, 'POST', '/api/multimedias', { ...datos, tipoMedia: 'link' });
}

/** A new learner assigned to the demo course DEMO-01 (seeded by globalSetup). */
export async function aprendizDelDemo(
  request: APIRequestContext,
  token: string,
  datos: { email: string; nombre: string; password: string },
): Promise<{ id: string; cursoId: string }> {
  const cursos = await llamar<{ data: { data: { _id: string; codigo: string }[] } }>(
    request,
    token,
    'POST',
    '/api/cursos/listar',
  );
  const demo = cursos.data.data.find((c) => c.codigo === 'DEMO-01');
  if (!demo) throw new Error('Falta el curso de demostración DEMO-01 (globalSetup lo siembra).');
  const id = await crearEstudiante(request, token, datos);
  await llamar(request, token, 'POST', `/api/usuarios/${id}/asignarCursos`, {
    cursoIds: [demo._id],
  });
  return { id, cursoId: demo._id };
}

/**
 * Approves a learner on the demo evaluation EVAL-DEMO-01 by a grade recorded by hand (as a
 * tutor would): the server issues the certificate, so the certificate pages have content.
 * Answers the evaluation's id.
 */
export async function aprobarEnEvaluacionDemo(
  request: APIRequestContext,
  token: string,
  estudianteId: string,
): Promise<string> {
  const evaluaciones = await llamar<{ data: { _id: string; codigo: string }[] }>(
    request,
    token,
    'POST',
    '/api/evaluaciones/listar',
  );
  const evaluacion = evaluaciones.data.find((e) => e.codigo === 'EVAL-DEMO-01');
  if (!evaluacion) throw new Error('Falta la evaluación de demostración EVAL-DEMO-01.');
  await llamar(request, token, 'POST', '/api/calificaciones/nuevo', {
    evaluacion: evaluacion._id,
    estudiante: estudianteId,
    puntajeEstudiante: 100,
  });
  return evaluacion._id;
}
