import type { APIRequestContext, Page } from '@playwright/test';
import { crearCursoApi, crearEnlace, crearEstudiante, llamar, tokenAdmin } from './api';
import { E2E_ADMIN, expect, login, test } from './fixtures';

/** Chromium's CPU slowed as on a centre's old PC (tests/e2e/completitud.spec.ts). */
const CPU_LENTA = 4;

interface Rol {
  _id: string;
  nombre: string;
  alcance: 'todos' | 'misCursos';
}

/** A course with one lesson and an evaluation, made through the API as an admin would. */
async function cursoConEvaluacion(
  request: APIRequestContext,
  admin: string,
  codigo: string,
): Promise<{ curso: string; evaluacion: string }> {
  const curso = await crearCursoApi(request, admin, { codigo, nombre: `Curso ${codigo}` });
  await crearEnlace(request, admin, { nombre: '1.1 Lectura', curso, link: 'https://example.org' });
  const ev = await llamar<{ data: { _id: string } }>(
    request,
    admin,
    'POST',
    '/api/evaluaciones/nuevo',
    {
      curso,
      codigo: `EV-${codigo}`,
      nombre: `Evaluación ${codigo}`,
      descripcion: 'Evaluación del curso',
      preguntas: [
        {
          descripcion: '¿Qué es un navegador?',
          respuestas: [
            { texto: 'Un programa para ver páginas web', isCorrecta: true },
            { texto: 'Una impresora', isCorrecta: false },
          ],
        },
      ],
      esperaMinutos: 0,
    },
  );
  return { curso, evaluacion: ev.data._id };
}

/** A learner on the course with an approving grade: the server issues the certificate. */
async function aprendizAprobado(
  request: APIRequestContext,
  admin: string,
  datos: { email: string; nombre: string },
  c: { curso: string; evaluacion: string },
): Promise<void> {
  const id = await crearEstudiante(request, admin, { ...datos, password: 'clave-aprendiz-1' });
  await llamar(request, admin, 'POST', `/api/usuarios/${id}/asignarCursos`, {
    cursoIds: [c.curso],
  });
  await llamar(request, admin, 'POST', '/api/calificaciones/nuevo', {
    evaluacion: c.evaluacion,
    estudiante: id,
    puntajeEstudiante: 95,
  });
}

/** The table row that holds the text (by role, as a screen reader finds it). */
const fila = (page: Page, texto: string) => page.getByRole('row').filter({ hasText: texto });

test('a tutor assigned to course A sees only A’s learners in users, grades and certificates', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const sufijo = Date.now().toString().slice(-6);
  const admin = await tokenAdmin(request);
  const cursoA = await cursoConEvaluacion(request, admin, `ALC-A-${sufijo}`);
  const cursoB = await cursoConEvaluacion(request, admin, `ALC-B-${sufijo}`);
  const emailA = `alicia${sufijo}@prueba.co`;
  const emailB = `bernardo${sufijo}@prueba.co`;
  await aprendizAprobado(request, admin, { email: emailA, nombre: `Alicia${sufijo}` }, cursoA);
  await aprendizAprobado(request, admin, { email: emailB, nombre: `Bernardo${sufijo}` }, cursoB);

  // The tutor's account: role Tutor (scope "Solo mis cursos"), course A assigned.
  const roles = await llamar<{ data: Rol[] }>(request, admin, 'POST', '/api/roles/listar');
  const rolTutor = roles.data.find((r) => r.nombre === 'Tutor');
  expect(rolTutor?.alcance).toBe('misCursos');
  const emailTutor = `tutora${sufijo}@prueba.co`;
  const tutor = await llamar<{ data: { _id: string } }>(
    request,
    admin,
    'POST',
    '/api/usuarios/nuevo',
    {
      email: emailTutor,
      nombre: 'Teresa',
      apellidos: 'Tutora',
      password: 'clave-de-teresa',
      confirmPassword: 'clave-de-teresa',
      rol: rolTutor?._id,
    },
  );
  await llamar(request, admin, 'POST', `/api/usuarios/${tutor.data._id}/asignarCursos`, {
    cursoIds: [cursoA.curso],
  });

  // The roles screen shows the scope beside the matrix; ADMINISTRADOR is "todos", fixed.
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByText('Hola, Administrador')).toBeVisible();
  await page.goto('/roles');
  await page.getByRole('button', { name: /^Tutor/ }).click();
  await expect(page.getByText('Lista de permisos para Rol: Tutor')).toBeVisible();
  const alcance = page.getByRole('radiogroup', { name: 'Alcance' });
  await expect(alcance.getByRole('radio', { name: 'Solo mis cursos' })).toBeChecked();
  await page.getByRole('button', { name: /^ADMINISTRADOR/ }).click();
  await expect(alcance.getByRole('radio', { name: 'Todos los usuarios' })).toBeChecked();
  await expect(alcance.getByRole('radio', { name: 'Solo mis cursos' })).toBeDisabled();
  // A custom role set to "Solo mis cursos" and saved with its matrix.
  const coordinacion = `Coord${sufijo.slice(-4)}`;
  await llamar(request, admin, 'POST', '/api/roles/nuevo', { nombre: coordinacion });
  await page.reload();
  await page.getByRole('button', { name: new RegExp(`^${coordinacion}`) }).click();
  await expect(page.getByText(`Lista de permisos para Rol: ${coordinacion}`)).toBeVisible();
  await expect(alcance.getByRole('radio', { name: 'Todos los usuarios' })).toBeChecked();
  await alcance.getByRole('radio', { name: 'Solo mis cursos' }).check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Guardado con Exito').first()).toBeVisible();
  const guardados = await llamar<{ data: Rol[] }>(request, admin, 'POST', '/api/roles/listar');
  expect(guardados.data.find((r) => r.nombre === coordinacion)?.alcance).toBe('misCursos');

  // The tutor, on a slow PC.
  const context = await browser.newContext({ baseURL, locale: 'es-CO' });
  const tutora = await context.newPage();
  const cdp = await context.newCDPSession(tutora);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_LENTA });
  await login(tutora, emailTutor, 'clave-de-teresa');
  await expect(tutora.getByText('Hola, Teresa')).toBeVisible({ timeout: 30_000 });

  await tutora.goto('/usuarios');
  await expect(tutora.getByRole('heading', { name: 'Usuarios Registrados' })).toBeVisible();
  await expect(fila(tutora, emailA)).toHaveCount(1);
  await expect(fila(tutora, emailB)).toHaveCount(0);
  // Searching for the other course's learner finds nobody, not even by exact email.
  await tutora.getByLabel('Buscar por nombre, email o identificación').fill(emailB);
  await expect(fila(tutora, emailA)).toHaveCount(0);
  await expect(fila(tutora, emailB)).toHaveCount(0);

  await tutora.goto('/calificaciones');
  await expect(fila(tutora, `Alicia${sufijo}`)).toHaveCount(1);
  await expect(fila(tutora, `Bernardo${sufijo}`)).toHaveCount(0);

  await tutora.goto('/certificados/emitidos');
  await expect(tutora.getByRole('heading', { name: 'Certificados emitidos' })).toBeVisible();
  await expect(fila(tutora, `Alicia${sufijo}`)).toHaveCount(1);
  await expect(fila(tutora, `Bernardo${sufijo}`)).toHaveCount(0);

  // The admin, scope "todos", sees both learners' certificates.
  await page.goto('/certificados/emitidos');
  await expect(fila(page, `Alicia${sufijo}`)).toHaveCount(1);
  await expect(fila(page, `Bernardo${sufijo}`)).toHaveCount(1);
  await context.close();
});
