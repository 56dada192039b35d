import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { E2E_ADMIN, expect, test } from './fixtures';

/**
 * Issue 17: an administrator sees a job that used up its attempts and queues it again.
 * The e2e server runs on SQLite, so its queue is the `trabajos` table of DATA_DIR's file.
 * A job that failed all six attempts takes minutes of real backoff, so the row is written
 * as the runner leaves such a job (estado 'fallido', its last error); everything after
 * that — the list, the retry, the runner taking it — is the real server.
 */
function sembrarFallido(solicitudId: string): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR no está definida: globalSetup no arrancó');
  const db = new Database(join(dataDir, 'plataforma.db'));
  try {
    const id = randomUUID();
    const ahora = new Date().toISOString();
    db.prepare(
      `INSERT INTO trabajos (id, nombre, datos, estado, intentos, max_intentos, ejecutar_en,
         clave, error, creado_en, actualizado_en)
       VALUES (?, 'desbloqueo', ?, 'fallido', 6, 6, ?, NULL, ?, ?, ?)`,
    ).run(
      id,
      JSON.stringify({ solicitudId }),
      ahora,
      'Error: la base de datos no respondió a tiempo',
      ahora,
      ahora,
    );
    return id;
  } finally {
    db.close();
  }
}

test('an admin sees a failed job and queues it again (CPU 4x slower)', async ({ page }) => {
  const solicitud = randomUUID();
  sembrarFallido(solicitud);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Asked for first: after the login the app takes the admin to the page asked for.
  await page.goto('/trabajos');
  await page.getByLabel('Usuario o email').fill(E2E_ADMIN.email);
  await page.getByLabel('Contraseña').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('heading', { name: 'Trabajos en segundo plano' })).toBeVisible({
    timeout: 30_000,
  });
  const tarjeta = page.locator('h3', { hasText: 'Desbloqueo de curso' }).locator('..');
  await expect(page.getByText(`Solicitud ${solicitud}`)).toBeVisible();
  await expect(page.getByText('la base de datos no respondió a tiempo')).toBeVisible();
  await tarjeta
    .getByRole('button', { name: /Reintentar el trabajo «Desbloqueo de curso»/ })
    .click();
  await expect(page.getByText('El trabajo se encoló de nuevo.')).toBeVisible();
  // The runner takes it at once: the request no longer exists, so it completes quietly.
  await expect(page.getByText(`Solicitud ${solicitud}`)).toHaveCount(0);
  await expect(page.getByText('No hay trabajos fallidos.')).toBeVisible();
});
