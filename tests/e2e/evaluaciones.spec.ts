import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { aprendizDelDemo, llamar, tokenAdmin } from './api';
import { expect, login, test } from './fixtures';

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
    for (const l of abiertas) {
      await llamar(request, token, 'POST', '/api/usuarios/agregarprogreso', {
        _id: user._id,
        progreso_multimedia: {
          id: l._id,
          progreso: 'completado',
          porcentaje: 100,
          fecha: new Date().toISOString(),
        },
      });
    }
  }
}

/** Answers question i (from 0) with the given text, on its tab. */
async function responder(page: Page, i: number, texto: string) {
  await page.getByRole('tab', { name: `Pregunta ${i + 1}`, exact: true }).click();
  await page
    .getByRole('group', { name: `Respuestas de la pregunta ${i + 1}` })
    .getByRole('checkbox', { name: texto, exact: true })
    .check();
}

test('a learner finishes the demo course, fails once with feedback, passes, downloads the certificate and verifies it', async ({
  page,
  request,
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
  await responder(page, 0, INCORRECTAS[0] ?? '');
  await responder(page, 1, INCORRECTAS[1] ?? '');
  for (const i of [2, 3, 4]) await responder(page, i, CORRECTAS[i] ?? '');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByText('Puntaje: 60 de 100')).toBeVisible();
  await expect(page.getByText('NO APROBADO')).toBeVisible();

  // The feedback marks the wrong choice and shows the right one.
  await page.getByRole('button', { name: 'Ver retroalimentación' }).click();
  const retro = page.getByRole('dialog', { name: /Retroalimentación/ });
  await expect(retro.getByText('Puntaje: 60 de 100')).toBeVisible();
  await expect(retro.getByText('El monitor').locator('xpath=..')).toContainText('Incorrecta');
  await expect(retro.getByText('El teclado').locator('xpath=..')).toContainText(
    'Respuesta correcta',
  );
  await page.keyboard.press('Escape');
  await expect(retro).toBeHidden();

  // Second attempt: all right → 100, approved, a certificate is issued.
  await page.getByRole('button', { name: 'Presentar de nuevo' }).click();
  for (const [i, texto] of CORRECTAS.entries()) await responder(page, i, texto);
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByText('Puntaje: 100 de 100')).toBeVisible();
  await expect(page.getByText(/Obtuviste tu certificado N° \d+/)).toBeVisible();

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
