import type { Browser, Page } from '@playwright/test';
import { E2E_ADMIN, expect, login, test } from './fixtures';

async function nuevaSesion(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'es-CO' });
  return context.newPage();
}

test('an admin gives a user a read-only role; the user sees only what it permits, then is deactivated', async ({
  page,
  browser,
  baseURL,
}) => {
  const sufijo = Date.now().toString().slice(-6);
  const rol = `Lector${sufijo.slice(-4)}`;
  const email = `lector${sufijo}@prueba.co`;

  // The admin creates a role with only "consultar" on cursos.
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByText('Hola, Administrador')).toBeVisible();
  await page.goto('/roles');
  await expect(page.getByRole('heading', { name: 'Roles y permisos' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo rol' }).click();
  const dialogoRol = page.getByRole('dialog');
  await dialogoRol.getByLabel(/^Nombre/).fill('x'.repeat(20));
  await expect(dialogoRol.getByText('El nombre debe tener menos de 20 caracteres')).toBeVisible();
  await expect(dialogoRol.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await dialogoRol.getByLabel(/^Nombre/).fill(rol);
  await dialogoRol.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialogoRol).toBeHidden();
  await page.getByRole('button', { name: new RegExp(`^${rol}`) }).click();
  await expect(page.getByText(`Lista de permisos para Rol: ${rol}`)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Consultar Cursos' }).check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Guardado con Exito').first()).toBeVisible();

  // … and a user holding it.
  await page.goto('/usuarios');
  await expect(page.getByRole('heading', { name: 'Usuarios Registrados' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const dialogoUsuario = page.getByRole('dialog');
  await dialogoUsuario.getByLabel(/^Email/).fill(email);
  await dialogoUsuario.getByLabel(/^Nombre/).fill('Mario');
  await dialogoUsuario.getByLabel(/^Apellidos/).fill('Lector');
  await dialogoUsuario.getByLabel(/^Contraseña/).fill('clave-de-mario');
  await dialogoUsuario.getByLabel(/^Confirmar contraseña/).fill('clave-de-mario');
  await expect(
    dialogoUsuario.getByLabel(/^Rol/).locator('option', { hasText: 'ADMINISTRADOR' }),
  ).toHaveCount(0);
  await dialogoUsuario.getByLabel(/^Rol/).selectOption({ label: rol });
  await dialogoUsuario.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Nuevo usuario creado').first()).toBeVisible();

  // The user sees only the permitted menu entries and is refused elsewhere.
  const lector = await nuevaSesion(browser, baseURL);
  await login(lector, email, 'clave-de-mario');
  await expect(lector.getByText('Hola, Mario')).toBeVisible();
  const atajos = lector.getByRole('navigation', { name: 'Accesos directos' });
  await expect(atajos.getByRole('link', { name: 'Cursos' })).toBeVisible();
  await expect(atajos.getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
  await expect(atajos.getByRole('link', { name: 'Roles' })).toHaveCount(0);
  await expect(lector.getByRole('button', { name: 'Configuración' })).toHaveCount(0);
  await lector.goto('/usuarios');
  await expect(lector).toHaveURL(/\/401$/);
  await lector.goto('/roles');
  await expect(lector).toHaveURL(/\/401$/);

  // The admin deactivates the user: their session ends and they can no longer log in.
  await page.getByLabel('Buscar por nombre, email o identificación').fill(email);
  const activo = page.getByRole('switch', { name: `Activo: ${email}` });
  await expect(activo).toBeChecked();
  await activo.click();
  await expect(page.getByText('Estado de usuario actualizado').first()).toBeVisible();
  await expect(activo).not.toBeChecked();
  await expect(page.getByRole('switch', { name: `Activo: ${E2E_ADMIN.email}` })).toHaveCount(0);

  await lector.goto('/cursos');
  await expect(lector).toHaveURL(/\/login/);
  await login(lector, email, 'clave-de-mario');
  await expect(lector.getByText('Error al loguearse')).toBeVisible();
  await expect(lector.getByText(/inactivo/).first()).toBeVisible();
  await lector.context().close();
});
