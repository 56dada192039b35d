import type { Page } from '@playwright/test';
import { prepararDatos } from './accesibilidadDatos';
import { esperarPantalla, revisarDialogo, violacionesGraves } from './axe';
import { E2E_ADMIN, expect, login, test } from './fixtures';

/**
 * Issue 16, "accessible on every screen": axe (WCAG 2.0/2.1 A and AA) on every route of
 * rutas.tsx and every dialog, as anonymous, learner and admin, with real data made through
 * the API so lists, cards and tables are not empty. 0 serious, 0 critical; a failure prints
 * each violation (rule, selector, markup). See docs/accesibilidad.md.
 */

/** Visits each route in one page and gathers every serious or critical violation. */
async function recorrer(page: Page, rutas: readonly string[], rol: string): Promise<string[]> {
  const fallos: string[] = [];
  for (const ruta of rutas) {
    await page.goto(ruta);
    await esperarPantalla(page, `${rol} ${ruta}`);
    fallos.push(
      ...(await violacionesGraves(page, `${rol} ${ruta} (${new URL(page.url()).pathname})`)),
    );
  }
  return fallos;
}

async function entrar(page: Page, email: string, password: string) {
  await login(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await esperarPantalla(page);
}

test.describe.configure({ timeout: 240_000 });

test('anonymous: the public screens and the login dialogs', async ({ page, request }) => {
  const d = await prepararDatos(request);
  const rutas = [
    '/login',
    '/signup',
    '/conexion',
    '/instalacion',
    '/terminos',
    `/verificar/${d.codigoCertificado}`,
    '/verificar/ZZZZ-ZZZZ-ZZZZ',
    '/verificar-mail/00000000-0000-0000-0000-000000000000/token-falso',
    '/401',
    '/404',
    '/500',
    '/no-existe',
  ];
  const fallos = await recorrer(page, rutas, 'anónimo');
  await page.goto('/login');
  await esperarPantalla(page);
  fallos.push(
    ...(await revisarDialogo(page, 'Restablecer mi contraseña', () =>
      page.getByRole('button', { name: 'Restablecer mi contraseña' }).click(),
    )),
  );
  await page.goto('/signup');
  await esperarPantalla(page);
  fallos.push(
    ...(await revisarDialogo(page, 'Seleccionar curso', () =>
      page
        .getByRole('button', { name: /Seleccionar curso/ })
        .first()
        .click(),
    )),
  );
  expect(fallos, fallos.join('\n')).toEqual([]);
});

test('learner: every screen they may open, the lesson and its forum, their certificate', async ({
  page,
  request,
}) => {
  const d = await prepararDatos(request);
  // A slow centre PC (as completitud.spec.ts): focus handling must not depend on speed.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await entrar(page, d.aprendiz.email, d.aprendiz.password);
  // The login button is gone with the login page: focus goes to the new page's heading,
  // not to <body> (docs/accesibilidad.md, "El foco nunca se pierde").
  await expect(page.locator('main h1')).toBeFocused();
  // Focus is visible on the course cards, in the card's own text colour (3px ring).
  await page.keyboard.press('Tab');
  const tarjeta = page.getByRole('button', { name: /DEMO-01/ });
  await tarjeta.focus();
  const anillo = await tarjeta.evaluate((el) => {
    const estilo = getComputedStyle(el);
    return { estilo: estilo.outlineStyle, ancho: estilo.outlineWidth, color: estilo.outlineColor };
  });
  expect(anillo).toEqual({ estilo: 'solid', ancho: '3px', color: 'rgb(23, 37, 89)' });
  const rutas = [
    '/cursos',
    `/cursos/curso/${d.cursoId}`,
    `/pl/${d.leccionId}`,
    '/evaluaciones',
    `/evaluacion/${d.evaluacionId}`,
    '/calificaciones',
    '/certificados',
    '/biblioteca',
    '/wiki',
    '/perfil',
    '/profile',
    // Refused screens: the learner lands on /401.
    '/usuarios',
    '/roles',
    '/informes/avantel',
  ];
  const fallos = await recorrer(page, rutas, 'aprendiz');
  await page.goto(`/cursos/curso/${d.cursoId}`);
  await esperarPantalla(page);
  fallos.push(
    ...(await revisarDialogo(page, 'lección', () =>
      page
        .getByRole('button', { name: /^1\.1 / })
        .first()
        .click(),
    )),
  );
  // The lesson's forum over the lesson, then one topic's detail.
  await page
    .getByRole('button', { name: /^1\.1 / })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Foro' }).click();
  const foro = page.getByRole('dialog', { name: 'Foro de Discusión' });
  await expect(foro).toBeVisible();
  await page.waitForTimeout(400);
  fallos.push(...(await violacionesGraves(page, 'diálogo «Foro de Discusión»')));
  await foro
    .getByRole('button', { name: new RegExp(`^Dudas ${d.sufijo}`) })
    .click({ timeout: 10_000 });
  await expect(foro.getByText('¿Cómo se enciende el computador?')).toBeVisible();
  fallos.push(...(await violacionesGraves(page, 'diálogo «Foro de Discusión», tema')));
  await foro.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  fallos.push(
    ...(await revisarDialogo(page, 'notificaciones', () =>
      page.getByRole('button', { name: /^Notificaciones/ }).click(),
    )),
  );
  expect(fallos, fallos.join('\n')).toEqual([]);
});

test('admin: every route of rutas.tsx', async ({ page, request }) => {
  const d = await prepararDatos(request);
  await entrar(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const rutas = [
    '/cursos',
    `/cursos/curso/${d.cursoId}`,
    `/cursos/curso-files/${d.cursoId}`,
    `/pl/${d.leccionId}`,
    '/usuarios',
    `/usuarios/importaciones/${d.lote}/credenciales`,
    '/roles',
    '/roles/nuevo',
    `/roles/editar?rol=${d.rolId}`,
    '/evaluaciones',
    '/evaluaciones/nuevo',
    `/evaluacion/${d.evaluacionId}/`,
    `/evaluacion/${d.evaluacionId}`,
    '/calificaciones',
    '/certificados',
    '/certificados/emitidos',
    '/biblioteca',
    '/wiki',
    '/mapas/avantel/consultar',
    '/informes/avantel',
    '/seed-module/seed-page',
    '/trabajos',
    '/perfil',
    '/profile',
  ];
  const fallos = await recorrer(page, rutas, 'admin');
  expect(fallos, fallos.join('\n')).toEqual([]);

  // The tab lists keep the WAI-ARIA keyboard without tabster's sentinels (ui/Pestanas.tsx):
  // one tab stop, arrows move, Enter selects, End goes to the last tab.
  await page.goto(`/cursos/curso/${d.cursoId}`);
  await esperarPantalla(page);
  const primera = page.getByRole('tab', { name: 'Descripción del Curso' });
  const segunda = page.getByRole('tab', { name: '¿Qué aprenderé en este curso?' });
  await expect(primera).toHaveAttribute('tabindex', '0');
  await expect(segunda).toHaveAttribute('tabindex', '-1');
  await primera.focus();
  await page.keyboard.press('ArrowRight');
  await expect(segunda).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(segunda).toHaveAttribute('aria-selected', 'true');
  await expect(segunda).toHaveAttribute('tabindex', '0');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Metodología de Enseñanza' })).toBeFocused();
  await expect(page.locator('[role="tablist"] [data-tabster-dummy]')).toHaveCount(0);
});

test('admin: every dialog, and focus back on the button that opened it', async ({
  page,
  request,
}) => {
  const d = await prepararDatos(request);
  await entrar(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const fallos: string[] = [];
  const dialogo = async (nombre: string, boton: () => ReturnType<Page['getByRole']>) => {
    const abridor = boton();
    fallos.push(...(await revisarDialogo(page, nombre, () => abridor.click({ timeout: 10_000 }))));
    // Keyboard users go on from where they were (docs/accesibilidad.md).
    await expect(abridor).toBeFocused();
  };

  await page.goto('/cursos');
  await esperarPantalla(page);
  await dialogo('Nuevo Módulo', () => page.getByRole('button', { name: 'Agregar Módulo' }));
  await dialogo('Asignar Curso a Usuario', () =>
    page.getByRole('button', { name: 'Asignar Curso a Usuario' }),
  );
  await dialogo('Editar curso', () =>
    page.getByRole('button', { name: new RegExp(`^Editar Accesible 0 ${d.sufijo}`) }),
  );
  await dialogo('Eliminar curso', () =>
    page.getByRole('button', { name: new RegExp(`^Eliminar Accesible 0 ${d.sufijo}`) }),
  );
  fallos.push(
    ...(await revisarDialogo(page, 'Notificaciones', () =>
      page.getByRole('button', { name: /^Notificaciones/ }).click(),
    )),
  );
  fallos.push(
    ...(await revisarDialogo(page, 'Cambiar mi contraseña', async () => {
      await page.getByRole('button', { name: 'Cambiar mi contraseña' }).click();
    })),
  );

  await page.goto(`/cursos/curso/${d.cursoId}`);
  await esperarPantalla(page);
  await dialogo('Monitor', () => page.getByRole('button', { name: 'Monitor' }));
  fallos.push(
    ...(await revisarDialogo(page, 'lección y foro', () =>
      page
        .getByRole('button', { name: /^1\.1 / })
        .first()
        .click(),
    )),
  );

  await page.goto(`/cursos/curso-files/${d.cursoId}`);
  await esperarPantalla(page);
  await dialogo('Nueva multimedia', () => page.getByRole('button', { name: 'Agregar Multimedia' }));

  await page.goto('/usuarios');
  await esperarPantalla(page);
  await page.getByLabel('Buscar por nombre, email o identificación').fill(d.aprendiz.email);
  await expect(page.getByRole('switch', { name: `Activo: ${d.aprendiz.email}` })).toBeVisible();
  await dialogo('Nuevo usuario', () => page.getByRole('button', { name: 'Nuevo usuario' }));
  await dialogo('Editar usuario', () =>
    page.getByRole('button', { name: `Editar ${d.aprendiz.email}` }),
  );
  await dialogo('Asignar cursos', () =>
    page.getByRole('button', { name: `Asignar cursos a ${d.aprendiz.email}` }),
  );
  await dialogo('Código de restablecimiento', () =>
    page.getByRole('button', {
      name: `Generar código de restablecimiento para ${d.aprendiz.email}`,
    }),
  );
  await dialogo('Eliminar usuario', () =>
    page.getByRole('button', { name: `Eliminar ${d.aprendiz.email}` }),
  );
  await dialogo('Importar usuarios', () => page.getByRole('button', { name: 'Importar usuarios' }));
  await dialogo('Historial de importaciones', () =>
    page.getByRole('button', { name: 'Historial de importaciones' }),
  );
  await page.getByRole('checkbox', { name: `Seleccionar ${d.aprendiz.email}` }).check();
  await dialogo('Cambiar rol (varios)', () =>
    page.getByRole('button', { name: 'Cambiar rol', exact: true }),
  );

  await page.goto('/roles');
  await esperarPantalla(page);
  await dialogo('Nuevo rol', () => page.getByRole('button', { name: 'Nuevo rol' }));

  await page.goto('/certificados/emitidos');
  await esperarPantalla(page);
  await dialogo('Revocar certificado', () =>
    page.getByRole('button', { name: /^Revocar el certificado N° / }).first(),
  );
  expect(fallos, fallos.join('\n')).toEqual([]);
});
