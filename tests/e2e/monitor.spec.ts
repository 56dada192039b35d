import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request as solicitudes, type APIRequestContext, type Page } from '@playwright/test';
import { crearCursoApi, crearEnlace, llamar, tokenAdmin } from './api';
import { E2E_ADMIN, expect, login, test } from './fixtures';
import { completarLeccionApi } from './progresoApi';
import { ServidorPropio } from './servidorPropio';

/**
 * Issue 15's monitor panel with real data: a learner's journey made through the API (opens
 * the lessons, reports progress under the server's real-time bound, fails the evaluation
 * once and then passes it), then an administrator and the course's tutor open the course
 * page → 'Monitor' on a CPU throttled 4x (tests/e2e/completitud.spec.ts) and read the
 * journey back: the summary, the learner's row, the most missed question, the learner's
 * detail, and the CSV.
 */
const CPU_LENTA = 4;
const CENTRO = 'Biblioteca Pública Municipal de Achí';
const PREGUNTA = '¿Qué botón guarda un documento?';

interface EvaluacionCreada {
  _id: string;
  preguntas: { _id: string; respuestas: { _id: string; isCorrecta: boolean }[] }[];
}

async function crearPersona(
  request: APIRequestContext,
  admin: string,
  datos: { email: string; nombre: string; password: string; rol: string },
): Promise<string> {
  const r = await llamar<{ data: { _id: string } }>(request, admin, 'POST', '/api/usuarios/nuevo', {
    email: datos.email,
    nombre: datos.nombre,
    apellidos: 'Monitor',
    password: datos.password,
    confirmPassword: datos.password,
    rol: datos.rol,
    customData: {
      municipio: { nombre: 'Achí' },
      institucion: { nombrePunto: CENTRO },
      tipoRegistro: 'Estudiante',
    },
  });
  return r.data._id;
}

/** The learner's journey, through the API as the player and the evaluation page send it. */
async function recorrido(
  request: APIRequestContext,
  aprendiz: { id: string; email: string; password: string },
  lecciones: readonly string[],
  evaluacion: EvaluacionCreada,
) {
  const sesion = await request.post('/auth/login', {
    data: { email: aprendiz.email, password: aprendiz.password },
  });
  const token = ((await sesion.json()) as { token: string }).token;
  for (const leccion of lecciones) await completarLeccionApi(request, token, aprendiz.id, leccion);
  const pregunta = evaluacion.preguntas[0];
  if (!pregunta) throw new Error('la evaluación no tiene preguntas');
  for (const correcta of [false, true]) {
    await llamar(request, token, 'POST', '/api/evaluaciones/buscar/', { _id: evaluacion._id });
    const respuesta = pregunta.respuestas.find((r) => r.isCorrecta === correcta);
    await llamar(request, token, 'POST', '/api/evaluaciones/resultados', {
      evaluacionId: evaluacion._id,
      idIntento: randomUUID(),
      respuestas: [{ preguntaId: pregunta._id, respuestaIds: [respuesta?._id ?? ''] }],
    });
  }
}

/** Opens the course page and its monitor, on a slow CPU. */
async function abrirMonitor(page: Page, cursoId: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_LENTA });
  await page.goto(`/cursos/curso/${cursoId}`);
  await page.getByRole('button', { name: 'Monitor' }).click();
  const dialogo = page.getByRole('dialog');
  await expect(dialogo.getByText(/^Monitor del curso/)).toBeVisible({ timeout: 30_000 });
  return dialogo;
}

