import type { Page } from '@playwright/test';
import { crearCursoApi, crearEstudiante, llamar, tokenAdmin } from './api';
import { E2E_ADMIN, expect, login, test } from './fixtures';

/**
 * Issue 18: the side menu asks for one short page of courses, never the whole list, on
 * every signed-in page. Each run adds eleven courses, so there are always more than the
 * menu's ten, whatever other journeys left in the database.
 */
async function onceCursos(request: Parameters<typeof tokenAdmin>[0], token: string) {
  const prefijo = `MN${Date.now().toString().slice(-6)}`;
  const ids: string[] = [];
  for (let i = 1; i <= 11; i++) {
    const n = String(i).padStart(2, '0');
    ids.push(
      await crearCursoApi(request, token, { codigo: `${prefijo}-${n}`, nombre: `Menú ${n}` }),
    );
  }
  return { prefijo, ids };
}

/** The body of every course-list request the page makes, from now on. */
function cuerposListar(page: Page): unknown[] {
  const cuerpos: unknown[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/cursos/listar') {
      cuerpos.push(r.postData() ? JSON.parse(r.postData() ?? '') : null);
    }
  });
  return cuerpos;
}

test("an admin's menu lists ten courses and links to all of them; /cursos asks only for pages", async ({
  page,
  request,
}) => {
  await onceCursos(request, await tokenAdmin(request));
  const cuerpos = cuerposListar(page);
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByText('Hola, Administrador')).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  const verTodos = menu.getByRole('link', { name: /^Ver los \d+ cursos$/ });
  await expect(verTodos).toBeVisible();
  const total = Number(/\d+/.exec((await verTodos.textContent()) ?? '')?.[0]);
  expect(total).toBeGreaterThan(10);
  // 'Todos los cursos', ten courses, 'Ver los N cursos'.
  const enlacesCursos = menu.locator('a[href^="/cursos/curso/"]');
  await expect(enlacesCursos).toHaveCount(10);
  // Past ten courses a mean over some of them would be made up: no overall progress.
  await expect(menu.getByText(/Progreso general/)).toHaveCount(0);

  expect(cuerpos.length).toBeGreaterThan(0);
  for (const cuerpo of cuerpos) expect(cuerpo).toHaveProperty('pagina');
  await page.goto('/usuarios');
  await verTodos.click();
  await expect(page).toHaveURL(/\/cursos$/);
});

test("a learner's own course, the newest of many, is in the menu with its progress", async ({
  page,
  request,
}) => {
  const token = await tokenAdmin(request);
  const { prefijo, ids } = await onceCursos(request, token);
  const email = `${prefijo.toLowerCase()}@e2e.co`;
  const password = 'clave-e2e-menu';
  const id = await crearEstudiante(request, token, { email, nombre: 'Aprendiz', password });
  await llamar(request, token, 'POST', `/api/usuarios/${id}/asignarCursos`, {
    cursoIds: [ids.at(-1)],
  });

  await login(page, email, password);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  // Oldest first, it would be on the last page; the learner's courses come first.
  await expect(menu.getByRole('link', { name: 'Menú 11' })).toBeVisible();
  await expect(menu.locator('a[href^="/cursos/curso/"]')).toHaveCount(1);
  await expect(menu.getByRole('link', { name: /^Ver los/ })).toHaveCount(0);
  await expect(menu.getByText('Progreso general: 0%')).toBeVisible();
});
