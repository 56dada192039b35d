import { crearCursoApi, tokenAdmin } from './api';
import { E2E_ADMIN, expect, login, test } from './fixtures';

/**
 * Issue 18: the course list is paged and searched on the server. Thirty courses of one
 * run (their codes share a prefix) are paged through with the keyboard, and the search
 * ignores case and accents. Other journeys' courses may be in the database: every check
 * is made through a search for this run's prefix.
 */
test('an admin searches the course list and pages through it with the keyboard', async ({
  page,
  request,
}) => {
  const prefijo = `PG${Date.now().toString().slice(-6)}`;
  const token = await tokenAdmin(request);
  for (let i = 1; i <= 29; i++) {
    const n = String(i).padStart(2, '0');
    await crearCursoApi(request, token, { codigo: `${prefijo}-${n}`, nombre: `Relleno ${n}` });
  }
  await crearCursoApi(request, token, { codigo: `${prefijo}-30`, nombre: 'Educación vial' });

  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByText('Hola, Administrador')).toBeVisible();
  const tarjetas = page.getByRole('button', { name: new RegExp(`^${prefijo}-`) });

  // More than one page of courses exists: the search and the page controls are there.
  const busqueda = page.getByRole('searchbox', { name: 'Buscar cursos' });
  await busqueda.fill(prefijo.toLowerCase());
  await expect(page.getByText('Total: 30')).toBeVisible();
  await page.getByLabel('Filas por página').selectOption('24');
  await expect(page.getByText('Página 1 de 2')).toBeVisible();
  await expect(tarjetas).toHaveCount(24);
  await expect(tarjetas.first()).toContainText(`${prefijo}-01`);

  const siguiente = page.getByRole('button', { name: 'Página siguiente' });
  await siguiente.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Página 2 de 2')).toBeVisible();
  await expect(tarjetas).toHaveCount(6);
  await expect(tarjetas.first()).toContainText(`${prefijo}-25`);
  await expect(siguiente).toBeDisabled();
  await page.getByRole('button', { name: 'Página anterior' }).press('Enter');
  await expect(page.getByText('Página 1 de 2')).toBeVisible();

  // Case and accents aside, on the server: one card, and a search back on page 1.
  await busqueda.fill('EDUCACION VIAL');
  await expect(tarjetas).toHaveCount(1);
  await expect(tarjetas).toContainText(`${prefijo}-30`);
  await expect(tarjetas).toContainText('Educación vial');
  await expect(page.getByText('Página 1 de 1')).toBeVisible();
  await busqueda.fill(`${prefijo} nada de esto`);
  await expect(page.getByText('Ningún curso coincide con la búsqueda.')).toBeVisible();
  await expect(tarjetas).toHaveCount(0);
});
