import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export const E2E_ADMIN = { email: 'admin@e2e.co', password: 'clave-e2e-segura' } as const;

/**
 * Tests run against the server started by globalSetup, and fail on any error the page
 * logs (a CSP violation or an uncaught exception is a bug, not noise).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL no está definida: globalSetup no arrancó el servidor');
    await use(url);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // Failed API calls (401 on a wrong password) are expected answers, not page errors.
        if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) {
          errors.push(msg.text());
        }
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'errores en la consola del navegador').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function login(page: Page, email: string, password: string, recordarme = false) {
  await page.goto('/login');
  await page.getByLabel('Usuario o email').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  if (recordarme) await page.getByLabel('Recordarme').check();
  await page.getByRole('button', { name: 'Ingresar' }).click();
}
