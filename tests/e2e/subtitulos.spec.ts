import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { responderLeccion } from '../../src/main/services/descargas/responderLeccion';
import { cursoConVideo, subirSubtituloApi } from './cursoVideo';
import { E2E_ADMIN, expect, login, test } from './fixtures';
import { DesktopHarness } from './harness/desktopBridge';

/**
 * Captions (issue 16): an admin uploads WebVTT files in the lesson dialog — a bad file is
 * refused with the server's Spanish message naming the line — and a learner sees the cue in
 * the player with the "CC" control, whose choice lasts for the session.
 */
const CUE = 'Bienvenidos al curso de prueba';
const VTT = `WEBVTT\n\n1\n00:00:00.500 --> 00:00:20.000\n${CUE}\n`;

const vtt = (name: string, texto: string) => ({
  name,
  mimeType: 'text/vtt',
  buffer: Buffer.from(texto),
});

/** The caption the player draws over the video now (null when none shows). */
async function cueVisible(page: Page) {
  const leyenda = page.getByTestId('leyenda-subtitulos');
  return (await leyenda.isVisible()) ? leyenda.innerText() : null;
}

/**
 * Whether what is drawn at the middle of `locator` is `locator` itself (or inside it): false
 * when something else covers it, as the control bar once covered the keyboard hint.
 */
function seVe(locator: Locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const arriba = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return arriba !== null && el.contains(arriba);
  });
}

/** Whether `a` lies wholly above `b` on the screen. */
async function encima(a: Locator, b: Locator) {
  const [ca, cb] = [await a.boundingBox(), await b.boundingBox()];
  return ca !== null && cb !== null && ca.y + ca.height <= cb.y;
}

test('an admin uploads a .vtt in the lesson dialog (a bad one is refused in Spanish) and a learner turns CC on and reads the cue', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const c = await cursoConVideo(request, 'SUB');

  // The admin, in the lesson dialog of the course's lessons page.
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole('navigation').first()).toBeVisible({ timeout: 30_000 });
  await page.goto(`/cursos/curso-files/${c.cursoId}`);
  await page.getByRole('button', { name: `Editar ${c.leccion}` }).click();
  const dialogo = page.getByRole('dialog', { name: 'Editar multimedia' });
  const seccion = dialogo.getByRole('region', { name: 'Subtítulos' });
  await expect(seccion.getByText('Esta lección aún no tiene subtítulos.')).toBeVisible();

  // An .srt renamed .vtt, then cue times backwards: each refused, naming the line.
  await seccion
    .getByLabel('Archivo .vtt')
    .setInputFiles(vtt('malo.vtt', '1\n00:00:01,000 --> 00:00:02,000\nHola\n'));
  await seccion.getByRole('button', { name: 'Subir subtítulos' }).click();
  await expect(seccion.getByRole('alert')).toContainText(
    'Línea 1: un archivo WebVTT debe empezar por «WEBVTT».',
  );
  await seccion
    .getByLabel('Archivo .vtt')
    .setInputFiles(vtt('reves.vtt', 'WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nAl revés\n'));
  await seccion.getByRole('button', { name: 'Subir subtítulos' }).click();
  await expect(seccion.getByRole('alert')).toContainText(
    'Línea 3: el final (00:00:02.000) debe ser posterior al inicio (00:00:05.000).',
  );

  // The right file, in Spanish (the default language of the form).
  await seccion.getByLabel('Archivo .vtt').setInputFiles(vtt('es.vtt', VTT));
  await seccion.getByRole('button', { name: 'Subir subtítulos' }).click();
  await expect(seccion.getByText('Español (es)')).toBeVisible();
  await expect(seccion.getByRole('alert')).toHaveCount(0);
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialogo).toBeHidden();

  // The learner opens the lesson: the UI is in Spanish and a Spanish track exists → shown.
  const contexto = await browser.newContext();
  const aprendiz = await contexto.newPage();
  const errores: string[] = [];
  aprendiz.on('pageerror', (e) => errores.push(e.message));
  await login(aprendiz, c.email, c.password);
  await expect(aprendiz.getByText('Hola, Lucía')).toBeVisible({ timeout: 30_000 });
  await aprendiz.goto(`/pl/${c.multimediaId}`);
  const cc = aprendiz.getByRole('button', { name: /^CC – / });
  await expect(cc).toHaveAccessibleName('CC – Subtítulos: Español', { timeout: 30_000 });
  await expect(aprendiz.locator('video track[kind="subtitles"][srclang="es"]')).toHaveCount(1);

  // Off from the menu; the choice is kept for the session (a reload keeps it off).
  await cc.click();
  await aprendiz.getByRole('menuitemradio', { name: 'Desactivados' }).click();
  await expect(cc).toHaveAccessibleName('CC – Subtítulos: Desactivados');
  await aprendiz.reload();
  await expect(cc).toHaveAccessibleName('CC – Subtítulos: Desactivados', { timeout: 30_000 });

  // On again, seek into the cue: the cue's text is the active one.
  await expect(aprendiz.getByRole('slider', { name: 'Posición' })).toBeEnabled({
    timeout: 30_000,
  });
  await cc.click();
  await aprendiz.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(cc).toHaveAccessibleName('CC – Subtítulos: Español');
  await aprendiz.evaluate(() => {
    const video = document.querySelector('video');
    if (video) video.currentTime = 3;
  });
  await expect.poll(() => cueVisible(aprendiz), { timeout: 15_000 }).toBe(CUE);
  // Paused, the control bar shows over the video's bottom edge: the caption sits above it
  // (the browser would draw it under the bar), and the keyboard hint under the player is not
  // covered either.
  const leyenda = aprendiz.getByTestId('leyenda-subtitulos');
  await expect(leyenda).toHaveAttribute('lang', 'es');
  const barra = aprendiz.getByTestId('barra-controles');
  await expect(barra).toBeVisible();
  expect(await encima(leyenda, barra)).toBe(true);
  expect(await seVe(aprendiz.getByText(/^Teclado: Espacio o Enter/))).toBe(true);
  await cc.click();
  await aprendiz.getByRole('menuitemradio', { name: 'Desactivados' }).click();
  await expect(leyenda).toHaveCount(0);
  expect(errores).toEqual([]);
  await contexto.close();
});

