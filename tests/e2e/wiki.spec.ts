import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { aprendizDelDemo, llamar, tokenAdmin } from './api';
import { E2E_ADMIN, expect, login, test } from './fixtures';
import { ServidorPropio } from './servidorPropio';

/**
 * Issue 16, the help wiki end to end: an admin writes a page (with a lesson link and an XSS
 * attempt that must not run), edits it; a learner on a slow PC finds it by searching words
 * of it with and without accents, reads it and follows it to the lesson, whose page lists
 * the help back; the admin restores the first version from the history and deletes it.
 */

const CLAVE = 'clave-de-lina';

interface Leccion {
  _id: string;
  bloqueo: unknown;
}

async function guardar(page: Page, titulo: string) {
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  // The editor's own heading names the page too: saved means the editor has gone.
  await expect(page.getByLabel('Contenido (Markdown)')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
}

test('an admin writes a help page, a learner finds it with and without accents, and the history restores an old version', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const sufijo = Date.now().toString().slice(-6);
  const titulo = `Guía de la evaluación ${sufijo}`;
  const admin = await tokenAdmin(request);
  const email = `wiki${sufijo}@prueba.co`;
  const { cursoId } = await aprendizDelDemo(request, admin, {
    email,
    nombre: 'Lina',
    password: CLAVE,
  });
  const lecciones = await llamar<{ data: Leccion[] }>(
    request,
    admin,
    'GET',
    `/api/multimedias/filtrar?cursos=${cursoId}&fin=50`,
  );
  const leccion = lecciones.data.find((l) => l.bloqueo === null)?._id ?? '';

  // The admin writes the first version; the preview renders it as it is typed.
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByText('Hola, Administrador')).toBeVisible();
  await page.goto('/wiki');
  await page.getByRole('button', { name: 'Nueva página' }).click();
  await page.getByRole('textbox', { name: /^Título/ }).fill(titulo);
  await page
    .getByLabel('Contenido (Markdown)')
    .fill(
      [
        `Primera versión ${sufijo}. Vea [la primera lección](/pl/${leccion}).`,
        '<img src="/no-existe.png" onerror="window.__xss = 1"><script>window.__xss = 2</script>',
        '[enlace malo](javascript:window.__xss=3) <a href="#" onclick="window.__xss=4">clic</a>',
      ].join('\n\n'),
    );
  await expect(page.getByRole('region', { name: 'Vista previa' })).toContainText('Primera versión');
  await guardar(page, titulo);
  const contenido = page.getByRole('region', { name: titulo });
  await expect(contenido.getByRole('link', { name: 'la primera lección' })).toBeVisible();
  // No raw HTML of the page runs: it shows as text; no handler, script or javascript: link.
  await expect(contenido).toContainText('<script>window.__xss = 2</script>');
  await contenido.getByText('enlace malo').click();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(
    contenido.locator('script, [onerror], [onclick], a[href^="javascript"]'),
  ).toHaveCount(0);

  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  await page
    .getByLabel('Contenido (Markdown)')
    .fill(`Segunda versión ${sufijo}: la evaluación se presenta al terminar el modulo.`);
  await guardar(page, titulo);
  await expect(page.getByText(`Segunda versión ${sufijo}`)).toBeVisible();

  // A learner on a slow centre PC searches with and without accents.
  const contexto = await browser.newContext({ baseURL });
  const aprendiz = await contexto.newPage();
  const cdp = await contexto.newCDPSession(aprendiz);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await login(aprendiz, email, CLAVE);
  await expect(aprendiz.getByText('Hola, Lina')).toBeVisible({ timeout: 30_000 });
  await aprendiz.goto('/wiki');
  const busqueda = aprendiz.getByRole('searchbox', { name: 'Buscar en la ayuda' });
  const resultados = aprendiz.getByRole('list', { name: 'Buscar en la ayuda' });
  for (const palabra of ['evaluacion', `MÓDULO ${sufijo}`, `segunda version ${sufijo}`]) {
    await busqueda.fill(palabra);
    await expect(resultados.getByRole('link', { name: titulo }), palabra).toBeVisible({
      timeout: 20_000,
    });
  }
  await busqueda.fill(`modulo ${sufijo}`);
  await expect(resultados).toContainText('al terminar el modulo');
  await resultados.getByRole('link', { name: titulo }).click();
  await expect(aprendiz.getByText(`Segunda versión ${sufijo}`)).toBeVisible();
  await expect(aprendiz.getByRole('button', { name: 'Editar', exact: true })).toHaveCount(0);
  await expect(aprendiz.getByRole('button', { name: 'Eliminar', exact: true })).toHaveCount(0);

  // The admin brings the first version back from the history: a third version.
  await page.getByRole('button', { name: 'Historial', exact: true }).click();
  await page.getByRole('button', { name: 'Ver cambios de la versión 1' }).click();
  const cambios = page.getByRole('region', { name: 'Cambios de la versión 1 a la actual' });
  await expect(cambios.locator('del')).toContainText(`Primera versión ${sufijo}`);
  await expect(cambios.locator('ins')).toContainText(`Segunda versión ${sufijo}`);
  await cambios.getByRole('button', { name: 'Restaurar esta versión' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Restaurar esta versión' })
    .click();
  await expect(page.getByText('Versión 1 restaurada')).toBeVisible();
  await expect(page.getByText('restaura la versión 1')).toBeVisible();
  await page.getByRole('link', { name: titulo }).click();
  await expect(page.getByText(`Primera versión ${sufijo}`)).toBeVisible();

  // The learner sees it too, follows the link to the lesson, and the lesson lists the page.
  await aprendiz.reload();
  await expect(aprendiz.getByText(`Primera versión ${sufijo}`)).toBeVisible({ timeout: 20_000 });
  await aprendiz.getByRole('link', { name: 'la primera lección' }).click();
  await expect(aprendiz).toHaveURL(new RegExp(`/pl/${leccion}$`));
  const ayuda = aprendiz.getByRole('navigation', { name: 'Ayuda relacionada' });
  await expect(ayuda.getByRole('link', { name: titulo })).toBeVisible({ timeout: 20_000 });
  await contexto.close();

  // Deleting asks first, then the page is gone from the list.
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Eliminar', exact: true })
    .click();
  await expect(page.getByText('Página eliminada')).toBeVisible();
  await expect(page).toHaveURL(/\/wiki$/);
  await expect(page.getByRole('link', { name: titulo })).toHaveCount(0);
});

test('the external wiki setting: refused with credentials, otherwise a link that opens outside the app', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const externa = createServer((_req, res) => {
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><title>Wiki municipal</title><h1>Wiki municipal</h1>');
  });
  await new Promise<void>((resolve) => externa.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(externa.address() as AddressInfo).port}/ayuda`;

  const rechazado = new ServidorPropio({
    WIKI_EXTERNA_URL: url.replace('http://', 'http://wiki:secreto@'),
  });
  // Exit code 2 is a configuration refusal; its message is asserted in tests/server.
  await expect(rechazado.iniciar()).rejects.toThrow(/terminó \(código 2\)/);
  await rechazado.eliminar();

  const servidor = new ServidorPropio({ WIKI_EXTERNA_URL: url });
  try {
    const base = await servidor.iniciar();
    const page = await (await browser.newContext({ baseURL: base })).newPage();
    await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByText('Hola, Administrador')).toBeVisible({ timeout: 30_000 });
    await page.goto('/wiki');
    const enlace = page.getByRole('link', { name: 'Wiki externa' });
    await expect(enlace).toHaveAttribute('href', url);
    await expect(enlace).toHaveAttribute('target', '_blank');
    await expect(enlace).toHaveAttribute('rel', /noopener/);
    const [ventana] = await Promise.all([page.waitForEvent('popup'), enlace.click()]);
    await expect(ventana.getByRole('heading')).toHaveText('Wiki municipal');
    await expect(page).toHaveURL(/\/wiki$/);
    await page.context().close();
  } finally {
    await servidor.eliminar();
    await new Promise((resolve) => externa.close(resolve));
  }
});
