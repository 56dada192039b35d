import type { APIRequestContext, Page } from '@playwright/test';
import { crearCursoApi, crearEnlace, crearEstudiante, llamar, tokenAdmin } from './api';
import { expect, login, test } from './fixtures';

/**
 * Issue 15: notifications end to end. While the learner has the app open, an admin assigns
 * a course and replies in a forum topic the learner took part in; the bell's badge shows
 * each within seconds (the count is polled every 10 s), the panel says what happened and
 * "hace …", a click opens the thing, and marking read clears the badge.
 */

/** The bell: its accessible name carries the unread count. */
const campana = (page: Page) => page.getByRole('button', { name: /^Notificaciones/ });

async function tokenDe(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/auth/login', { data: { email, password } });
  return ((await res.json()) as { token: string }).token;
}

test('a learner hears of a course assigned and of a reply, and reading clears the badge', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const sufijo = Date.now().toString().slice(-6);
  const admin = await tokenAdmin(request);
  const nombreCurso = `Ciudadanía digital ${sufijo}`;
  const cursoId = await crearCursoApi(request, admin, {
    codigo: `NOTI-${sufijo}`,
    nombre: nombreCurso,
  });
  await crearEnlace(request, admin, {
    nombre: '1.1 Trámites en línea',
    curso: cursoId,
    // Connection refused at once: the preview fails fast and nothing leaves the host.
    link: 'http://127.0.0.1:9/',
  });
  const lecciones = await llamar<{ data: { _id: string }[] }>(
    request,
    admin,
    'GET',
    `/api/multimedias/filtrar?cursos=${cursoId}&fin=10`,
  );
  const leccionId = lecciones.data[0]?._id ?? '';
  const email = `noti${sufijo}@prueba.co`;
  const password = 'clave-de-nora';
  const id = await crearEstudiante(request, admin, { email, nombre: 'Nora', password });

  // A centre PC is slow (issue 13): the learner's side runs with the CPU throttled 4x.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await login(page, email, password);
  await expect(page.getByText('Hola, Nora')).toBeVisible({ timeout: 30_000 });
  await expect(campana(page)).toHaveAccessibleName('Notificaciones');

  // The admin assigns the course; the open app shows it within the polling interval.
  await llamar(request, admin, 'POST', `/api/usuarios/${id}/asignarCursos`, {
    cursoIds: [cursoId],
  });
  await expect(campana(page)).toHaveAccessibleName('Notificaciones (1 sin leer)', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('insignia-notificaciones')).toHaveText('1');
  await campana(page).click();
  const panel = page.getByRole('dialog', { name: /Notificaciones/ });
  const asignado = panel.getByRole('button', {
    name: new RegExp(`Te asignaron el curso «${nombreCurso}»`),
  });
  await expect(asignado).toBeVisible();
  await expect(asignado).toContainText(/hace (menos de un minuto|1 minuto)/);
  // Opening it leads to the course and marks it read: the badge goes.
  await asignado.click();
  await expect(page).toHaveURL(new RegExp(`/cursos/curso/${cursoId}$`));
  await expect(panel).toBeHidden();
  await expect(campana(page)).toHaveAccessibleName('Notificaciones');
  await expect(page.getByTestId('insignia-notificaciones')).toHaveCount(0);

  // The admin opens a topic in the lesson's forum; the learner replies in it (their
  // journey), then the admin answers: the learner, a participant, is notified.
  const tema = await llamar<{ data: { _id: string } }>(request, admin, 'POST', '/api/comentarios', {
    multimedia: leccionId,
    titulo: `Dudas de trámites ${sufijo}`,
    texto: 'Pregunten aquí.',
    pinned: false,
  });
  const deNora = await tokenDe(request, email, password);
  await llamar(request, deNora, 'POST', '/api/comentarios', {
    multimedia: leccionId,
    parentId: tema.data._id,
    texto: '¿Dónde saco el certificado de la Registraduría?',
    idCliente: crypto.randomUUID(),
  });
  // Her own reply notifies the topic's author, never herself.
  const propias = await llamar<{ noLeidas: number }>(
    request,
    deNora,
    'GET',
    '/api/notificaciones/no-leidas',
  );
  expect(propias.noLeidas).toBe(0);
  await llamar(request, admin, 'POST', '/api/comentarios', {
    multimedia: leccionId,
    parentId: tema.data._id,
    texto: 'En la página de la Registraduría, sección certificados.',
    idCliente: crypto.randomUUID(),
  });
  await expect(campana(page)).toHaveAccessibleName('Notificaciones (1 sin leer)', {
    timeout: 20_000,
  });
  await campana(page).click();
  await expect(
    panel.getByRole('button', {
      name: new RegExp(`respondió en el tema «Dudas de trámites ${sufijo}»`),
    }),
  ).toBeVisible();
  await expect(panel.getByText('1 sin leer')).toBeVisible();
  // "Marcar todas como leídas" clears the badge at once.
  await panel.getByRole('button', { name: 'Marcar todas como leídas' }).click();
  await expect(panel.getByText('0 sin leer')).toBeVisible();
  // Both stay in the list, read.
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(panel.locator('[data-leida="no"]')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(campana(page)).toHaveAccessibleName('Notificaciones');
  await expect(page.getByTestId('insignia-notificaciones')).toHaveCount(0);
});