test('desktop: the captions are downloaded with the lesson through main and leccion:// serves them without the server', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const c = await cursoConVideo(request, 'SUBOFF');
  await subirSubtituloApi(request, c.admin, c.multimediaId, 'es', VTT);
  const harness = new DesktopHarness(new URL(baseURL ?? '').origin);
  try {
    // Centre mode: the page talks to main's real centre shell and bridge, as the app does.
    const shell = await harness.iniciarCentro(baseURL ?? '');
    await harness.attach(page);
    await page.goto(`${shell}/login`);
    await page.getByLabel('Usuario o email').fill(c.email);
    await page.getByLabel('Contraseña').fill(c.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('Hola, Lucía')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: new RegExp(c.codigo) }).click();
    await page.getByRole('button', { name: 'Descargar curso' }).click();
    await expect(page.getByText(/^Descargada · /).first()).toBeVisible({ timeout: 30_000 });

    // The renderer's download (through the real bridge) brought the caption along.
    const descargas = harness.servicios?.descargas;
    if (!descargas) throw new Error('main no está en marcha');
    const [d] = await descargas.listar();
    expect(d).toMatchObject({ multimediaId: c.multimediaId, estado: 'completa' });
    expect(d?.subtitulos).toEqual(['es']);
    expect(
      readdirSync(join(harness.dataDir, 'lecciones')).filter((f) => f.endsWith('.vtt')),
    ).toEqual([`${c.multimediaId}.sub.es.vtt`]);
    // What the player reads offline: the file from disk, as text/vtt.
    const res = await responderLeccion(
      new Request(`leccion://${c.multimediaId.toLowerCase()}/subtitulos/es`),
      descargas,
    );
    expect(res.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await res.text()).toBe(VTT);
  } finally {
    await harness.dispose();
  }
});
