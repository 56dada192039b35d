import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { aprendizDelDemo, llamar, tokenAdmin } from './api';
import { E2E_ADMIN, expect, login, test } from './fixtures';
import { completarLeccionApi } from './progresoApi';

/** The demo evaluation (src/server/demo/evaluacion.ts): the right answer of each question. */
const CORRECTAS = [
  'El teclado',
  'Que la conexión con el sitio está cifrada (HTTPS)',
  'Una frase larga con letras, números y símbolos',
  'PDF',
  'La barra de direcciones',
];
const INCORRECTAS = ['El monitor', 'Que la página no tiene publicidad'];

interface Leccion {
  _id: string;
  nombre: string;
  progress: number;
  bloqueo: unknown;
}

/**
 * Completes the demo course's lessons as the learner, in order, through the progress API
 * (the lesson player itself is the aprendizaje journey's subject).
 */
async function completarCurso(request: APIRequestContext, email: string, cursoId: string) {
  const login = await request.post('/auth/login', {
    data: { email, password: 'clave-de-luz' },
  });
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  for (let vuelta = 0; vuelta < 10; vuelta += 1) {
    const lecciones = await llamar<{ data: Leccion[] }>(
      request,
      token,
      'GET',
      `/api/multimedias/filtrar?cursos=${cursoId}&fin=50`,
    );
    const abiertas = lecciones.data.filter((l) => l.bloqueo === null && l.progress < 100);
    if (abiertas.length === 0) return;
    // As real time allows it: the server bounds progress (docs/progreso.md).
    for (const l of abiertas) await completarLeccionApi(request, token, user._id, l._id);
  }
}

/**
 * Ticks the given answers wherever they are: questions and answers come shuffled per
 * attempt (the default), so each tab is searched for the texts it holds.
 */
async function responder(page: Page, textos: readonly string[]) {
  for (let n = 1; n <= CORRECTAS.length; n += 1) {
    await page.getByRole('tab', { name: `Pregunta ${n}`, exact: true }).click();
    const grupo = page.getByRole('group', { name: `Respuestas de la pregunta ${n}` });
    await expect(grupo).toBeVisible();
    for (const texto of textos) {
      const casilla = grupo.getByRole('checkbox', { name: texto, exact: true });
      if ((await casilla.count()) > 0) await casilla.check();
    }
  }
}

