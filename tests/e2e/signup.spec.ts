import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { crearCurso } from './seed';

/** Picks a municipality and one of its institutions in the shared selects. */
async function elegirUbicacion(page: Page, municipio: string, institucion: string) {
  await page.getByRole('combobox', { name: /Municipio/ }).click();
  await page.getByRole('option', { name: municipio, exact: true }).click();
  await page.getByRole('combobox', { name: /Institución/ }).click();
  await page.getByRole('option', { name: institucion, exact: true }).click();
}

test('a visitor signs up choosing a course, logs in again, and sees that course', async ({
  page,
}) => {
  const sufijo = Date.now().toString().slice(-6);
  const curso = { codigo: `ALF${sufijo}`, nombre: 'Alfabetización digital' };
  crearCurso(curso);
  const email = `aprendiz${sufijo}@prueba.co`;

  await page.goto('/login');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'REGISTRO' })).toBeVisible();
  const registrarme = page.getByRole('button', { name: 'Registrarme' });
  await expect(registrarme).toBeDisabled();

  await page.getByLabel(/^Nombre/).fill('Luisa');
  await page.getByLabel(/^Apellidos/).fill('Martínez Ortega');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Tipo de identificación/).selectOption('Cedula ciudadanía');
  await page.getByLabel(/^Número de identificación/).fill(`10${sufijo}`);
  await page.getByLabel(/^Teléfono/).fill('3001234567');
  await elegirUbicacion(
    page,
    'Santa Cruz de Mompox',
    'Biblioteca Pública Municipal de Santa Cruz de Mompox',
  );
  await page.getByLabel(/^Contraseña/).fill('clave-de-luisa');
  await page.getByLabel(/^Confirmar contraseña/).fill('clave-de-luisa');
  await page.getByLabel('Acepto la política de privacidad').check();
  await page.getByLabel('Acepto los términos y condiciones').check();

  // Closing the chooser without a course: the form says so and cannot be sent.
  await expect(registrarme).toBeDisabled();
  await page.getByRole('button', { name: 'Seleccionar curso' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Selecciona un curso' });
  await dialogo.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByText('Debes seleccionar un curso')).toBeVisible();
  await expect(registrarme).toBeDisabled();
  await page.getByRole('button', { name: 'Seleccionar curso' }).click();
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('button', { name: `${curso.codigo} ${curso.nombre}` }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByLabel(/^Curso/)).toHaveValue(`${curso.codigo} – ${curso.nombre}`);

  await registrarme.click();
  await expect(page).toHaveURL(/\/cursos$/);
  await expect(page.getByText('Hola, Luisa')).toBeVisible();

  // Log out and in again with the new account: the chosen course is theirs.
  await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Usuario o email').fill(email);
  await page.getByLabel('Contraseña').fill('clave-de-luisa');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Hola, Luisa')).toBeVisible();
  await expect(page.getByText('Rol: Estudiante')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  const misCursos = menu.getByRole('button', { name: 'Mis cursos' });
  if ((await misCursos.getAttribute('aria-expanded')) !== 'true') await misCursos.click();
  await expect(menu.getByRole('link', { name: curso.nombre })).toBeVisible();
});
