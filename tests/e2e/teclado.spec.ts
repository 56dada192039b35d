import type { Locator, Page } from '@playwright/test';
import { cursoConVideo, subirSubtituloApi } from './cursoVideo';
import { expect, test } from './fixtures';

/**
 * Keyboard only (issue 16): login → open a lesson → play, seek and close → take the
 * evaluation, on a CPU throttled 4x (CDP, as completitud.spec.ts). Not one mouse click:
 * focus moves with Tab / Shift+Tab, controls are pressed with Enter and Space, and every
 * control reached on the way shows where the focus is.
 */
const CPU_LENTA = 4;

/** Presses Tab (or Shift+Tab) until `destino` has the focus. */
async function tabularHasta(page: Page, destino: Locator, atras = false, maximo = 120) {
  for (let i = 0; i < maximo; i += 1) {
    const enFoco = await destino.evaluate((el) => el === document.activeElement).catch(() => false);
    if (enFoco) return;
    await page.keyboard.press(atras ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`el foco no llegó a ${destino.toString()}`);
}

/**
 * The focused element shows it: an outline, a focus ring drawn by Fluent's ::after, or a
 * box-shadow, while matching :focus-visible (what the browser deems keyboard focus).
 */
async function focoVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || !el.matches(':focus-visible')) return false;
    const propio = getComputedStyle(el);
    const anillo = getComputedStyle(el, '::after');
    const conBorde = (s: CSSStyleDeclaration) =>
      (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) ||
      (s.borderStyle !== 'none' && parseFloat(s.borderTopWidth) > 0 && s.content !== 'none');
    return conBorde(propio) || conBorde(anillo) || propio.boxShadow !== 'none';
  });
}

async function pulsar(page: Page, destino: Locator, tecla: 'Enter' | 'Space' = 'Enter') {
  await tabularHasta(page, destino);
  expect(await focoVisible(page), `foco visible en ${destino.toString()}`).toBe(true);
  await page.keyboard.press(tecla);
}

test('keyboard only on a slow PC: login, open a lesson, play, seek and close it, take the evaluation', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const c = await cursoConVideo(request, 'TECLA');
  // English captions only: with the Spanish interface, CC starts off.
  await subirSubtituloApi(
    request,
    c.admin,
    c.multimediaId,
    'en',
    'WEBVTT\n\n00:00:00.000 --> 00:00:24.000\nWelcome\n',
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_LENTA });

  // Login.
  await page.goto('/login');
  await tabularHasta(page, page.getByLabel('Usuario o email'));
  await page.keyboard.type(c.email);
  await tabularHasta(page, page.getByLabel('Contraseña'));
  await page.keyboard.type(c.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Hola, Lucía')).toBeVisible({ timeout: 30_000 });

  // The course, then its lesson.
  await pulsar(page, page.getByRole('button', { name: new RegExp(c.codigo) }));
  const tarjeta = page.getByRole('button', { name: new RegExp(`^${c.leccion}`) });
  await expect(tarjeta).toBeVisible({ timeout: 30_000 });
  await pulsar(page, tarjeta);
  const dialogo = page.getByRole('dialog');
  await expect(dialogo).toBeVisible();

  // The player: named, reachable, its keys explained; duration known before playing.
  const reproductor = dialogo.getByRole('group', { name: 'Reproductor' });
  await expect(dialogo.getByRole('slider', { name: 'Posición' })).toBeEnabled({
    timeout: 30_000,
  });
  await tabularHasta(page, reproductor);
  expect(await focoVisible(page)).toBe(true);
  await expect(reproductor).toHaveAccessibleDescription(/Espacio o Enter reproduce o pausa/);
  const tiempo = () => page.evaluate(() => document.querySelector('video')?.currentTime ?? -1);

  // Space plays; the arrows seek (5 % of 24 s) forward and back; Enter pauses.
  await page.keyboard.press('Space');
  await expect(dialogo.getByRole('button', { name: 'Pausar' })).toBeVisible();
  const antes = await tiempo();
  await page.keyboard.press('ArrowRight');
  await expect.poll(tiempo).toBeGreaterThan(antes + 1);
  const adelante = await tiempo();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(tiempo).toBeLessThan(adelante);
  await page.keyboard.press('Enter');
  await expect(dialogo.getByRole('button', { name: 'Reproducir' })).toBeVisible();

  // Every control of the player is named and reached with Tab, the play button plays.
  for (const nombre of ['Detener', 'Posición', 'Velocidad', 'Volumen']) {
    const control = dialogo.getByLabel(nombre, { exact: true });
    await tabularHasta(page, control);
    expect(await focoVisible(page), nombre).toBe(true);
  }
  // CC: its menu opens with Enter and a language is chosen with the arrows and Enter.
  const cc = dialogo.getByRole('button', { name: /^CC – / });
  await expect(cc).toHaveAccessibleName('CC – Subtítulos: Desactivados');
  await pulsar(page, cc);
  const ingles = page.getByRole('menuitemradio', { name: 'English' });
  await expect(ingles).toBeVisible();
  for (let i = 0; i < 4; i += 1) {
    if (await ingles.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(cc).toHaveAccessibleName('CC – Subtítulos: English');

  // Back to the start with Detener, then played through from the play button.
  await pulsar(page, dialogo.getByRole('button', { name: 'Detener' }));
  await expect.poll(tiempo).toBe(0);
  await tabularHasta(page, dialogo.getByRole('button', { name: 'Reproducir' }), true);
  await page.keyboard.press('Enter');
  await expect(dialogo.getByText('Lección completada')).toBeVisible({ timeout: 120_000 });

  // Close, with the Cerrar button.
  await tabularHasta(page, dialogo.getByRole('button', { name: 'Cerrar', exact: true }), true);
  expect(await focoVisible(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(dialogo).toBeHidden();
  await expect(tarjeta).toContainText('Completado', { timeout: 30_000 });

  // The evaluation, from the side menu.
  await pulsar(page, page.getByRole('link', { name: 'Evaluaciones' }).first());
  await expect(page).toHaveURL(/\/evaluaciones$/);
  await pulsar(page, page.getByTitle(`Presentar Evaluación de ${c.codigo}`));
  await expect(page.getByText(`Código: EVAL-${c.codigo}`)).toBeVisible({ timeout: 30_000 });
  const si = page
    .getByRole('group', { name: 'Respuestas de la pregunta 1' })
    .getByRole('checkbox', { name: 'Sí', exact: true });
  await pulsar(page, si, 'Space');
  await expect(si).toBeChecked();
  await pulsar(page, page.getByRole('button', { name: 'Enviar', exact: true }));
  await expect(page.getByText('Puntaje: 100 de 100')).toBeVisible({ timeout: 30_000 });
});
