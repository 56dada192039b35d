import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.0 and 2.1, levels A and AA: what issue 16 asks of every screen. */
export const ETIQUETAS_WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Tabster's sentinels of Fluent's Toaster, and only those: inside the toaster (one group per
 * toast) and beside it in the live region it is mounted in (app/providers.tsx).
 */
export const SENTINELAS_TOAST = [
  '.fui-Toaster [data-tabster-dummy]',
  '[aria-live="polite"] > [data-tabster-dummy]',
];

/**
 * Runs axe on the page as it is now and returns its serious and critical violations as
 * readable lines (where, rule, impact, each node's selector and markup), none if it passes.
 * No rule is disabled; the only nodes left out are the toast sentinels (SENTINELAS_TOAST).
 */
export async function violacionesGraves(page: Page, donde: string): Promise<string[]> {
  const axe = new AxeBuilder({ page }).withTags(ETIQUETAS_WCAG);
  // The one exclusion (docs/accesibilidad.md): the focus sentinels Fluent's Toaster puts in
  // each toast group (tabster "Groupper"), always tabbable while aria-hidden. No prop of
  // the Toaster turns them off; everything else of the toast is still checked.
  for (const selector of SENTINELAS_TOAST) axe.exclude(selector);
  const resultado = await axe.analyze();
  return resultado.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${donde} · ${v.id} (${v.impact}) · ${n.target.join(' > ')} · ${n.html.slice(0, 160)}`,
      ),
    );
}

/**
 * A screen is ready when its spinners are gone and its heading shows: axe then sees the
 * real content (cards, tables), not a loader.
 */
export async function esperarPantalla(page: Page, donde = page.url()): Promise<void> {
  await page.waitForLoadState('networkidle');
  // A page's heading; the lesson player's page (/pl/:id) has no h1 of its own, and a
  // refused evaluation shows only its notice.
  await expect(
    page.locator('h1, main h2, main .fui-MessageBar').first(),
    `${donde}: sin encabezado ni aviso`,
  ).toBeVisible();
  await expect(page.locator('.fui-Spinner'), `${donde}: sigue cargando`).toHaveCount(0);
}

/** Opens a dialog, checks it with axe, closes it with Escape and checks focus came back. */
export async function revisarDialogo(
  page: Page,
  nombre: string,
  abrir: () => Promise<void>,
  dialogo: Locator = page.getByRole('dialog').or(page.getByRole('alertdialog')),
): Promise<string[]> {
  await abrir();
  await expect(dialogo.first()).toBeVisible();
  // Fluent animates the surface in; axe reads colours, so wait for the end of the motion.
  await page.waitForTimeout(400);
  const fallos = await violacionesGraves(page, `diálogo «${nombre}»`);
  await page.keyboard.press('Escape');
  await expect(dialogo).toHaveCount(0);
  return fallos;
}
