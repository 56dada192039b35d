import { E2E_ADMIN, expect, login, test } from './fixtures';

test('a learner changes their password: the old one and other sessions stop working', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const sufijo = Date.now().toString().slice(-6);
  const email = `cambia${sufijo}@prueba.co`;
  // Set-up through the API as an admin would do it on the users screen.
  const sesion = await request.post('/auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const { token } = (await sesion.json()) as { token: string };
  const roles = await request.post('/api/roles/listar', {
    headers: { authorization: `Bearer ${token}` },
  });
  const estudiante = (
    (await roles.json()) as { data: { _id: string; nombre: string }[] }
  ).data.find((r) => r.nombre === 'Estudiante');
  const creado = await request.post('/api/usuarios/nuevo', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      email,
      nombre: 'Camila',
      apellidos: 'Rojas',
      password: 'clave-vieja-1',
      confirmPassword: 'clave-vieja-1',
      rol: estudiante?._id,
    },
  });
  expect(creado.status()).toBe(200);

  // A second session of the same learner, on another PC.
  const otra = await (await browser.newContext({ baseURL })).newPage();
  await login(otra, email, 'clave-vieja-1');
  await expect(otra.getByText('Hola, Camila')).toBeVisible();

  await login(page, email, 'clave-vieja-1');
  await expect(page.getByText('Hola, Camila')).toBeVisible();
  await page.getByRole('button', { name: 'Cambiar mi contraseña' }).click();
  const dialogo = page.getByRole('dialog');
  await dialogo.getByLabel(/^Contraseña actual/).fill('clave-vieja-1');
  await dialogo.getByLabel(/^Nueva contraseña/).fill('clave-nueva-2');
  await dialogo.getByLabel(/^Repetir nueva contraseña/).fill('clave-nueva-3');
  await expect(dialogo.getByText('El nuevo Password no coincide')).toBeVisible();
  await dialogo.getByLabel(/^Repetir nueva contraseña/).fill('clave-nueva-2');
  await dialogo.getByRole('button', { name: 'Cambiar Contraseña' }).click();
  await expect(page.getByText('Password Actualizado').first()).toBeVisible();

  // This session goes on with its fresh token; the other one has ended.
  await page.reload();
  await expect(page.getByText('Hola, Camila')).toBeVisible();
  await otra.goto('/cursos');
  await expect(otra).toHaveURL(/\/login/);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await login(page, email, 'clave-vieja-1');
  await expect(page.getByText('Error al loguearse')).toBeVisible();
  await login(page, email, 'clave-nueva-2');
  await expect(page.getByText('Hola, Camila')).toBeVisible();
  await otra.context().close();
});
