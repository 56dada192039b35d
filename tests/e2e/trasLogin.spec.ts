import type { Page } from '@playwright/test';
import { crearEstudiante, tokenAdmin } from './api';
import { E2E_ADMIN, expect, test } from './fixtures';

/** Opens a private page while logged out, then signs in on the login page it leads to. */
async function pedirYEntrar(page: Page, ruta: string, email: string, password: string) {
  await page.goto(ruta);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Usuario o email').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

test.describe('after login: the page that was asked for, or the course list (issue 16)', () => {
  test('a learner without an approval who asked for /certificados lands on the course list', async ({
    page,
    request,
  }) => {
    const email = `tras-login-${Date.now()}@e2e.co`;
    await crearEstudiante(request, await tokenAdmin(request), {
      email,
      nombre: 'Tras',
      password: 'clave-tras-login-1',
    });
    await pedirYEntrar(page, '/certificados', email, 'clave-tras-login-1');
    await expect(page).toHaveURL(/\/cursos$/);
    await expect(page.getByText('Aún no has aprobado ninguna evaluación.')).toHaveCount(0);
    // Clicking the page afterwards still answers the spec's way: message and /401.
    await page.goto('/certificados');
    await expect(page).toHaveURL(/\/401$/);
  });

  test('a learner who asked for an admin screen lands on the course list, not /401', async ({
    page,
    request,
  }) => {
    const email = `tras-login-admin-${Date.now()}@e2e.co`;
    await crearEstudiante(request, await tokenAdmin(request), {
      email,
      nombre: 'Tras',
      password: 'clave-tras-login-2',
    });
    await pedirYEntrar(page, '/usuarios', email, 'clave-tras-login-2');
    await expect(page).toHaveURL(/\/cursos$/);
  });

  test('an admin who asked for the users screen gets it', async ({ page }) => {
    await pedirYEntrar(page, '/usuarios', E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/usuarios$/);
  });
});
