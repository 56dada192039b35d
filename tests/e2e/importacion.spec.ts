import { readFile, writeFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { leerCsv } from '../../src/server/modules/importacion/csv';
import { codificarWindows1252 } from '../../src/server/modules/importacion/windows1252';
import { crearEstudiante, tokenAdmin } from './api';
import { DesktopHarness } from './harness/desktopBridge';
import { E2E_ADMIN, expect, login, test } from './fixtures';

/**
 * Issue 8's journey: an admin imports a spreadsheet with mistakes, downloads the error
 * report, imports the fixed file, and the new learners log in — one with the password the
 * file gave, one with the generated credential, who must change it first.
 */

const ENCABEZADO =
  'Correo;Nombres;Apellidos;Tipo de documento;Número de documento;Celular;Municipio;Institución;Tipo de registro;Rol;Cursos;Activo;Contraseña';

interface Aprendiz {
  email: string;
  nombre: string;
  documento: string;
  password: string;
}

function fila(a: Aprendiz): string {
  return [
    a.email,
    a.nombre,
    'Núñez Peña',
    'CC',
    a.documento,
    '',
    'Achí',
    'Punto Vive Digital de Achí',
    'Estudiante',
    'Estudiante',
    'DEMO-01',
    'sí',
    a.password,
  ].join(';');
}

/** As Excel in Spanish saves "CSV (delimitado por comas)": ';', Windows-1252, CRLF. */
const archivo = (filas: readonly Aprendiz[]) =>
  Buffer.from(codificarWindows1252([ENCABEZADO, ...filas.map(fila), ''].join('\r\n')));

async function elegirArchivo(page: Page, nombre: string, datos: Buffer): Promise<void> {
  const selector = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Elegir archivo' }).click();
  await (await selector).setFiles({ name: nombre, mimeType: 'text/csv', buffer: datos });
}

/** Clicks a download button and returns the saved file's bytes. */
async function descargar(page: Page, boton: string, ruta: string): Promise<Buffer> {
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: boton }).click();
  await (await descarga).saveAs(ruta);
  return readFile(ruta);
}

async function nuevaPagina(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'es-CO' });
  return context.newPage();
}

test('an admin imports a file with errors, downloads the report, imports the fixed file, and the learners log in', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const s = Date.now().toString().slice(-7);
  const ana: Aprendiz = {
    email: `ana.nunez${s}@e2e.co`,
    nombre: 'Ana María',
    documento: `81${s}`,
    password: 'clave-de-ana-2026',
  };
  const beto: Aprendiz = {
    email: `beto.pena${s}@e2e.co`,
    nombre: 'Beto',
    documento: `82${s}`,
    password: '',
  };

  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByText('Hola, Administrador')).toBeVisible();
  await page.goto('/usuarios');
  await expect(page.getByRole('heading', { name: 'Usuarios Registrados' })).toBeVisible();

  // First file: Beto's name is missing and Ana is there twice, once in capitals.
  await page.getByRole('button', { name: 'Importar usuarios' }).click();
  const dialogo = page.getByRole('dialog');
  const conErrores = [
    ana,
    { ...beto, nombre: '' },
    { ...ana, email: ana.email.toUpperCase(), documento: `83${s}` },
  ];
  await elegirArchivo(page, 'aprendices.csv', archivo(conErrores));
  await expect(dialogo.getByText('Archivo: aprendices.csv (3 filas)')).toBeVisible();
  await expect(dialogo.getByText(/Este campo es requerido/).first()).toBeVisible();
  await expect(dialogo.getByText(/el mismo email/).first()).toBeVisible();
  await expect(dialogo.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();

  // The error report: the rows as sent, accents intact, with the reasons in a new column.
  const informe = leerCsv(
    await descargar(page, 'Descargar informe de errores', testInfo.outputPath('errores.csv')),
  );
  if (!informe.ok) throw new Error(informe.error);
  expect(informe.filas).toHaveLength(3);
  expect(informe.desconocidas).toContain('errores');
  expect(JSON.stringify(informe.filas)).toContain('Núñez Peña');

  // The fixed file: one row each, Beto named. Both are new.
  await dialogo.getByRole('button', { name: 'Elegir otro archivo' }).click();
  await elegirArchivo(page, 'aprendices-corregido.csv', archivo([ana, beto]));
  await expect(dialogo.getByText('Archivo: aprendices-corregido.csv (2 filas)')).toBeVisible();
  await dialogo.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(dialogo.getByText('Importación completada: 2 creados, 0 actualizados')).toBeVisible({
    timeout: 30_000,
  });

  // Beto got a generated password: the credentials file has it.
  const credenciales = (
    await descargar(page, 'Descargar credenciales', testInfo.outputPath('credenciales.csv'))
  ).toString('utf8');
  const lineaBeto = credenciales.split(/\r?\n/).find((l) => l.includes(beto.email));
  if (!lineaBeto) throw new Error(`sin credencial para ${beto.email}: ${credenciales}`);
  const claveBeto = lineaBeto.split(';').at(-1)?.replace(/^"|"$/g, '') ?? '';
  expect(claveBeto.length).toBeGreaterThanOrEqual(12);

  // Ana logs in with the file's password and finds the course the file gave her.
  const paginaAna = await nuevaPagina(browser, baseURL);
  await login(paginaAna, ana.email, ana.password);
  await expect(paginaAna.getByText('Hola, Ana María')).toBeVisible();

  // Beto must change the generated password before anything else.
  const paginaBeto = await nuevaPagina(browser, baseURL);
  await login(paginaBeto, beto.email, claveBeto);
  await expect(paginaBeto.getByRole('heading', { name: 'Cambie su contraseña' })).toBeVisible();
  await paginaBeto.getByLabel('Contraseña actual').fill(claveBeto);
  await paginaBeto.getByLabel(/^Nueva contraseña/).fill('clave-propia-de-beto');
  await paginaBeto.getByLabel('Repetir nueva contraseña').fill('clave-propia-de-beto');
  await paginaBeto.getByRole('button', { name: 'Cambiar Contraseña' }).click();
  await expect(paginaBeto.getByText('Hola, Beto')).toBeVisible();
  await paginaBeto.context().close();
  await paginaAna.context().close();
});

