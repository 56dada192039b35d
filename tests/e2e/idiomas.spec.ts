import type { APIRequestContext, Page } from '@playwright/test';
import { NOMBRES_IDIOMA, type IdiomaInterfaz } from '@shared/domain/idiomas';
import { es } from '../../src/renderer/i18n/locales/es';
import { en } from '../../src/renderer/i18n/locales/en';
import { fr } from '../../src/renderer/i18n/locales/fr';
import { pt } from '../../src/renderer/i18n/locales/pt';
import { zh } from '../../src/renderer/i18n/locales/zh';
import type { Traducciones } from '../../src/renderer/i18n/locales/es';
import { aprendizDelDemo, aprobarEnEvaluacionDemo, llamar, tokenAdmin } from './api';
import { DesktopHarness } from './harness/desktopBridge';
import { E2E_ADMIN, expect, login, test } from './fixtures';

/**
 * Issue 16, "five complete languages": as a learner and as an admin, each language is
 * picked in the toolbar's menu and every signed-in route is visited in one page; each
 * shows its screen name in that language and no Spanish is left in the toolbar, the menus
 * or the side menu. The choice is stored per user on the server (it survives a logout and
 * a cleared browser) and a kiosk logout gives the next person Spanish again.
 */

const LOCALES: Record<IdiomaInterfaz, Traducciones> = { es, en, fr, pt, zh };
const ORDEN: readonly IdiomaInterfaz[] = ['en', 'fr', 'pt', 'zh', 'es'];

type Arbol = { [clave: string]: string | Arbol };
function aplanar(arbol: Arbol, prefijo = '', claves = new Map<string, string>()) {
  for (const [clave, valor] of Object.entries(arbol)) {
    const ruta = prefijo ? `${prefijo}.${clave}` : clave;
    if (typeof valor === 'string') claves.set(ruta, valor);
    else aplanar(valor, ruta, claves);
  }
  return claves;
}

/**
 * The Spanish texts that must not show in a language: those it translates differently,
 * except words that language also uses elsewhere (Portuguese "Cursos" is Spanish too).
 */
function sobrasEspanol(idioma: IdiomaInterfaz): Set<string> {
  const fuente = aplanar(es as unknown as Arbol);
  const destino = aplanar(LOCALES[idioma] as unknown as Arbol);
  const propios = new Set(destino.values());
  const sobras = new Set<string>();
  for (const [clave, texto] of fuente) {
    if (texto.includes('{{') || texto.trim().length < 3) continue;
    if (destino.get(clave) !== texto && !propios.has(texto)) sobras.add(texto);
  }
  return sobras;
}

interface Ruta {
  ruta: string;
  pantalla: keyof Traducciones['pantallas'];
}

interface Datos {
  aprendiz: { email: string; password: string };
  rutasAprendiz: Ruta[];
  rutasAdmin: Ruta[];
}

let datos: Datos | null = null;

/** A learner of the demo course who passed its evaluation (so /certificados opens). */
async function prepararDatos(request: APIRequestContext): Promise<Datos> {
  if (datos) return datos;
  const sufijo = `${Date.now().toString().slice(-6)}${Math.floor(Math.random() * 100)}`;
  const token = await tokenAdmin(request);
  const aprendiz = {
    email: `idiomas${sufijo}@prueba.co`,
    nombre: 'Inés',
    password: 'clave-de-ines',
  };
  const { id, cursoId } = await aprendizDelDemo(request, token, aprendiz);
  const lecciones = await llamar<{ data: { _id: string }[] }>(
    request,
    token,
    'GET',
    `/api/multimedias/filtrar?cursos=${cursoId}&fin=50`,
  );
  const leccionId = lecciones.data[0]?._id ?? '';
  const evaluacionId = await aprobarEnEvaluacionDemo(request, token, id);
  const comunes: Ruta[] = [
    { ruta: '/cursos', pantalla: 'cursos' },
    { ruta: `/cursos/curso/${cursoId}`, pantalla: 'cursoConsultar' },
    { ruta: `/pl/${leccionId}`, pantalla: 'multimedia' },
    { ruta: '/evaluaciones', pantalla: 'evaluaciones' },
    { ruta: `/evaluacion/${evaluacionId}`, pantalla: 'evaluacionRealizar' },
    { ruta: '/calificaciones', pantalla: 'calificaciones' },
    { ruta: '/biblioteca', pantalla: 'biblioteca' },
    { ruta: '/wiki', pantalla: 'wiki' },
    { ruta: '/perfil', pantalla: 'perfil' },
    { ruta: '/profile', pantalla: 'profile' },
  ];
  datos = {
    aprendiz,
    rutasAprendiz: [...comunes, { ruta: '/certificados', pantalla: 'certificados' }],
    rutasAdmin: [
      ...comunes,
      { ruta: '/usuarios', pantalla: 'usuarios' },
      { ruta: '/roles', pantalla: 'roles' },
      { ruta: `/cursos/curso-files/${cursoId}`, pantalla: 'cursoEditarArchivos' },
      { ruta: '/evaluaciones/nuevo', pantalla: 'evaluacionNuevo' },
      { ruta: '/certificados/emitidos', pantalla: 'certificadosEmitidos' },
      { ruta: '/wiki/nueva', pantalla: 'wiki' },
      { ruta: '/mapas/avantel/consultar', pantalla: 'mapas' },
      { ruta: '/informes/avantel', pantalla: 'informes' },
      { ruta: '/seed-module/seed-page', pantalla: 'seed' },
      { ruta: '/trabajos', pantalla: 'trabajos' },
    ],
  };
  return datos;
}

