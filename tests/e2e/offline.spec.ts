import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext } from '@playwright/test';
import { LIMITES_PROGRESO } from '../../src/shared/domain/progreso';
import { aprendizDelDemo, llamar, tokenAdmin } from './api';
import { DesktopHarness } from './harness/desktopBridge';
import { expect, test } from './fixtures';
import { ServidorPropio } from './servidorPropio';
import { completarLeccionApi } from './progresoApi';

const ENLACE = '2.3 Alfabetización digital en la enciclopedia';
const CLAVE = 'clave-de-ana';

interface Leccion {
  _id: string;
  nombre: string;
  progress: number;
  bloqueo: unknown;
}

/** Completes, through the API and in order, every lesson before the link lesson. */
async function estudiarHastaElEnlace(api: APIRequestContext, email: string, cursoId: string) {
  const res = await api.post('/auth/login', { data: { email, password: CLAVE } });
  const { token, user } = (await res.json()) as { token: string; user: { _id: string } };
  for (let vuelta = 0; vuelta < 10; vuelta += 1) {
    const { data } = await llamar<{ data: Leccion[] }>(
      api,
      token,
      'GET',
      `/api/multimedias/filtrar?cursos=${cursoId}&fin=50`,
    );
    const abiertas = data.filter(
      (l) => l.bloqueo === null && l.progress < 100 && l.nombre !== ENLACE,
    );
    if (abiertas.length === 0) return;
    // As real time allows it: the server bounds progress (docs/progreso.md).
    for (const l of abiertas) await completarLeccionApi(api, token, user._id, l._id);
  }
}

test('desktop: a learner downloads the course, the connection drops while studying, and the progress reaches the server exactly once when it is back', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const servidor = new ServidorPropio();
  const url = await servidor.iniciar();
  const api = await playwright.request.newContext({ baseURL: url });
  const harness = new DesktopHarness(new URL(url).origin);
  try {
    const admin = await tokenAdmin(api);
    const email = `offline${Date.now().toString().slice(-6)}@prueba.co`;
    const { cursoId } = await aprendizDelDemo(api, admin, {
      email,
      nombre: 'Ana',
      password: CLAVE,
    });
    await estudiarHastaElEnlace(api, email, cursoId);
    // Centre mode: the page talks to main's real centre shell, which applies the offline
    // policy table in front of the platform server.
    const shell = await harness.iniciarCentro(url);
    await harness.attach(page);

    await page.goto(`${shell}/login`);
    await page.getByLabel('Usuario o email').fill(email);
    await page.getByLabel('Contraseña').fill(CLAVE);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('Hola, Ana')).toBeVisible();
    await page.getByRole('button', { name: /DEMO-01/ }).click();

    // The whole course is downloaded to this PC, with its integrity checked, through main.
    await page.getByRole('button', { name: 'Descargar curso' }).click();
    await expect(page.getByText(/^Descargada · /).first()).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(async () =>
        (await harness.servicios?.descargas.listar())?.every((d) => d.estado === 'completa'),
      )
      .toBe(true);
    const descargadas = (await harness.servicios?.descargas.listar()) ?? [];
    expect(descargadas.length).toBeGreaterThanOrEqual(5);
    expect(
      readdirSync(join(harness.dataDir, 'lecciones')).filter((f) => f.endsWith('.leccion')),
    ).toHaveLength(descargadas.length);

    // The learner opens the link lesson, and the connection drops while they read it.
    const tarjeta = page.getByRole('button', { name: new RegExp(`^${ENLACE}`) });
    await tarjeta.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await servidor.detener();
    // They keep reading offline for a link's minimum open time (docs/progreso.md): the
    // client completes a link only then, and the server accepts no sooner either.
    await page.waitForTimeout((LIMITES_PROGRESO.minimoAbiertaSegundos + 1) * 1000);
    // Closing it completes it (spec 4): offline, the report waits in the outbox and the card
    // already shows the lesson done.
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(page.getByText('Sin conexión', { exact: true })).toBeVisible();
    await expect(page.getByText('1 cambio pendiente')).toBeVisible();
    await expect(tarjeta).toContainText('Completado');

    // The server comes back; the sync sends the report, and the server applies it once.
    await servidor.iniciar();
    // The first successful call after the outage starts the replay (no click needed).
    await page.getByRole('link', { name: 'Todos los cursos' }).click();
    await expect(page.getByText(/cambios? pendientes?/)).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByText(/^Última sincronización: /)).toBeVisible();
    const sesion = await (
      await api.post('/auth/login', { data: { email, password: CLAVE } })
    ).json();
    const { progreso_multimedia } = await llamar<{
      progreso_multimedia: { id: string; porcentaje: number; progreso: string }[];
    }>(api, (sesion as { token: string }).token, 'POST', '/api/usuarios/getProgresos', {
      _id: (sesion as { user: { _id: string } }).user._id,
    });
    const lecciones = await llamar<{ data: Leccion[] }>(
      api,
      admin,
      'GET',
      `/api/multimedias/filtrar?cursos=${cursoId}&fin=50`,
    );
    const enlaceId = lecciones.data.find((l) => l.nombre === ENLACE)?._id;
    expect(progreso_multimedia.find((p) => p.id === enlaceId)).toMatchObject({
      porcentaje: 100,
      progreso: 'completado',
    });
    // Exactly once: one applied report id for that lesson in the server's own database.
    const bd = new Database(
      join(servidor.dataDir, 'plataforma.db' /* SQLITE_FILE in src/server/db */),
      { readonly: true },
    );
    const { n } = bd
      .prepare('SELECT COUNT(*) AS n FROM progreso_reportes WHERE multimedia_id = ?')
      .get(enlaceId) as { n: number };
    bd.close();
    expect(n).toBe(1);
  } finally {
    await harness.dispose();
    await api.dispose();
    await servidor.eliminar();
  }
});