test('a learner finishes the demo course, fails once with feedback without the key, waits, passes, downloads the certificate and verifies it', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const sufijo = Date.now().toString().slice(-6);
  const admin = await tokenAdmin(request);
  const email = `evalua${sufijo}@prueba.co`;
  const { cursoId } = await aprendizDelDemo(request, admin, {
    email,
    nombre: 'Luz',
    password: 'clave-de-luz',
  });

  // Before the course is complete the evaluation is locked, and says why.
  await login(page, email, 'clave-de-luz');
  await expect(page.getByText('Hola, Luz')).toBeVisible();
  await page.goto('/evaluaciones');
  const tarjeta = page
    .getByText('EVAL-DEMO-01')
    .locator('xpath=ancestor::div[contains(@class,"fui-Card")][1]');
  await expect(tarjeta).toContainText(
    'Debes completar el curso antes de acceder a esta evaluación.',
  );
  await expect(page.getByTitle('Presentar Evaluación final')).toHaveCount(0);

  await completarCurso(request, email, cursoId);
  await page.reload();
  await expect(tarjeta).toContainText('Lista para presentar');
  await expect(tarjeta).toContainText('Completado: 100%');

  // First attempt: two wrong answers → 60, not approved.
  await page.getByTitle('Presentar Evaluación final').click();
  await expect(page.getByText('Código: EVAL-DEMO-01')).toBeVisible();
  await expect(page.getByText('Intentos: 0 (sin límite)')).toBeVisible();
  await responder(page, [...INCORRECTAS, ...CORRECTAS.slice(2)]);
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByText('Puntaje: 60 de 100')).toBeVisible();
  await expect(page.getByText('NO APROBADO')).toBeVisible();

  // The feedback says which questions were wrong and what was ticked, never the right
  // answer (default: the answers show once the learner passes).
  await page.getByRole('button', { name: 'Ver retroalimentación' }).click();
  const retro = page.getByRole('dialog', { name: /Retroalimentación/ });
  await expect(retro.getByText('Puntaje: 60 de 100')).toBeVisible();
  await expect(
    retro.getByText('Las respuestas correctas se mostrarán cuando apruebes la evaluación.'),
  ).toBeVisible();
  await expect(retro.getByText('Respondida incorrectamente')).toHaveCount(2);
  await expect(retro.getByText('El monitor').locator('xpath=..')).toContainText('Tu respuesta');
  await expect(retro.getByText('Respuesta correcta')).toHaveCount(0);
  await expect(retro.getByText('Incorrecta', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(retro).toBeHidden();

  // Trying again at once: the server's 10-minute wait, shown with when it opens.
  await page.getByRole('button', { name: 'Presentar de nuevo' }).click();
  await expect(page.getByText('Intentos: 1 (sin límite)')).toBeVisible();
  await expect(page.getByText(/Podrás presentar de nuevo a partir del/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar', exact: true })).toBeDisabled();

  // The administrator lowers the wait to 0 in the evaluation form.
  const adminPage = await (await browser.newContext({ baseURL, locale: 'es-CO' })).newPage();
  await login(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
  await adminPage.waitForURL((url) => !url.pathname.startsWith('/login'));
  await adminPage.goto('/evaluaciones');
  await adminPage.getByRole('button', { name: 'Editar Evaluación final' }).click();
  const espera = adminPage.getByLabel('Espera mínima entre intentos (minutos)');
  await expect(espera).toHaveValue('10');
  await expect(adminPage.getByLabel('Mostrar las respuestas correctas')).toHaveValue('alAprobar');
  await espera.fill('0');
  await adminPage.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(adminPage).toHaveURL(/\/evaluaciones$/);
  await adminPage.context().close();

  // Second attempt: all right → 100, approved, a certificate is issued.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Enviar', exact: true })).toBeEnabled();
  await responder(page, CORRECTAS);
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByText('Puntaje: 100 de 100')).toBeVisible();
  await expect(page.getByText(/Obtuviste tu certificado N° \d+/)).toBeVisible();

  // Approved: now the feedback shows the right answers.
  await page.getByRole('button', { name: 'Ver retroalimentación' }).click();
  await expect(retro.getByText('El teclado').locator('xpath=..')).toContainText(
    'Respuesta correcta',
  );
  await page.keyboard.press('Escape');
  await expect(retro).toBeHidden();

  await page.goto('/evaluaciones');
  await expect(tarjeta).toContainText('APROBADO');
  await expect(page.getByText('¡Certificado disponible!')).toBeVisible();

  // The certificate page, and the download of the issued PDF.
  await page.goto('/certificados');
  await expect(page.getByText(/Certificado N° \d+/).first()).toBeVisible();
  await expect(page.getByText('Luz Prueba').first()).toBeVisible();
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar Certificado' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe('certificado.pdf');
  const ruta = testInfo.outputPath('certificado.pdf');
  await archivo.saveAs(ruta);
  const bytes = await readFile(ruta);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const huella = createHash('sha256').update(bytes).digest('hex');

  // Its public verification page, without a session, says it is valid and its hash matches.
  await page.getByRole('link', { name: /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/ }).click();
  await expect(page).toHaveURL(/\/verificar\/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const enlace = page.url();
  const anonima = await page.context().browser()?.newPage();
  if (!anonima) throw new Error('sin navegador');
  await anonima.goto(enlace);
  await expect(anonima.getByText('VÁLIDO', { exact: true })).toBeVisible();
  await expect(anonima.getByText(huella)).toBeVisible();
  await anonima.locator('input[type="file"]').setInputFiles(ruta);
  await expect(anonima.getByText('El archivo coincide con el certificado emitido.')).toBeVisible();
  // A modified copy does not verify.
  const alterado = testInfo.outputPath('alterado.pdf');
  const copia = Buffer.from(bytes);
  copia[copia.length - 10] = (copia[copia.length - 10] ?? 0) ^ 1;
  await writeFile(alterado, copia);
  await anonima.locator('input[type="file"]').setInputFiles(alterado);
  await expect(
    anonima.getByText('El archivo NO coincide: pudo haber sido modificado.'),
  ).toBeVisible();
  await anonima.close();
});