test('a learner’s journey shows in the course monitor for the admin and the course’s tutor: summary, row, detail and CSV', async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const sufijo = Date.now().toString().slice(-6);
  const admin = await tokenAdmin(request);
  const codigo = `MON-${sufijo}`;
  const cursoId = await crearCursoApi(request, admin, { codigo, nombre: `Monitor ${sufijo}` });
  for (const nombre of ['1.1 Primera lectura', '1.2 Segunda lectura']) {
    await crearEnlace(request, admin, { nombre, curso: cursoId, link: 'http://127.0.0.1:9/' });
  }
  const evaluacion = await llamar<{ data: EvaluacionCreada }>(
    request,
    admin,
    'POST',
    '/api/evaluaciones/nuevo',
    {
      curso: cursoId,
      codigo: `EV-${codigo}`,
      nombre: `Evaluación ${codigo}`,
      descripcion: 'Evaluación del curso',
      preguntas: [
        {
          descripcion: PREGUNTA,
          respuestas: [
            { texto: 'Guardar', isCorrecta: true },
            { texto: 'Imprimir', isCorrecta: false },
          ],
        },
      ],
      esperaMinutos: 0,
    },
  );
  const roles = await llamar<{ data: { _id: string; nombre: string }[] }>(
    request,
    admin,
    'POST',
    '/api/roles/listar',
  );
  const rol = (nombre: string) => roles.data.find((r) => r.nombre === nombre)?._id ?? '';

  const aprendiz = {
    email: `marta${sufijo}@prueba.co`,
    password: 'clave-de-marta',
    id: '',
  };
  const nombreAprendiz = `Marta${sufijo}`;
  aprendiz.id = await crearPersona(request, admin, {
    ...aprendiz,
    nombre: nombreAprendiz,
    rol: rol('Estudiante'),
  });
  const emailTutor = `tomas${sufijo}@prueba.co`;
  const tutorId = await crearPersona(request, admin, {
    email: emailTutor,
    password: 'clave-de-tomas',
    nombre: 'Tomás',
    rol: rol('Tutor'),
  });
  for (const id of [aprendiz.id, tutorId]) {
    await llamar(request, admin, 'POST', `/api/usuarios/${id}/asignarCursos`, {
      cursoIds: [cursoId],
    });
  }
  // The learner's journey: both lessons to 100 % in real time, one failed attempt, one passed.
  // The lessons in course order, as the monitor's detail lists them (nothing done yet).
  const detalle = await llamar<{ data: { lecciones: { _id: string }[] } }>(
    request,
    admin,
    'GET',
    `/api/monitor/cursos/${cursoId}/aprendices/${aprendiz.id}`,
  );
  await recorrido(
    request,
    aprendiz,
    detalle.data.lecciones.map((l) => l._id),
    evaluacion.data,
  );

  // The administrator, on a slow PC.
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByText('Hola, Administrador')).toBeVisible({ timeout: 30_000 });
  const dialogo = await abrirMonitor(page, cursoId);
  await expect(dialogo.getByTestId('monitor-aprendices')).toHaveText('1');
  await expect(dialogo.getByTestId('monitor-iniciado')).toHaveText('100 %');
  await expect(dialogo.getByTestId('monitor-completado')).toHaveText('100 %');
  await expect(dialogo.getByTestId('monitor-aprobado')).toHaveText('100 %');
  await expect(dialogo.getByText(PREGUNTA)).toBeVisible();
  await expect(dialogo.getByText('50 % incorrectas (1 de 2)')).toBeVisible();
  const fila = dialogo.getByTestId(`monitor-fila-${aprendiz.id}`);
  await expect(fila).toContainText(`${nombreAprendiz} Monitor`);
  await expect(fila).toContainText(CENTRO);
  await expect(fila.getByTestId('monitor-progreso')).toHaveText('100 %');
  await expect(fila.getByTestId('monitor-estado')).toHaveText('Aprobada (100)');
  await expect(fila).toContainText(/N\.º \d+/);
  // The tutor is staff: no row of their own.
  await expect(dialogo.getByText('Tomás Monitor')).toHaveCount(0);

  // Filters on the server: no learner of this course is inactive; approved ones show.
  await dialogo.getByLabel('Sin actividad hace más de 7 días').check();
  await expect(dialogo.getByText('Ningún aprendiz coincide con los filtros.')).toBeVisible();
  await dialogo.getByLabel('Sin actividad hace más de 7 días').uncheck();
  await dialogo.getByLabel('Buscar aprendiz').fill(nombreAprendiz.toUpperCase());
  await expect(fila).toBeVisible();

  // The learner's detail: lesson by lesson, the two attempts with their scores.
  await fila.getByRole('button', { name: `Ver el detalle de ${nombreAprendiz} Monitor` }).click();
  const panel = dialogo.getByRole('complementary', {
    name: `Detalle de ${nombreAprendiz} Monitor`,
  });
  await expect(panel.getByRole('row').filter({ hasText: '1.1 Primera lectura' })).toContainText(
    'Completada',
  );
  await expect(panel.getByRole('row').filter({ hasText: '1.2 Segunda lectura' })).toContainText(
    'Completada',
  );
  await expect(panel.getByTestId('monitor-intento')).toHaveCount(2);
  await expect(panel.getByTestId('monitor-intento').nth(0)).toContainText('0/1');
  await expect(panel.getByTestId('monitor-intento').nth(1)).toContainText('1/1');

  // The CSV of the filtered rows: BOM, ';', Spanish headers, the learner's row.
  const descarga = page.waitForEvent('download');
  await dialogo.getByRole('button', { name: 'Exportar CSV' }).click();
  const ruta = testInfo.outputPath('monitor.csv');
  await (await descarga).saveAs(ruta);
  const bytes = await readFile(ruta);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lineas = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lineas[0]).toMatch(/^Nombre;Apellidos;Email;Centro;Municipio;Progreso \(%\);/);
  expect(lineas).toHaveLength(2);
  expect(lineas[1]).toContain(`${nombreAprendiz};Monitor;${aprendiz.email};${CENTRO};Achí;100;`);
  expect(lineas[1]).toContain(';Aprobada;2;100;');

  // The course's tutor, on a slow PC too: the same row.
  const context = await browser.newContext({ baseURL, locale: 'es-CO' });
  const tutora = await context.newPage();
  await login(tutora, emailTutor, 'clave-de-tomas');
  await expect(tutora.getByText('Hola, Tomás')).toBeVisible({ timeout: 30_000 });
  const suyo = await abrirMonitor(tutora, cursoId);
  await expect(suyo.getByTestId(`monitor-fila-${aprendiz.id}`)).toContainText('Aprobada (100)');
  await expect(suyo.getByTestId('monitor-aprendices')).toHaveText('1');
  await context.close();
});

