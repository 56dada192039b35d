import { E2E_ADMIN, expect, login, test } from './fixtures';

test.describe('login, logout and routing in the web client', () => {
  test('the empty path leads to the login screen', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('CONTENIDO FORMATIVO')).toBeVisible();
  });

  test('"Ingresar" stays disabled while the form is invalid, with the spec messages', async ({
    page,
  }) => {
    await page.goto('/login');
    const ingresar = page.getByRole('button', { name: 'Ingresar' });
    await expect(ingresar).toBeDisabled();
    await page.getByLabel('Usuario o email').fill('alguien');
    await page.getByLabel('Usuario o email').fill('');
    await page.getByLabel('Contraseña').focus();
    await expect(page.getByText('Por favor, ingrese su nombre de usuario.')).toBeVisible();
    await page.getByLabel('Contraseña').fill('x');
    await page.getByLabel('Contraseña').fill('');
    await page.getByLabel('Usuario o email').focus();
    await expect(page.getByText('Por favor, ingrese su contraseña.')).toBeVisible();
    await expect(ingresar).toBeDisabled();
    await page.getByLabel('Usuario o email').fill(E2E_ADMIN.email);
    await page.getByLabel('Contraseña').fill('algo');
    await expect(ingresar).toBeEnabled();
  });

  test('a wrong password shows the error toast and stays on login', async ({ page }) => {
    await login(page, E2E_ADMIN.email, 'clave-equivocada');
    await expect(page.getByText('Error al loguearse')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the right password lands on the course list; logout returns to login', async ({ page }) => {
    await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/cursos$/);
    await expect(page.getByText('Hola, Administrador')).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByText('Usuario deslogueado correctamente')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // The session is gone: a private route now sends us back to login.
    await page.goto('/cursos');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a session survives a reload; without remember-me nothing goes to localStorage', async ({
    page,
  }) => {
    await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/cursos$/);
    await page.reload();
    await expect(page.getByText('Hola, Administrador')).toBeVisible();
    const persisted = await page.evaluate(() => JSON.stringify(window.localStorage));
    expect(persisted).not.toContain('eyJ');
  });

  test('with remember-me the session survives closing the tab', async ({ context, page }) => {
    await login(page, E2E_ADMIN.email, E2E_ADMIN.password, true);
    await expect(page).toHaveURL(/\/cursos$/);
    await page.close();
    const again = await context.newPage();
    await again.goto('/cursos');
    await expect(again.getByText('Hola, Administrador')).toBeVisible();
  });

  test('an unauthenticated visit to a private route goes to login', async ({ page }) => {
    await page.goto('/usuarios');
    await expect(page).toHaveURL(/\/login/);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/esta/ruta/no/existe');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: /404/ })).toBeVisible();
  });
});