test('an admin selects every user matching a search, deactivates them, exports them and deletes them', async ({
  page,
  request,
}, testInfo) => {
  const s = Date.now().toString().slice(-7);
  const marca = `Masivo${s}`;
  const token = await tokenAdmin(request);
  // 12 users: more than one page of 10, so "all matching" differs from "this page".
  for (let i = 1; i <= 12; i++) {
    await crearEstudiante(request, token, {
      email: `masivo${s}.${i}@e2e.co`,
      nombre: `${marca} Número${i}`,
      password: 'clave-masiva-2026',
    });
  }

  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByText('Hola, Administrador')).toBeVisible();
  await page.goto('/usuarios');
  await page.getByLabel('Buscar por nombre, email o identificación').fill(marca);
  // The search is debounced: wait until the list is the filtered one (a selection made on
  // the unfiltered list is dropped when the filter changes, by design).
  await expect(page.getByText('Total: 12')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Seleccionar página' }).check();
  await page
    .getByRole('button', { name: 'Seleccionar los 12 usuarios que coinciden con el filtro' })
    .click();
  await expect(page.getByText('Se seleccionaron los 12 usuarios que coinciden')).toBeVisible();
  await expect(page.getByText('12 seleccionados')).toBeVisible();

  await page.getByRole('button', { name: 'Desactivar', exact: true }).click();
  let dialogo = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialogo.getByText('Se desactivarán 12 usuarios: no podrán ingresar.')).toBeVisible();
  await dialogo.getByRole('button', { name: 'Desactivar', exact: true }).click();
  await expect(page.getByText('Aplicado a 12 usuarios')).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar' }).click();
  // All 12 are now among the inactive ones (the filter drops the selection, by design).
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Inactivos' }).click();
  await expect(page.getByText('Total: 12')).toBeVisible();
  await expect(page.getByText('12 seleccionados')).toHaveCount(0);

  // The export is the filtered list, re-importable, accents intact.
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  await (await descarga).saveAs(testInfo.outputPath('usuarios.csv'));
  const exportado = leerCsv(await readFile(testInfo.outputPath('usuarios.csv')));
  if (!exportado.ok) throw new Error(exportado.error);
  expect(exportado.codificacion).toBe('utf-8-bom');
  expect(exportado.filas).toHaveLength(12);
  expect(JSON.stringify(exportado.filas)).toContain('Número1');

  // Deleting all of them, with the irreversible warning.
  await page.getByRole('checkbox', { name: 'Seleccionar página' }).check();
  await page
    .getByRole('button', { name: 'Seleccionar los 12 usuarios que coinciden con el filtro' })
    .click();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  dialogo = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(
    dialogo.getByText('Esta acción es irreversible: se eliminarán 12 usuarios y sus datos.'),
  ).toBeVisible();
  await dialogo.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByText('Aplicado a 12 usuarios')).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('checkbox', { name: /^Seleccionar masivo/ })).toHaveCount(0);
});

test('on the desktop the file comes from the native open dialog through the bridge', async ({
  page,
  baseURL,
}, testInfo) => {
  const harness = new DesktopHarness(new URL(baseURL ?? '').origin);
  await harness.attach(page);
  try {
    const s = Date.now().toString().slice(-7);
    const ruta = testInfo.outputPath('escritorio.csv');
    const carla: Aprendiz = {
      email: `carla${s}@e2e.co`,
      nombre: 'Carla Ibáñez',
      documento: `84${s}`,
      password: 'clave-de-carla-2026',
    };
    await writeFile(ruta, archivo([carla]));

    await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByText('Hola, Administrador')).toBeVisible();
    await page.goto('/usuarios');
    await page.getByRole('button', { name: 'Importar usuarios' }).click();
    const dialogo = page.getByRole('dialog');

    // Cancelling the native dialog changes nothing; choosing the file validates it.
    await dialogo.getByRole('button', { name: 'Elegir archivo' }).click();
    await expect(dialogo.getByRole('button', { name: 'Elegir archivo' })).toBeEnabled();
    harness.siguienteArchivoAbrir = ruta;
    await dialogo.getByRole('button', { name: 'Elegir archivo' }).click();
    await expect(dialogo.getByText('Archivo: escritorio.csv (1 fila)')).toBeVisible();
    await expect(dialogo.getByText(carla.email)).toBeVisible();
    await dialogo.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(
      dialogo.getByText('Importación completada: 1 creados, 0 actualizados'),
    ).toBeVisible({ timeout: 30_000 });
  } finally {
    harness.dispose();
  }
});