test('the external dashboard set on the server shows as an extra tab; a credentialed address stops the server at start', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The dashboard: a page of its own on another port, as a programme's Metabase would be.
  const tablero = createServer((_req, res) => {
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><title>Tablero</title><h1>Tablero del programa municipal</h1>');
  });
  await new Promise<void>((resolve) => tablero.listen(0, '127.0.0.1', resolve));
  const urlTablero = `http://127.0.0.1:${(tablero.address() as AddressInfo).port}/d/programa`;

  const rechazado = new ServidorPropio({
    MONITOR_TABLERO_URL: urlTablero.replace('http://', 'http://admin:secreto@'),
  });
  // Exit code 2 is a configuration refusal (src/server/cli.ts); the message itself, on
  // stderr, is asserted by tests/server/modules/monitor/tablero.test.ts.
  await expect(rechazado.iniciar()).rejects.toThrow(/terminó \(código 2\)/);
  await rechazado.eliminar();

  const servidor = new ServidorPropio({ MONITOR_TABLERO_URL: urlTablero });
  try {
    const base = await servidor.iniciar();
    const api = await solicitudes.newContext({ baseURL: base });
    const admin = await tokenAdmin(api);
    const cursoId = await crearCursoApi(api, admin, { codigo: 'TAB-1', nombre: 'Con tablero' });
    await api.dispose();

    const page = await (await browser.newContext({ baseURL: base })).newPage();
    await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByText('Hola, Administrador')).toBeVisible({ timeout: 30_000 });
    const dialogo = await abrirMonitor(page, cursoId);
    await dialogo.getByRole('tab', { name: 'Tablero externo' }).click();
    const marco = dialogo.locator('iframe[title="Tablero externo del programa"]');
    await expect(marco).toHaveAttribute('src', urlTablero);
    await expect(
      page.frameLocator('iframe[title="Tablero externo del programa"]').getByRole('heading'),
    ).toHaveText('Tablero del programa municipal');
    await dialogo.getByRole('tab', { name: 'Aprendices' }).click();
    await expect(dialogo.getByTestId('monitor-aprendices')).toHaveText('0');
    await page.context().close();
  } finally {
    await servidor.eliminar();
    await new Promise((resolve) => tablero.close(resolve));
  }
});
