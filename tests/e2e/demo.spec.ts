import { crearEstudiante, tokenAdmin } from './api';
import { E2E_ADMIN, expect, login, test } from './fixtures';

/**
 * Issue 16: `/seed-module/seed-page` is the admins' page about the demo content. The e2e
 * server is started with the demo (globalSetup), so everything it lists is really there;
 * removing it is not done here (other journeys study the demo course).
 */
test.describe('the demo content page', () => {
  test('an admin sees what --demo created, that it is here, and how to remove it', async ({
    page,
  }) => {
    await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/cursos$/);
    await page.goto('/seed-module/seed-page');
    await expect(page.getByRole('heading', { name: 'Contenido de demostración' })).toBeVisible();
    const estado = page.getByRole('heading', { name: 'En esta instalación' }).locator('..');
    for (const item of ['DEMO-01', 'EVAL-DEMO-01', 'aprendiz@demo.local']) {
      // Anchored: 'DEMO-01' is also inside 'EVAL-DEMO-01'.
      const fila = estado.getByRole('listitem').filter({ hasText: new RegExp(`^${item}`) });
      await expect(fila).toContainText('Presente');
    }
    const pasos = page.getByRole('heading', { name: 'Cómo quitarlo' }).locator('..');
    await expect(pasos.getByText('En Cursos, elimine el curso DEMO-01.')).toBeVisible();
    // The first step opens the demo course's lessons, where each one is deleted.
    await pasos.getByRole('link', { name: 'Abrir' }).first().click();
    await expect(page).toHaveURL(/\/cursos\/curso-files\//);
  });

  test('a learner may not open it', async ({ page, request }) => {
    const email = `demo-page-${Date.now()}@e2e.co`;
    await crearEstudiante(request, await tokenAdmin(request), {
      email,
      nombre: 'Demo',
      password: 'clave-demo-page-1',
    });
    await login(page, email, 'clave-demo-page-1');
    await expect(page).toHaveURL(/\/cursos$/);
    await page.goto('/seed-module/seed-page');
    await expect(page).toHaveURL(/\/401$/);
  });
});
