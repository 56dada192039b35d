import { expect, test } from './fixtures';

test('the API documentation page renders under its CSP', async ({ page }) => {
  await page.goto('/api/docs/ui/');
  await expect(page.getByText('Contenido Formativo — API de la plataforma')).toBeVisible();
  await expect(page.getByText('/auth/login').first()).toBeVisible();
});
