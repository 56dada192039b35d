import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_ADMIN, expect, login, test } from './fixtures';
import { prepararDatos, type Datos } from './movilDatos';
import { ANCHO, dentro, dialogoCabe, ir, medir, vigilarRed } from './movilMedir';

/**
 * Issue 16, "right on a phone": at 390 × 844 (a common phone) no signed-in screen scrolls
 * sideways, as a learner and as an admin, with real data made through the API (long course
 * and lesson names, a forum topic, a grade, a certificate, an import batch), and the toolbar
 * collapses into one menu that holds everything, logout included.
 */
const ALTO = 844;
/** 4x is the floor for slow centre PCs (tests/e2e/completitud.spec.ts). */
const CPU_LENTA = 4;

test.use({ viewport: { width: ANCHO, height: ALTO } });

/**
 * Every signed-in path of src/renderer/app/rutas.tsx, with real ids. `patron` is the
 * route pattern each one stands for: a test below fails when rutas.tsx gains a path this
 * list does not visit.
 */
function rutasFirmadas(d: Datos): { patron: string; ruta: string }[] {
  return [
    { patron: 'perfil', ruta: '/perfil' },
    { patron: 'profile', ruta: '/profile' },
    { patron: 'usuarios', ruta: '/usuarios' },
    {
      patron: 'usuarios/importaciones/:lote/credenciales',
      ruta: `/usuarios/importaciones/${d.lote}/credenciales`,
    },
    { patron: 'cursos', ruta: '/cursos' },
    { patron: 'cursos/curso/:id', ruta: `/cursos/curso/${d.curso}` },
    { patron: 'cursos/curso-files/:id', ruta: `/cursos/curso-files/${d.curso}` },
    { patron: 'evaluaciones', ruta: '/evaluaciones' },
    { patron: 'evaluaciones/nuevo', ruta: '/evaluaciones/nuevo' },
    { patron: 'evaluacion/:id', ruta: `/evaluacion/${d.evaluacion}` },
    { patron: 'evaluacion/:id', ruta: `/evaluacion/${d.evaluacion}/` },
    { patron: 'calificaciones', ruta: '/calificaciones' },
    { patron: 'certificados', ruta: '/certificados' },
    { patron: 'certificados/emitidos', ruta: '/certificados/emitidos' },
    { patron: 'pl/:multimediaId', ruta: `/pl/${d.leccion}` },
    { patron: 'biblioteca', ruta: '/biblioteca' },
    { patron: 'wiki', ruta: '/wiki' },
    { patron: 'wiki/nueva', ruta: '/wiki/nueva' },
    { patron: 'wiki/:slug', ruta: `/wiki/${d.wiki}` },
    { patron: 'wiki/:slug/editar', ruta: `/wiki/${d.wiki}/editar` },
    { patron: 'wiki/:slug/historial', ruta: `/wiki/${d.wiki}/historial` },
    { patron: 'mapas/avantel/consultar', ruta: '/mapas/avantel/consultar' },
    { patron: 'informes/avantel', ruta: '/informes/avantel' },
    { patron: 'seed-module/seed-page', ruta: '/seed-module/seed-page' },
    { patron: 'trabajos', ruta: '/trabajos' },
    { patron: 'roles', ruta: '/roles' },
    { patron: 'nuevo', ruta: '/roles/nuevo' },
    { patron: 'editar', ruta: `/roles/editar?rol=${d.rol}` },
  ];
}

/** Paths of rutas.tsx open without a session (checked by other specs). */
const PUBLICAS = new Set([
  'login',
  'conexion',
  'signup',
  'instalacion',
  'verificar-mail/:id/:token',
  'terminos',
  'verificar/:codigo',
  '401',
  '404',
  '500',
  '*',
  '/',
]);

/** Visits every signed-in route; returns the ones wider than the phone, with culprits. */
async function recorrer(page: Page, d: Datos, redEnCalma: () => Promise<void>): Promise<string[]> {
  const anchas: string[] = [];
  for (const { ruta } of rutasFirmadas(d)) {
    await ir(page, ruta, redEnCalma);
    const m = await medir(page);
    if (m.documento > ANCHO || m.cuerpo > ANCHO || m.columna > 0) {
      const donde = new URL(page.url()).pathname;
      anchas.push(
        `${ruta} (${donde}): ${m.documento}/${m.cuerpo}/+${m.columna} ${m.culpables.join(' | ')}`,
      );
    }
  }
  return anchas;
}

let datos: Datos;

test.beforeAll(async ({ request }) => {
  test.setTimeout(60_000);
  datos = await prepararDatos(request);
});

test('every signed-in path of rutas.tsx is visited here', () => {
  const fuente = readFileSync(
    join(import.meta.dirname, '../../src/renderer/app/rutas.tsx'),
    'utf8',
  );
  const rutas = [...fuente.matchAll(/path: '([^']*)'/g)].map((m) => m[1] ?? '');
  const visitadas = new Set(rutasFirmadas(datos).map((r) => r.patron));
  expect(rutas.filter((r) => !PUBLICAS.has(r) && !visitadas.has(r))).toEqual([]);
});

test('admin at 390 px: no route is wider than the phone', async ({ page }) => {
  test.setTimeout(120_000);
  const redEnCalma = vigilarRed(page);
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/cursos$/);
  expect(await recorrer(page, datos, redEnCalma)).toEqual([]);
});

