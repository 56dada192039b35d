import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crearCursoApi, crearEnlace, crearEstudiante, tokenAdmin } from './api';
import { E2E_ADMIN, expect, login, test } from './fixtures';

const DEMO = join(import.meta.dirname, '../../resources/demo');

/** A real PDF padded to a few MB, so the upload lasts long enough to watch its progress. */
function pdfGrande(): Buffer {
  const pdf = readFileSync(join(DEMO, 'documento-demo.pdf'));
  return Buffer.concat([pdf, Buffer.from(`%${' '.repeat(98)}\n`.repeat(30_000))]);
}

test('an admin creates a course with a background image, uploads a PDF lesson watching its progress, and sets a module subtitle', async ({
  page,
}) => {
  const sufijo = Date.now().toString().slice(-6);
  const codigo = `OFI${sufijo}`;
  const nombre = 'Ofimática básica';
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByText('Hola, Administrador')).toBeVisible();

  await page.getByRole('button', { name: 'Agregar Módulo' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nuevo Módulo' });
  await dialogo.getByLabel(/^Código/).fill(codigo);
  await dialogo.getByLabel(/^Nombre/).fill('N'.repeat(51));
  await expect(dialogo.getByText('El nombre debe tener menos de 50 caracteres')).toBeVisible();
  await dialogo.getByLabel(/^Nombre/).fill(nombre);
  await dialogo.getByLabel('Descripción').fill('Procesador de texto y hoja de cálculo.');
  await dialogo.getByLabel('Elegir imagen').setInputFiles(join(DEMO, 'imagen-demo.png'));
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Guardado con Exito').first()).toBeVisible();
  const tarjeta = page.getByRole('button', { name: new RegExp(codigo) });
  await expect(tarjeta).toBeVisible();
  // The card (the button's parent) shows the uploaded background, really served.
  const fondo = tarjeta.locator('xpath=..');
  await expect(fondo).toHaveAttribute('style', /\/api\/file\/[a-f0-9]{32}\.png/);
  const estilo = (await fondo.getAttribute('style')) ?? '';
  const imagen = /\/api\/file\/[a-f0-9]{32}\.png/.exec(estilo)?.[0] ?? '';
  expect((await page.request.get(imagen)).headers()['content-type']).toBe('image/png');

  await tarjeta.click();
  await expect(page.getByRole('heading', { name: `${codigo}: ${nombre}` })).toBeVisible();
  await page.getByRole('link', { name: 'Editar lecciones' }).click();
  await expect(page).toHaveURL(/\/cursos\/curso-files\//);

  // Slow the upload down so its progress can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await page.getByRole('button', { name: 'Agregar Multimedia' }).click();
  const nueva = page.getByRole('dialog', { name: 'Nueva multimedia' });
  await nueva.getByLabel(/^Nombre/).fill('1.1 Guía del procesador de texto');
  await nueva.getByLabel('Elegir archivo').setInputFiles({
    name: 'guia.pdf',
    mimeType: 'application/pdf',
    buffer: pdfGrande(),
  });
  // The type comes from the file and cannot be typed.
  await expect(nueva.getByLabel('Tipo (según el archivo)')).toHaveValue('Documento');
  await nueva.getByRole('button', { name: 'Guardar' }).click();
  // The bar moves with the bytes sent: some value strictly between 0 and 100 shows up.
  await expect(nueva.getByRole('progressbar', { name: /Subiendo archivo… \d+%/ })).toBeVisible();
  await expect(nueva.getByText(/Subiendo archivo… [1-9]\d?%/)).toBeVisible();
  await expect(page.getByText('Multimedia guardada').first()).toBeVisible({ timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(
    page.getByRole('button', { name: 'Ver 1.1 Guía del procesador de texto' }),
  ).toBeVisible();

  // Back on the course: the lesson sits in module 1, whose subtitle the admin sets.
  await page.goBack();
  await expect(page.getByRole('heading', { name: `${codigo}: ${nombre}` })).toBeVisible();
  await page.getByRole('button', { name: 'Editar Información' }).click();
  await page.getByRole('textbox', { name: 'Subtítulo de Módulo 1' }).fill('Primeros pasos');
  await page.getByRole('button', { name: 'Guardar subtítulo' }).first().click();
  await expect(page.getByText('Guardado con Exito').first()).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar Edición' }).click();
  await page.reload();
  await expect(page.getByText('Primeros pasos')).toBeVisible();
  await expect(
    page.getByRole('button', { name: /1\.1 Guía del procesador de texto/ }),
  ).toBeVisible();
});

test('a learner without courses requests one and gets it after the delay', async ({
  page,
  request,
}) => {
  const sufijo = Date.now().toString().slice(-6);
  const token = await tokenAdmin(request);
  const curso = { codigo: `DES${sufijo}`, nombre: 'Navegación segura' };
  await crearCursoApi(request, token, curso);
  const email = `sincurso${sufijo}@prueba.co`;
  await crearEstudiante(request, token, { email, nombre: 'Tomás', password: 'clave-de-tomas' });

  await login(page, email, 'clave-de-tomas');
  await expect(page.getByRole('heading', { name: 'Desbloquear mi curso' })).toBeVisible();
  const solicitar = page.getByRole('button', { name: 'Solicitar' });
  await expect(solicitar).toBeDisabled();
  await page.getByRole('radio', { name: `${curso.codigo} – ${curso.nombre}` }).check();
  await solicitar.click();
  await expect(page.getByText(/habilitado en aproximadamente 1 minuto/).first()).toBeVisible();

  // The server approves it after DESBLOQUEO_DEMORA_MS (3 s in e2e); the page notices.
  const tarjeta = page.getByRole('button', { name: new RegExp(curso.codigo) });
  await expect(page.getByRole('heading', { name: 'Desbloquear mi curso' })).toBeHidden({
    timeout: 20_000,
  });
  // The side menu reads its own short page: the same polling brought the course there too.
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('link', { name: curso.nombre })).toBeVisible();
  await tarjeta.click();
  await expect(
    page.getByRole('heading', { name: `${curso.codigo}: ${curso.nombre}` }),
  ).toBeVisible();
});

test('the library groups lessons per course', async ({ page, request }) => {
  const sufijo = Date.now().toString().slice(-6);
  const token = await tokenAdmin(request);
  const a = await crearCursoApi(request, token, {
    codigo: `BIA${sufijo}`,
    nombre: `Redes ${sufijo}`,
  });
  const b = await crearCursoApi(request, token, {
    codigo: `BIB${sufijo}`,
    nombre: `Correo ${sufijo}`,
  });
  await crearEnlace(request, token, {
    nombre: `Qué es una red ${sufijo}`,
    curso: a,
    link: 'https://example.org/red',
  });
  await crearEnlace(request, token, {
    nombre: `Mi primer correo ${sufijo}`,
    curso: b,
    link: 'https://example.org/correo',
  });

  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByText('Hola, Administrador')).toBeVisible();
  await page.getByRole('link', { name: 'Biblioteca' }).first().click();
  await expect(page).toHaveURL(/\/biblioteca$/);
  const redes = page.getByRole('region', { name: new RegExp(`Redes ${sufijo}`) });
  const correo = page.getByRole('region', { name: new RegExp(`Correo ${sufijo}`) });
  await expect(redes.getByText(`Qué es una red ${sufijo}`)).toBeVisible();
  await expect(redes.getByText(`Mi primer correo ${sufijo}`)).toHaveCount(0);
  await expect(correo.getByText(`Mi primer correo ${sufijo}`)).toBeVisible();
});
