import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ReporteInforme } from '@shared/api';
import { rangoRapido } from '@shared/domain/informes';
import { crearCursoApi, llamar, tokenAdmin } from './api';
import { E2E_ADMIN, expect, login, test } from './fixtures';

/**
 * Issue 15's reports with real data: a learner of a centre pages through a 12-page PDF in
 * the player on a CPU throttled 4x (as tests/e2e/completitud.spec.ts does), which records a
 * view and real study time; then an administrator opens the reports from the toolbar,
 * presses 'Hoy' and finds the journey counted — the counters and the centre's row grow by
 * the journey's views and time — while the course's tutor's report holds the journey alone.
 */
const CPU_LENTA = 4;
const FIXTURES = join(import.meta.dirname, 'fixtures');
/** A municipality and one of its institutions from the data file (the server checks it). */
const CENTRO = { municipio: 'Achí', punto: 'Biblioteca Pública Municipal de Achí' };

async function subirPdf(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.post('/api/uploadmultimedia', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      file: {
        name: 'documento-12-paginas.pdf',
        mimeType: 'application/pdf',
        buffer: await readFile(join(FIXTURES, 'documento-12-paginas.pdf')),
      },
    },
  });
  if (!res.ok()) throw new Error(`subida → ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { newPath: string }).newPath;
}

async function crearPersona(
  request: APIRequestContext,
  admin: string,
  datos: { email: string; nombre: string; password: string; rol: string },
): Promise<string> {
  const r = await llamar<{ data: { _id: string } }>(request, admin, 'POST', '/api/usuarios/nuevo', {
    ...datos,
    apellidos: 'Informes',
    confirmPassword: datos.password,
    customData: {
      municipio: { nombre: CENTRO.municipio },
      institucion: { nombrePunto: CENTRO.punto },
    },
  });
  return r.data._id;
}

async function reporteHoy(request: APIRequestContext, token: string): Promise<ReporteInforme> {
  return llamar<ReporteInforme>(
    request,
    token,
    'POST',
    '/api/informes/informes/reporte',
    rangoRapido('hoy'),
  );
}

const duracion = (s: number) =>
  [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');

/** The learner's journey in the player: the PDF paged through to its last page. */
async function leerPdf(page: Page, codigo: string) {
  await page.getByRole('button', { name: new RegExp(codigo) }).click();
  await page.getByRole('button', { name: /^1\.1 Guía/ }).click();
  const visor = page.getByRole('dialog');
  await expect(visor.getByText('Página 1 de 12', { exact: true })).toBeVisible({ timeout: 30_000 });
  for (let n = 2; n <= 12; n += 1) {
    await visor.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(visor.getByText(`Página ${n} de 12`, { exact: true })).toBeVisible();
  }
  await expect(visor.getByText('Lección completada')).toBeVisible({ timeout: 60_000 });
  await visor.getByRole('button', { name: 'Cerrar', exact: true }).click();
}

test("a learner's real study shows in the admin's report for 'Hoy', and alone in the tutor's", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const sufijo = Date.now().toString().slice(-6);
  const admin = await tokenAdmin(request);
  const codigo = `INF-${sufijo}`;
  const cursoId = await crearCursoApi(request, admin, { codigo, nombre: `Informes ${sufijo}` });
  const file = await subirPdf(request, admin);
  await llamar(request, admin, 'POST', '/api/multimedias', {
    nombre: '1.1 Guía',
    curso: cursoId,
    file,
  });
  const roles = await llamar<{ data: { _id: string; nombre: string }[] }>(
    request,
    admin,
    'POST',
    '/api/roles/listar',
  );
  const rol = (n: string) => roles.data.find((r) => r.nombre === n)?._id ?? '';
  const aprendiz = { email: `rosa${sufijo}@prueba.co`, password: 'clave-de-rosa' };
  const tutor = { email: `tito${sufijo}@prueba.co`, password: 'clave-de-tito' };
  const ids = [
    await crearPersona(request, admin, { ...aprendiz, nombre: 'Rosa', rol: rol('Estudiante') }),
    await crearPersona(request, admin, { ...tutor, nombre: 'Tito', rol: rol('Tutor') }),
  ];
  for (const id of ids) {
    await llamar(request, admin, 'POST', `/api/usuarios/${id}/asignarCursos`, {
      cursoIds: [cursoId],
    });
  }
  const antes = await reporteHoy(request, admin);
  const antesDelViaje = new Date().toISOString();

  // The journey, on a slow CPU.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_LENTA });
  await login(page, aprendiz.email, aprendiz.password);
  await expect(page.getByText('Hola, Rosa')).toBeVisible({ timeout: 30_000 });
  await leerPdf(page, codigo);

  // The tutor's report is the journey alone: one view, real study time, one course done.
  const sesionTutor = await request.post('/auth/login', { data: tutor });
  const tokenTutor = ((await sesionTutor.json()) as { token: string }).token;
  const viaje = await reporteHoy(request, tokenTutor);
  expect(viaje.alcance).toBe('misCursos');
  expect(viaje.total).toMatchObject({
    llamadas: 1,
    cursos: 1,
    leccionesCompletadas: 1,
    cursosCompletados: 1,
  });
  // Twelve pages read in real time: the server's bound (a page per 2 s, 5 s of slack)
  // makes the journey last at least 17 s, and each page counts at most the real time
  // between two reports, so the recorded time is real time, never 12 × 60 s.
  const inicio = Date.now() - viaje.total.segundosEstudio * 1000;
  expect(viaje.total.segundosEstudio).toBeGreaterThanOrEqual(10);
  expect(viaje.total.segundosEstudio).toBeLessThan(120);
  expect(inicio).toBeGreaterThan(Date.parse(antesDelViaje));
  expect(viaje.grafica.map((c) => c.centro)).toEqual([CENTRO.punto]);

  // The administrator, on the same slow CPU: the reports from the toolbar, then 'Hoy'.
  const contexto = await browser.newContext({ baseURL, locale: 'es-CO' });
  const pagina = await contexto.newPage();
  const cdpAdmin = await pagina.context().newCDPSession(pagina);
  await cdpAdmin.send('Emulation.setCPUThrottlingRate', { rate: CPU_LENTA });
  await login(pagina, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(pagina.getByText('Hola, Administrador')).toBeVisible({ timeout: 30_000 });
  await pagina
    .getByRole('navigation', { name: 'Accesos directos' })
    .getByRole('link', { name: 'Informes' })
    .click();
  await expect(pagina).toHaveURL(/\/informes\/avantel$/);
  await expect(pagina.getByRole('heading', { name: 'Informes', level: 1 })).toBeVisible();
  await pagina.getByRole('button', { name: 'Hoy', exact: true }).click();
  const hoy = rangoRapido('hoy').desde.split('-').reverse().join('/');
  await expect(pagina.getByRole('combobox', { name: 'Desde' })).toHaveValue(hoy);
  await expect(pagina.getByRole('combobox', { name: 'Registrados hasta' })).toHaveValue(hoy);
  await expect(pagina.getByText(`Informe del ${hoy} al ${hoy} (hora de Colombia)`)).toBeVisible({
    timeout: 30_000,
  });

  // The counters land on the figures with the journey in them (after their 2 s count).
  const vistas = antes.total.llamadas + viaje.total.llamadas;
  const contador = pagina.locator('[data-contador="llamadas"]');
  await expect(contador).toHaveAttribute('data-valor', String(vistas));
  await expect(contador.locator('[aria-hidden="true"]')).toHaveText(
    vistas.toLocaleString('es-CO'),
    {
      timeout: 15_000,
    },
  );
  const segundos = antes.total.segundosEstudio + viaje.total.segundosEstudio;
  await expect(pagina.locator('[data-contador="horasGrabacion"]')).toHaveAttribute(
    'data-valor',
    String(Math.round((segundos / 3600) * 100) / 100),
  );

  // The centre's row in the table beside the chart: its views and time grew by the journey.
  const previa = antes.grafica.find((c) => c.centro === CENTRO.punto);
  const tabla = pagina.getByRole('table', { name: 'Actividad por centro' });
  const fila = tabla.getByRole('row').filter({ hasText: CENTRO.punto });
  await expect(fila).toContainText(
    duracion((previa?.segundosEstudio ?? 0) + viaje.total.segundosEstudio),
  );
  await expect(fila.getByRole('cell').nth(4)).toHaveText(String((previa?.llamadas ?? 0) + 1));
  await expect(
    pagina.getByRole('img', { name: /Vistas de lecciones y horas de estudio/ }),
  ).toBeVisible();

  // The CSV of the same report.
  const descarga = pagina.waitForEvent('download');
  await pagina.getByRole('button', { name: 'Exportar CSV' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toMatch(/^informe-.*\.csv$/);
  await contexto.close();
});
