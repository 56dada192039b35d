import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The phone's width in tests/e2e/movil.spec.ts. */
export const ANCHO = 390;

/**
 * How wide the page is: the document, the body, and how far the content column (the
 * scroller around <main>) scrolls sideways; plus the deepest elements that stick out on the
 * right without a scroll container of their own (a table's own scroll area is fine).
 */
export async function medir(page: Page) {
  return page.evaluate((ancho) => {
    const columna = document.querySelector('main')?.parentElement ?? document.body;
    const raices = new Set<Element>([document.documentElement, document.body, columna]);
    const recortado = (el: Element) => {
      for (let a = el.parentElement; a && !raices.has(a); a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    const sobresalen = [...document.querySelectorAll('body *')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.right > ancho + 0.5 && !recortado(el);
    });
    const hojas = sobresalen.filter((el) => !sobresalen.some((o) => o !== el && el.contains(o)));
    return {
      documento: document.documentElement.scrollWidth,
      cuerpo: document.body.scrollWidth,
      columna: columna.scrollWidth - columna.clientWidth,
      culpables: hojas.slice(0, 4).map((el) => {
        const r = el.getBoundingClientRect();
        const clase = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
        const texto = (el.textContent ?? '').trim().slice(0, 30);
        return `${el.tagName.toLowerCase()}.${clase} [${Math.round(r.left)}–${Math.round(r.right)}] ${texto}`;
      }),
    };
  }, ANCHO);
}

/** Requests in flight, counted per page (Playwright's networkidle only holds at load). */
export function vigilarRed(page: Page): () => Promise<void> {
  let enCurso = 0;
  page.on('request', () => (enCurso += 1));
  page.on('requestfinished', () => (enCurso -= 1));
  page.on('requestfailed', () => (enCurso -= 1));
  return async () => {
    await expect.poll(() => enCurso, { timeout: 15_000 }).toBeLessThanOrEqual(0);
  };
}

/**
 * Client-side navigation (the router follows popstate: no reload, one page for the whole
 * loop), then waits until the path is the asked one (or /401 for a role without the
 * permission), nothing is loading and the page has content.
 */
export async function ir(page: Page, ruta: string, redEnCalma: () => Promise<void>): Promise<void> {
  await page.evaluate((r) => {
    window.history.pushState(null, '', r);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, ruta);
  const destino = new URL(ruta, 'http://x').pathname;
  await expect
    .poll(() => page.evaluate(() => location.pathname))
    .toMatch(new RegExp(`^(${destino.replace(/[.?]/g, '\\$&')}|/401)$`));
  await redEnCalma();
  await expect(page.locator('.fui-Spinner')).toHaveCount(0);
  await expect(page.locator('main').first()).not.toBeEmpty();
  await redEnCalma();
}

/** Whether a box lies within the phone's width (1 px of rounding allowed). */
export function dentro(caja: { x: number; width: number } | null): boolean {
  return caja !== null && caja.x >= -1 && caja.x + caja.width <= ANCHO + 1;
}

/**
 * Opens a dialog, checks it fits the phone (its box, no sideways scroll inside it or in the
 * page), and closes it with Escape.
 */
export async function dialogoCabe(page: Page, abrir: () => Promise<void>): Promise<string[]> {
  await abrir();
  const dialogo = page.getByRole('dialog').last();
  await expect(dialogo).toBeVisible();
  // Once its opening animation is over.
  await expect.poll(async () => dentro(await dialogo.boundingBox())).toBe(true);
  const nombre = (await dialogo.getAttribute('aria-label')) ?? (await dialogo.textContent()) ?? '';
  const fallos: string[] = [];
  if (!dentro(await dialogo.boundingBox())) fallos.push(`${nombre.slice(0, 40)}: más ancho`);
  const desborde = await dialogo.evaluate((el) => el.scrollWidth - el.clientWidth);
  if (desborde > 0) fallos.push(`${nombre.slice(0, 40)}: se desplaza ${desborde}px de lado`);
  const m = await medir(page);
  if (m.documento > ANCHO || m.cuerpo > ANCHO)
    fallos.push(`${nombre.slice(0, 40)}: página ${m.documento}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return fallos;
}
