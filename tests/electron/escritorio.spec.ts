import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron as electron, expect, test, type ElectronApplication } from '@playwright/test';

const RAIZ = join(import.meta.dirname, '../..');

/** Starts the built app over a fresh data folder (CONTENIDO_FORMATIVO_DATOS), with flags. */
async function abrirApp(datos: string, args: string[] = []): Promise<ElectronApplication> {
  // Left over from some tool, ELECTRON_RUN_AS_NODE would start Electron as plain Node.
  const entorno = { ...process.env };
  delete entorno.ELECTRON_RUN_AS_NODE;
  return electron.launch({
    args: [RAIZ, ...args],
    cwd: RAIZ,
    env: { ...entorno, CONTENIDO_FORMATIVO_DATOS: datos },
  });
}

test.describe('the desktop app through Electron', () => {
  let datos: string;
  test.beforeEach(() => {
    datos = mkdtempSync(join(tmpdir(), 'cf-electron-'));
  });
  test.afterEach(() => rmSync(datos, { recursive: true, force: true }));

  test('first start asks for the administrator, then the window is sandboxed with the typed bridge only', async () => {
    const app = await abrirApp(datos);
    try {
      const ventana = await app.firstWindow();
      await expect(ventana.getByText('Bienvenido: cree la cuenta de administración')).toBeVisible();
      await ventana.getByLabel('Email').fill('admin@centro.co');
      await ventana.getByLabel('Nombre').fill('Ada');
      await ventana.getByLabel('Contraseña', { exact: true }).fill('una-clave-larga-2026');
      await ventana.getByLabel('Confirmar contraseña').fill('una-clave-larga-2026');
      await ventana.getByRole('button', { name: 'Crear cuenta e ingresar' }).click();
      await expect(ventana.getByText('Hola, Ada')).toBeVisible();
      // No Node in the page; the bridge exposes only the table's areas.
      const pagina = await ventana.evaluate(() => ({
        require: typeof (window as unknown as { require?: unknown }).require,
        areas: Object.keys(window.platform ?? {}).sort(),
      }));
      expect(pagina.require).toBe('undefined');
      expect(pagina.areas).toEqual(
        ['archivos', 'conexion', 'descargas', 'kiosko', 'offline', 'token'].sort(),
      );
    } finally {
      await app.close();
    }
  });

  test('kiosk mode: full screen, and an idle learner is logged out after the countdown', async () => {
    const primera = await abrirApp(datos);
    const v1 = await primera.firstWindow();
    await v1.getByLabel('Email').fill('admin@centro.co');
    await v1.getByLabel('Nombre').fill('Ada');
    await v1.getByLabel('Contraseña', { exact: true }).fill('una-clave-larga-2026');
    await v1.getByLabel('Confirmar contraseña').fill('una-clave-larga-2026');
    await v1.getByRole('button', { name: 'Crear cuenta e ingresar' }).click();
    await expect(v1.getByText('Hola, Ada')).toBeVisible();
    await primera.close();

    const app = await abrirApp(datos, ['--kiosk', '--inactividad=3']);
    try {
      const ventana = await app.firstWindow();
      const kiosko = await app.evaluate(({ BrowserWindow }) =>
        BrowserWindow.getAllWindows()[0]?.isKiosk(),
      );
      expect(kiosko).toBe(true);
      await ventana.getByLabel('Usuario o email').fill('admin@centro.co');
      await ventana.getByLabel('Contraseña').fill('una-clave-larga-2026');
      await ventana.getByRole('button', { name: 'Ingresar' }).click();
      await expect(ventana.getByText('Hola, Ada')).toBeVisible();
      await expect(ventana.getByText(/Tu sesión se cerrará en \d+ s/)).toBeVisible();
      await expect(ventana).toHaveURL(/\/login$/, { timeout: 60_000 });
      await expect(ventana.getByText('Hola, Ada')).toHaveCount(0);
    } finally {
      await app.close();
    }
  });
});
