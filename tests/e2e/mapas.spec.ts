import type { APIRequestContext, Page } from '@playwright/test';
import { crearCursoApi, llamar, tokenAdmin } from './api';
import { E2E_ADMIN, expect, login, test } from './fixtures';
import { completarLeccionApi } from './progresoApi';

/**
 * Issue 15's maps with real data: a learner finishes a course through the API under the
 * server's real-time bound (tests/e2e/progresoApi.ts) while a second learner of the course
 * has not started; then an administrator and the course's tutor open the maps from the
 * toolbar shortcut on a CPU throttled 4x (as tests/e2e/completitud.spec.ts does), read the
 * card — two learners, one finished, 50 % — and open the course from it. The tutor sees
 * only the courses assigned to it.
 */
const CPU_LENTA = 4;

async function crearPersona(
  request: APIRequestContext,
  admin: string,
  datos: { email: string; nombre: string; password: string; rol: string },
): Promise<string> {
  const r = await llamar<{ data: { _id: string } }>(request, admin, 'POST', '/api/usuarios/nuevo', {
    email: datos.email,
    nombre: datos.nombre,
    apellidos: 'Mapas',
    password: datos.password,
    confirmPassword: datos.password,
    rol: datos.rol,
  });
  return r.data._id;
}

async function crearLeccion(
  request: APIRequestContext,
  admin: string,
  cursoId: string,
  nombre: string,
): Promise<string> {
  const r = await llamar<{ data: { _id: string } }>(request, admin, 'POST', '/api/multimedias', {
    nombre,
    curso: cursoId,
    link: 'http://127.0.0.1:9/',
    tipoMedia: 'link',
  });
  return r.data._id;
}

/** Logs in on a slow CPU and opens the maps through the toolbar shortcut. */
async function abrirMapas(page: Page, email: string, password: string, saludo: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_LENTA });
  await login(page, email, password);
  await expect(page.getByText(saludo)).toBeVisible({ timeout: 30_000 });
  const atajos = page.getByRole('navigation', { name: 'Accesos directos' });
  await atajos.getByRole('link', { name: 'Mapas' }).click();
  await expect(page).toHaveURL(/\/mapas\/avantel\/consultar$/);
  await expect(page.getByRole('heading', { name: 'Mapas', level: 1 })).toBeVisible();
}

test('a learner’s finished course shows on the maps for the admin and the course’s tutor, and the card opens the course', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const sufijo = Date.now().toString().slice(-6);
  const admin = await tokenAdmin(request);
  const codigo = `MAP-${sufijo}`;
  const nombre = `Mapas ${sufijo}`;
  const cursoId = await crearCursoApi(request, admin, { codigo, nombre });
  const otroNombre = `Otro mapa ${sufijo}`;
  await crearCursoApi(request, admin, { codigo: `MAO-${sufijo}`, nombre: otroNombre });
  const lecciones = [
    await crearLeccion(request, admin, cursoId, '1.1 Lectura'),
    await crearLeccion(request, admin, cursoId, '1.2 Práctica'),
  ];
  const roles = await llamar<{ data: { _id: string; nombre: string }[] }>(
    request,
    admin,
    'POST',
    '/api/roles/listar',
  );
  const rol = (n: string) => roles.data.find((r) => r.nombre === n)?._id ?? '';
  const aprendiz = { email: `lucia${sufijo}@prueba.co`, password: 'clave-de-lucia' };
  const aprendizId = await crearPersona(request, admin, {
    ...aprendiz,
    nombre: 'Lucía',
    rol: rol('Estudiante'),
  });
  const quieto = await crearPersona(request, admin, {
    email: `pablo${sufijo}@prueba.co`,
    password: 'clave-de-pablo',
    nombre: 'Pablo',
    rol: rol('Estudiante'),
  });
  const tutor = { email: `tere${sufijo}@prueba.co`, password: 'clave-de-tere' };
  const tutorId = await crearPersona(request, admin, {
    ...tutor,
    nombre: 'Teresa',
    rol: rol('Tutor'),
  });
  for (const id of [aprendizId, quieto, tutorId]) {
    await llamar(request, admin, 'POST', `/api/usuarios/${id}/asignarCursos`, {
      cursoIds: [cursoId],
    });
  }

  // The learner's journey: both lessons opened and completed in real time.
  const sesion = await request.post('/auth/login', { data: aprendiz });
  const token = ((await sesion.json()) as { token: string }).token;
  for (const leccion of lecciones) await completarLeccionApi(request, token, aprendizId, leccion);

  // The administrator: every course, this one with two learners and one finished.
  await abrirMapas(page, E2E_ADMIN.email, E2E_ADMIN.password, 'Hola, Administrador');
  const tarjeta = page.getByRole('button', { name: `Abrir el curso ${nombre}` });
  await expect(tarjeta).toBeVisible({ timeout: 30_000 });
  await expect(tarjeta).toContainText('Activo');
  await expect(tarjeta).toContainText(codigo);
  await expect(tarjeta).toContainText('2 aprendices');
  await expect(tarjeta).toContainText('Completado: 50 %');
  await expect(tarjeta).toContainText('1 de 2 terminaron el curso');
  await expect(tarjeta).toContainText(/Última revisión: \d\d\/\d\d\/\d\d \d\d:\d\d:\d\d/);
  await expect(page.getByRole('button', { name: `Abrir el curso ${otroNombre}` })).toContainText(
    'Última revisión: sin actividad',
  );
  // The search narrows the cards on the server.
  await page.getByLabel('Buscar curso').fill(codigo);
  await expect(page.getByRole('button', { name: /^Abrir el curso / })).toHaveCount(1);
  await tarjeta.click();
  await expect(page).toHaveURL(new RegExp(`/cursos/curso/${cursoId}$`));
  await expect(page.getByRole('heading', { name: `${codigo}: ${nombre}` })).toBeVisible({
    timeout: 30_000,
  });

  // The course's tutor: the same card with the same figures, and nothing of other courses.
  const context = await browser.newContext({ baseURL, locale: 'es-CO' });
  const tutora = await context.newPage();
  await abrirMapas(tutora, tutor.email, tutor.password, 'Hola, Teresa');
  const suya = tutora.getByRole('button', { name: `Abrir el curso ${nombre}` });
  await expect(suya).toContainText('Completado: 50 %', { timeout: 30_000 });
  await expect(suya).toContainText('2 aprendices');
  await expect(tutora.getByRole('button', { name: /^Abrir el curso / })).toHaveCount(1);
  await suya.click();
  await expect(tutora).toHaveURL(new RegExp(`/cursos/curso/${cursoId}$`));
  await context.close();
});
