import type { APIRequestContext, Page } from '@playwright/test';
import { abrirBuzon, codigoDe } from '../server/helpers/buzon';
import { E2E_ADMIN, expect, login, test } from './fixtures';
import { ServidorPropio } from './servidorPropio';

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

  await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
  await login(page, email, 'clave-vieja-1');
  await expect(page.getByText('Error al loguearse')).toBeVisible();
  await login(page, email, 'clave-nueva-2');
  await expect(page.getByText('Hola, Camila')).toBeVisible();
  await otra.context().close();
});

/** A learner account with an identification, created through the API as an admin would. */
async function crearAprendiz(
  request: APIRequestContext,
  base: string,
  datos: { email: string; identificacion: string; password: string },
) {
  const sesion = await request.post(`${base}/auth/login`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const { token } = (await sesion.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const roles = await request.post(`${base}/api/roles/listar`, { headers });
  const estudiante = (
    (await roles.json()) as { data: { _id: string; nombre: string }[] }
  ).data.find((r) => r.nombre === 'Estudiante');
  const creado = await request.post(`${base}/api/usuarios/nuevo`, {
    headers,
    data: {
      email: datos.email,
      nombre: 'Rosa',
      apellidos: 'Díaz',
      tipoIdentificacion: 'Cedula ciudadanía',
      identificacion: datos.identificacion,
      password: datos.password,
      confirmPassword: datos.password,
      rol: estudiante?._id,
    },
  });
  expect(creado.status()).toBe(200);
}

/** Step two of 'Restablecer mi contraseña': code, new password, repeat. */
async function confirmarRestablecimiento(page: Page, codigo: string, nueva: string) {
  const dialogo = page.getByRole('dialog');
  await dialogo.getByLabel(/^Código de restablecimiento/).fill(codigo);
  await dialogo.getByLabel(/^Nueva contraseña/).fill(nueva);
  await dialogo.getByLabel(/^Confirmar nueva contraseña/).fill(nueva);
  await dialogo.getByRole('button', { name: 'Restablecer' }).click();
  await expect(
    page.getByText('Contraseña restablecida. Ya puedes ingresar.').first(),
  ).toBeVisible();
}

test("a learner without email resets the password with a tutor's one-time code", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const sufijo = Date.now().toString().slice(-6);
  const email = `tutorcodigo${sufijo}@prueba.co`;
  const identificacion = `77${sufijo}`;
  await crearAprendiz(request, baseURL ?? '', {
    email,
    identificacion,
    password: 'clave-olvidada-1',
  });

  // The tutor (here the admin) generates the code on the users screen: shown once.
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByText('Hola, Administrador')).toBeVisible();
  await page.goto('/usuarios');
  await expect(page.getByRole('heading', { name: 'Usuarios Registrados' })).toBeVisible();
  await page.getByLabel('Buscar por nombre, email o identificación').fill(email);
  await page
    .getByRole('button', { name: `Generar código de restablecimiento para ${email}` })
    .click();
  const dialogoCodigo = page.getByRole('dialog');
  await expect(dialogoCodigo.getByText(/^Vence a las .+ y sirve una sola vez\.$/)).toBeVisible();
  const codigo = (await dialogoCodigo.getByText(/^\d{6}$/).textContent()) ?? '';
  expect(codigo).toMatch(/^\d{6}$/);
  await dialogoCodigo.getByRole('button', { name: 'Cerrar' }).click();

  // The learner, on the centre's PC: this server sends no mail, so the dialog says so.
  const aprendiz = await (await browser.newContext({ baseURL })).newPage();
  await aprendiz.goto('/login');
  await aprendiz.getByRole('button', { name: 'Restablecer mi contraseña' }).click();
  const dialogo = aprendiz.getByRole('dialog');
  await expect(dialogo.getByText(/pide al tutor de tu centro un código/)).toBeVisible();
  await dialogo.getByLabel(/^Email/).fill(email);
  await dialogo.getByLabel(/^Número de identificación/).fill(identificacion);
  await dialogo.getByRole('button', { name: 'Continuar' }).click();
  await confirmarRestablecimiento(aprendiz, codigo, 'clave-renovada-2');

  await login(aprendiz, email, 'clave-renovada-2');
  await expect(aprendiz.getByText('Hola, Rosa')).toBeVisible();
  await aprendiz.context().close();
});

test('a learner resets the password with the code mailed through SMTP', async ({
  browser,
  request,
}) => {
  // The same real SMTP server as the server suites (tests/server/helpers/buzon.ts).
  const buzon = await abrirBuzon();
  const servidor = new ServidorPropio({
    SMTP_URL: buzon.url,
    SMTP_REMITENTE: 'Plataforma <no-responder@e2e.co>',
  });
  try {
    const base = await servidor.iniciar();
    const email = 'correo-reset@prueba.co';
    await crearAprendiz(request, base, {
      email,
      identificacion: '5551234',
      password: 'clave-vieja-1',
    });

    const page = await (await browser.newContext({ baseURL: base })).newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Restablecer mi contraseña' }).click();
    const dialogo = page.getByRole('dialog');
    await expect(dialogo.getByText(/te enviaremos un código de 6 dígitos/)).toBeVisible();
    await dialogo.getByLabel(/^Email/).fill(email);
    await dialogo.getByLabel(/^Número de identificación/).fill('5551234');
    await dialogo.getByRole('button', { name: 'Enviar código' }).click();
    await expect(dialogo.getByText(/te enviamos un código a tu email/)).toBeVisible();
    const codigo = codigoDe(await buzon.esperar(email, 10_000));
    await confirmarRestablecimiento(page, codigo, 'clave-por-correo-3');

    await login(page, email, 'clave-por-correo-3');
    await expect(page.getByText('Hola, Rosa')).toBeVisible();
    await page.context().close();
  } finally {
    await servidor.eliminar();
    await buzon.cerrar();
  }
});