test('learner at 390 px on a slow CPU: no route is wider than the phone', async ({ page }) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_LENTA });
  const redEnCalma = vigilarRed(page);
  await login(page, datos.estudiante.email, datos.estudiante.password);
  await expect(page).toHaveURL(/\/cursos$/);
  expect(await recorrer(page, datos, redEnCalma)).toEqual([]);
});

const masOpciones = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Más opciones' });

test('learner on a slow phone: one-row toolbar, its menu holds everything, and logs out', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_LENTA });
  await login(page, datos.estudiante.email, datos.estudiante.password);
  await expect(page).toHaveURL(/\/cursos$/);

  // One row, nothing cut off: the bar's own content fits and every control is on screen.
  const barra = page.getByRole('banner');
  expect((await barra.boundingBox())?.height).toBeLessThan(60);
  expect(await barra.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  for (const control of await barra.getByRole('button').all()) {
    expect(dentro(await control.boundingBox())).toBe(true);
  }

  await masOpciones(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  expect(dentro(await menu.boundingBox())).toBe(true);
  const nombres = await menu.getByRole('menuitem').allTextContents();
  expect(nombres).toEqual(
    expect.arrayContaining([
      'Cursos',
      'Evaluaciones',
      'Wiki',
      'Actualizar Datos',
      'Cambiar Password',
    ]),
  );
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Pantalla completa' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Notificaciones' })).toBeVisible();
  for (const item of await menu.getByRole('menuitem').all()) {
    expect(dentro(await item.boundingBox())).toBe(true);
  }
  // Language and display open as submenus that stay on the phone's screen.
  for (const [entrada, opcion] of [
    ['Idioma de la interfaz', 'English'],
    ['Texto grande y alto contraste', 'Texto grande'],
  ] as const) {
    await menu.getByRole('menuitem', { name: new RegExp(`^${entrada}`) }).click();
    const submenu = page.getByRole('menu', { name: entrada });
    await expect(submenu).toBeVisible();
    const elegible = submenu.getByRole(
      entrada.startsWith('Idioma') ? 'menuitemradio' : 'menuitemcheckbox',
      {
        name: opcion,
      },
    );
    await expect.poll(async () => dentro(await elegible.boundingBox())).toBe(true);
    await page.keyboard.press('Escape');
    await expect(submenu).toBeHidden();
  }
  // A shortcut from the menu navigates and closes it.
  await menu.getByRole('menuitem', { name: 'Evaluaciones' }).click();
  await expect(page).toHaveURL(/\/evaluaciones$/);
  await expect(menu).toBeHidden();

  // The change-password dialog, opened from the menu, fits the phone.
  const fallos = await dialogoCabe(page, async () => {
    await masOpciones(page).click();
    await page.getByRole('menuitem', { name: 'Cambiar Password' }).click();
  });
  expect(fallos).toEqual([]);

  // Notifications open from the menu as well (the bell stays in the bar).
  await masOpciones(page).click();
  await page.getByRole('menuitem', { name: 'Notificaciones' }).click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(panel).toBeVisible();
  // It slides in from the right: its final place is on screen.
  await expect.poll(async () => dentro(await panel.boundingBox())).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await masOpciones(page).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('admin at 390 px: the main dialogs fit the phone', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/cursos$/);
  const fallos: string[] = [];
  const boton = (nombre: string) => async () => {
    await page.getByRole('button', { name: nombre }).click();
  };
  fallos.push(
    ...(await dialogoCabe(page, async () => {
      await masOpciones(page).click();
      await page.getByRole('menuitem', { name: 'Cambiar Password' }).click();
    })),
  );
  fallos.push(...(await dialogoCabe(page, boton('Agregar Módulo'))));
  await page.goto(`/cursos/curso/${datos.curso}`);
  fallos.push(...(await dialogoCabe(page, boton('Monitor'))));
  await page.goto('/usuarios');
  fallos.push(...(await dialogoCabe(page, boton('Nuevo usuario'))));
  fallos.push(...(await dialogoCabe(page, boton('Importar usuarios'))));
  fallos.push(...(await dialogoCabe(page, boton('Historial de importaciones'))));
  await page.goto('/roles');
  fallos.push(...(await dialogoCabe(page, boton('Nuevo rol'))));
  expect(fallos).toEqual([]);

  await masOpciones(page).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('admin: the toolbar is one row with every control on screen, from 1600 px down to 360', async ({
  page,
}) => {
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/cursos$/);
  const barra = page.getByRole('banner');
  const fallos: string[] = [];
  // Each side of every breakpoint of docs/movil.md, and a small phone.
  for (const ancho of [1600, 1599, 1152, 1151, 600, 599, 360]) {
    await page.setViewportSize({ width: ancho, height: ALTO });
    await expect(barra.getByRole('button', { name: 'Más opciones' })).toHaveCount(
      ancho < 1152 ? 1 : 0,
    );
    const alto = (await barra.boundingBox())?.height ?? 0;
    if (alto > 60) fallos.push(`${ancho}px: ${alto}px de alto`);
    for (const control of await barra.getByRole('button').all()) {
      const caja = await control.boundingBox();
      if (!caja || caja.x < 0 || caja.x + caja.width > ancho + 1) {
        fallos.push(`${ancho}px: ${await control.getAttribute('aria-label')} fuera`);
      }
    }
    const m = await page.evaluate(() => document.documentElement.scrollWidth);
    if (m > ancho) fallos.push(`${ancho}px: página de ${m}px`);
  }
  expect(fallos).toEqual([]);
});