async function entrar(page: Page, email: string, password: string) {
  await login(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Picks a language in the toolbar's menu and waits until the server stored it. */
async function elegirIdioma(page: Page, idioma: IdiomaInterfaz) {
  const guardado = page.waitForResponse(
    (r) => r.url().endsWith('/api/usuarios/preferencias') && r.request().method() === 'PATCH',
  );
  await page.getByTestId('menu-idioma').click();
  const opcion = page.getByRole('menuitemradio', { name: NOMBRES_IDIOMA[idioma] });
  await expect(opcion).toHaveAttribute('lang', idioma);
  await opcion.click();
  expect((await guardado).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', idioma);
}

/** Navigates inside the app (no reload): the router follows history like a link would. */
async function irA(page: Page, ruta: string) {
  await page.evaluate((destino) => {
    window.history.pushState({}, '', destino);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, ruta);
}

/** Every text a person reads or hears in the toolbar, its open menus and the side menu. */
async function textosDelMarco(page: Page): Promise<string[]> {
  return page.locator('header, nav, [role="menu"]').evaluateAll((raices) => {
    const textos: string[] = [];
    for (const raiz of raices) {
      for (const el of [raiz, ...raiz.querySelectorAll('*')]) {
        for (const atributo of ['aria-label', 'title', 'placeholder']) {
          const valor = el.getAttribute(atributo);
          if (valor) textos.push(valor.trim());
        }
        for (const nodo of el.childNodes) {
          const texto = nodo.nodeType === Node.TEXT_NODE ? (nodo.textContent ?? '').trim() : '';
          if (texto) textos.push(texto);
        }
      }
    }
    return textos;
  });
}

async function sinSobras(page: Page, idioma: IdiomaInterfaz, donde: string) {
  const sobras = sobrasEspanol(idioma);
  const textos = await textosDelMarco(page);
  // The scan read the toolbar and the menu (an empty list would pass anything).
  expect(textos.length, `${idioma} ${donde}: textos leídos`).toBeGreaterThan(5);
  const vistas = textos.filter((texto) => sobras.has(texto));
  expect(vistas, `${idioma} ${donde}: textos en español en la barra o el menú`).toEqual([]);
}

/** Each route in the given language: its screen name in the breadcrumb, no Spanish around. */
async function recorrer(page: Page, idioma: IdiomaInterfaz, rutas: readonly Ruta[]) {
  const L = LOCALES[idioma];
  const migas = page.getByRole('navigation', { name: L.layout.barra.migas });
  for (const { ruta, pantalla } of rutas) {
    await irA(page, ruta);
    await expect(page, `${idioma} ${ruta}`).toHaveURL(new RegExp(`${ruta}$`));
    await expect(migas.locator('[aria-current="page"]'), `${idioma} ${ruta}`).toHaveText(
      L.pantallas[pantalla],
    );
    await sinSobras(page, idioma, ruta);
  }
  // The profile menu, open: its items too.
  await page.getByRole('button', { name: L.layout.miPerfil.titulo, exact: true }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await sinSobras(page, idioma, 'menú Mi perfil');
  await page.keyboard.press('Escape');
  expect(await page.title()).toBe(L.comun.app.titulo);
}

test.describe.configure({ timeout: 240_000 });

test('learner: each of the five languages on every screen they may open', async ({
  page,
  request,
}) => {
  const d = await prepararDatos(request);
  // The main journey on a slow PC (4× slower CPU), as a centre's old machine would be.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await entrar(page, d.aprendiz.email, d.aprendiz.password);
  for (const idioma of ORDEN) {
    await elegirIdioma(page, idioma);
    await recorrer(page, idioma, d.rutasAprendiz);
  }
});

test('admin: each of the five languages on every screen', async ({ page, request }) => {
  const d = await prepararDatos(request);
  await entrar(page, E2E_ADMIN.email, E2E_ADMIN.password);
  for (const idioma of ORDEN) {
    await elegirIdioma(page, idioma);
    await recorrer(page, idioma, d.rutasAdmin);
  }
});

test('the language and the display follow the user to another browser (stored on the server)', async ({
  page,
  request,
}) => {
  const d = await prepararDatos(request);
  await entrar(page, d.aprendiz.email, d.aprendiz.password);
  await elegirIdioma(page, 'pt');
  await page.getByTestId('menu-accesibilidad').click();
  await page
    .getByRole('menuitemcheckbox', { name: pt.preferencias.accesibilidad.textoGrande })
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-texto-grande', '');
  await page.keyboard.press('Escape');

  // The toolbar's logout (the side menu's may share its name in some languages).
  await page.getByRole('banner').getByRole('button', { name: pt.comun.cerrarSesion }).click();
  await expect(page).toHaveURL(/\/login$/);
  // A fresh browser: nothing remembered on this device.
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('html')).not.toHaveAttribute('data-texto-grande');

  // Before signing in, the login screen has the language menu too (kept on this device).
  await page.getByTestId('menu-idioma').click();
  await page.getByRole('menuitemradio', { name: NOMBRES_IDIOMA.en }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: en.auth.login.ingresar })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel(en.auth.login.usuario).fill(d.aprendiz.email);
  await page
    .getByLabel(en.auth.login.password)
    .and(page.locator('input[type="password"]'))
    .fill(d.aprendiz.password);
  await page.getByRole('button', { name: en.auth.login.ingresar }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  // Signed in, the user's stored choice wins over the device's.
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.locator('html')).toHaveAttribute('data-texto-grande', '');
  await expect(
    page.getByRole('banner').getByRole('button', { name: pt.comun.cerrarSesion }),
  ).toBeVisible();
  // Back to Spanish and normal text for the other tests' learner.
  await elegirIdioma(page, 'es');
  await page.getByTestId('menu-accesibilidad').click();
  await page
    .getByRole('menuitemcheckbox', { name: es.preferencias.accesibilidad.textoGrande })
    .click();
  await expect(page.locator('html')).not.toHaveAttribute('data-texto-grande');
});

test('a kiosk logout gives the next person Spanish and the normal display', async ({
  page,
  request,
  baseURL,
}) => {
  const harness = new DesktopHarness(new URL(baseURL ?? '').origin, {
    kiosko: { activo: true, inactividadSegundos: 300 },
  });
  await harness.attach(page);
  try {
    const token = await tokenAdmin(request);
    const sufijo = `${Date.now().toString().slice(-6)}${Math.floor(Math.random() * 100)}`;
    const kiosko = {
      email: `kiosko-idioma${sufijo}@prueba.co`,
      nombre: 'Noa',
      password: 'clave-de-noa',
    };
    await aprendizDelDemo(request, token, kiosko);
    await entrar(page, kiosko.email, kiosko.password);
    await elegirIdioma(page, 'zh');
    await page.getByTestId('menu-accesibilidad').click();
    await page
      .getByRole('menuitemcheckbox', { name: zh.preferencias.accesibilidad.altoContraste })
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-alto-contraste', '');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: zh.layout.miPerfil.titulo, exact: true }).click();
    await page.getByRole('menuitem', { name: zh.kiosko.cambiarUsuario }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).not.toHaveAttribute('data-alto-contraste');
    await expect(page.getByRole('button', { name: es.auth.login.ingresar })).toBeVisible();

    // Noa's choice is still hers: signing in again brings it back.
    await entrar(page, kiosko.email, kiosko.password);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.locator('html')).toHaveAttribute('data-alto-contraste', '');
  } finally {
    await harness.dispose();
  }
});
