import { readFileSync } from 'node:fs';
import { DesktopHarness } from './harness/desktopBridge';
import { E2E_ADMIN, expect, login, test } from './fixtures';

/**
 * The renderer's desktop path: window.platform comes from the real preload logic and the
 * real main-process handler table (see harness/desktopBridge.ts).
 */
test.describe('desktop bridge: token storage in the main process', () => {
  let harness: DesktopHarness;
  test.beforeEach(async ({ page, baseURL }) => {
    harness = new DesktopHarness(new URL(baseURL ?? '').origin);
    await harness.attach(page);
  });
  test.afterEach(() => harness.dispose());

  const storedFile = () => {
    try {
      return readFileSync(harness.storePath, 'utf8');
    } catch {
      return '';
    }
  };

  test('a remembered session lives in main, not in the page storage, and survives a restart', async ({
    page,
  }) => {
    await login(page, E2E_ADMIN.email, E2E_ADMIN.password, true);
    await expect(page.getByText('Hola, Administrador')).toBeVisible();
    const token = harness.tokenStore.get()?.token ?? '';
    expect(token).toMatch(/^eyJ/);
    expect(storedFile()).not.toBe('');
    const pageStorage = await page.evaluate(() =>
      JSON.stringify([window.localStorage, window.sessionStorage]),
    );
    expect(pageStorage).not.toContain(token);

    harness.restartApp();
    await page.goto('/cursos');
    await expect(page.getByText('Hola, Administrador')).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(harness.tokenStore.get()).toBeNull();
  });

  test('without remember-me the token is dropped when the app closes', async ({ page }) => {
    await login(page, E2E_ADMIN.email, E2E_ADMIN.password, false);
    await expect(page.getByText('Hola, Administrador')).toBeVisible();
    expect(harness.tokenStore.get()?.recordarme).toBe(false);
    expect(storedFile()).not.toMatch(/eyJ/);

    harness.restartApp();
    await page.goto('/cursos');
    await expect(page).toHaveURL(/\/login/);
  });
});
