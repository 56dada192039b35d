import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { aprendizDelDemo, tokenAdmin } from './api';
import { DesktopHarness, type OpcionesHarness } from './harness/desktopBridge';
import { expect, login, test } from './fixtures';

/**
 * Kiosk mode on a shared PC, through the desktop harness: the real ConfiguracionKiosko
 * reads a real kiosko.json and answers `kiosko.config` over the real handler table; the
 * idle logout and 'Cambiar de usuario' run in the page as in the app.
 */
let harness: DesktopHarness;
let sufijo = '';

async function montar(page: Page, baseURL: string | undefined, opciones: OpcionesHarness) {
  harness = new DesktopHarness(new URL(baseURL ?? '').origin, opciones);
  await harness.attach(page);
}
test.afterEach(() => harness.dispose());
test.beforeEach(() => {
  sufijo = `${Date.now().toString().slice(-6)}${Math.floor(Math.random() * 1000)}`;
});

async function aprendiz(request: Parameters<typeof tokenAdmin>[0], nombre: string) {
  const admin = await tokenAdmin(request);
  const email = `kiosko-${nombre.toLowerCase()}-${sufijo}@prueba.co`;
  await aprendizDelDemo(request, admin, { email, nombre, password: 'clave-del-kiosko' });
  return { email, nombre, password: 'clave-del-kiosko' };
}

const archivoSesion = () => {
  try {
    return readFileSync(harness.storePath, 'utf8');
  } catch {
    return '';
  }
};

/** Records every number the countdown shows, however briefly (each lasts one second). */
async function registrarCuentaRegresiva(page: Page) {
  await page.evaluate(() => {
    const vistos: number[] = [];
    (window as unknown as { __cuenta: number[] }).__cuenta = vistos;
    const mirar = () => {
      const m = /Tu sesión se cerrará en (\d+) s/.exec(document.body.textContent ?? '');
      const n = m ? Number(m[1]) : null;
      if (n !== null && vistos.at(-1) !== n) vistos.push(n);
    };
    new MutationObserver(mirar).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cuenta: number[] }).__cuenta);
}

/** Nothing of the previous learner on screen, in the page's storage, or in main's token store. */
async function sinRastroDe(page: Page, nombre: string) {
  await expect(page.getByText(`Hola, ${nombre}`)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /DEMO-01/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.body.innerText)).not.toContain(nombre);
  const almacenes = await page.evaluate(() =>
    JSON.stringify([{ ...window.localStorage }, { ...window.sessionStorage }]),
  );
  expect(almacenes).not.toContain(nombre);
  expect(harness.tokenStore.get()).toBeNull();
  expect(archivoSesion()).not.toMatch(/eyJ/);
}

test.describe('kiosk mode', () => {
  test('idle: a visible countdown, then back to login with no trace of the learner', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await montar(page, baseURL, {
      kiosko: { activo: true, inactividadSegundos: 4, cuentaRegresivaSegundos: 5 },
    });
    const rosa = await aprendiz(request, 'Rosa');
    await login(page, rosa.email, rosa.password, true);
    await expect(page.getByText('Hola, Rosa')).toBeVisible();
    await expect(page.getByRole('button', { name: /DEMO-01/ })).toBeVisible();
    expect(harness.tokenStore.get()?.token).toMatch(/^eyJ/);
    const cuentaVista = await registrarCuentaRegresiva(page);

    // Nobody touches anything: after 4 s the countdown shows, then the session closes.
    await expect(page.getByRole('alertdialog')).toContainText(/Tu sesión se cerrará en [1-5] s/);
    await expect(page.getByRole('button', { name: 'Seguir aquí' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
    // It counted down from 5, one number at a time (a very late timer may skip one).
    const cuenta = await cuentaVista();
    expect(cuenta[0]).toBe(5);
    expect(cuenta.length).toBeGreaterThanOrEqual(3);
    expect(cuenta).toEqual([...cuenta].sort((a, b) => b - a));
    await expect(page.getByLabel('Usuario o email')).toBeVisible();
    await sinRastroDe(page, 'Rosa');

    // Asking for a signed-in page does not bring the previous learner's screen either.
    await page.goto('/cursos');
    await expect(page).toHaveURL(/\/login/);
    await sinRastroDe(page, 'Rosa');
  });

  test("'Seguir aquí' keeps the session", async ({ page, request, baseURL }) => {
    await montar(page, baseURL, {
      kiosko: { activo: true, inactividadSegundos: 3, cuentaRegresivaSegundos: 30 },
    });
    const luis = await aprendiz(request, 'Luis');
    await login(page, luis.email, luis.password);
    await expect(page.getByText('Hola, Luis')).toBeVisible();

    await expect(page.getByText(/Tu sesión se cerrará en \d+ s/)).toBeVisible();
    // Moving the pointer does not close it (a click would fall through); the button does.
    await page.mouse.move(10, 10);
    await page.mouse.move(200, 200);
    await expect(page.getByText(/Tu sesión se cerrará en \d+ s/)).toBeVisible();
    await page.getByRole('button', { name: 'Seguir aquí' }).click();
    await expect(page.getByText(/Tu sesión se cerrará en \d+ s/)).toBeHidden();
    await expect(page.getByText('Hola, Luis')).toBeVisible();
    expect(page.url()).not.toMatch(/\/login/);
    expect(harness.tokenStore.get()).not.toBeNull();
  });

  test("'Cambiar de usuario': the next learner signs in without restarting, and sees only their own", async ({
    page,
    request,
    baseURL,
  }) => {
    await montar(page, baseURL, { kiosko: { activo: true, inactividadSegundos: 300 } });
    const marta = await aprendiz(request, 'Marta');
    const pablo = await aprendiz(request, 'Pablo');
    await login(page, marta.email, marta.password);
    await expect(page.getByText('Hola, Marta')).toBeVisible();

    await page.getByRole('button', { name: 'Mi perfil', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Cambiar de usuario' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await sinRastroDe(page, 'Marta');

    await login(page, pablo.email, pablo.password);
    await expect(page.getByText('Hola, Pablo')).toBeVisible();
    expect(await page.evaluate(() => document.body.innerText)).not.toContain('Marta');
  });

  test("outside kiosk mode there is no countdown and no 'Cambiar de usuario'", async ({
    page,
    request,
    baseURL,
  }) => {
    await montar(page, baseURL, {});
    const eva = await aprendiz(request, 'Eva');
    await login(page, eva.email, eva.password);
    await expect(page.getByText('Hola, Eva')).toBeVisible();
    await page.getByRole('button', { name: 'Mi perfil', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Cerrar Sesión' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Cambiar de usuario' })).toHaveCount(0);
  });
});
