import axios from 'axios';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crearStore } from '../../../../src/renderer/app/store';
import { sesionIniciada } from '../../../../src/renderer/features/auth';
import {
  ajustesVisuales,
  cambiarAjustesVisuales,
} from '../../../../src/renderer/features/preferencias/ajustesVisuales';
import {
  cambiarPreferencias,
  cargarPreferencias,
  restablecerPreferencias,
} from '../../../../src/renderer/features/preferencias/thunks';
import i18n from '../../../../src/renderer/i18n';
import {
  crearAlmacenEnMemoria,
  crearPlatformWeb,
} from '../../../../src/renderer/platform/webPlatform';
import { USUARIO, iniciarServidor } from '../auth/servidorDePrueba';

/**
 * The preference thunks against a real HTTP server (the renderer's axios client and base
 * query unchanged): what a login applies, what a change saves, what a kiosk logout resets.
 */
type Servidor = Awaited<ReturnType<typeof iniciarServidor>>;
let servidor: Servidor;
const RUTA = '/api/usuarios/preferencias';

beforeAll(async () => {
  // Only Spanish is bundled (issue 18): with the others fetched, a change applies at once.
  await i18n.loadLanguages(['en', 'fr', 'pt', 'zh']);
  servidor = await iniciarServidor();
});
afterAll(() => servidor.cerrar());
beforeEach(async () => {
  servidor.recibidas.length = 0;
  await i18n.changeLanguage('es');
  cambiarAjustesVisuales({ textoGrande: false, altoContraste: false });
});
afterEach(() => restablecerPreferencias());

function montar(conSesion: boolean) {
  const platform = crearPlatformWeb({
    persistente: crearAlmacenEnMemoria(),
    sesion: crearAlmacenEnMemoria(),
  });
  const store = crearStore({
    platform,
    http: axios.create({ baseURL: servidor.url, timeout: 5000 }),
  });
  if (conSesion) store.dispatch(sesionIniciada({ usuario: USUARIO, token: 'tok-ana' }));
  return store;
}

const guardadas = (data: Record<string, unknown>) => ({ status: 200, body: { ok: true, data } });

describe('preferences of the signed-in user (issue 16)', () => {
  it('applies the stored choices after login; those never chosen leave the screen as it is', async () => {
    await i18n.changeLanguage('en');
    cambiarAjustesVisuales({ altoContraste: true });
    servidor.responder(
      `GET ${RUTA}`,
      guardadas({ idioma: 'fr', textoGrande: true, altoContraste: null }),
    );
    await montar(true).dispatch(cargarPreferencias());
    expect(i18n.language).toBe('fr');
    expect(ajustesVisuales()).toEqual({ textoGrande: true, altoContraste: true });
    expect(servidor.recibidas[0]?.authorization).toBe('Bearer tok-ana');

    servidor.responder(
      `GET ${RUTA}`,
      guardadas({ idioma: null, textoGrande: null, altoContraste: false }),
    );
    await montar(true).dispatch(cargarPreferencias());
    expect(i18n.language).toBe('fr');
    expect(ajustesVisuales()).toEqual({ textoGrande: true, altoContraste: false });
  });

  it('keeps the device’s choice when the preferences cannot be read', async () => {
    await i18n.changeLanguage('pt');
    servidor.responder(`GET ${RUTA}`, {
      status: 503,
      body: {
        ok: false,
        error: 'El servidor no está disponible en este momento.',
        code: 'NO_DISPONIBLE',
      },
    });
    await montar(true).dispatch(cargarPreferencias());
    expect(i18n.language).toBe('pt');
  });

  it('saves a change of a signed-in user on the server, only the fields changed', async () => {
    servidor.responder(
      `PATCH ${RUTA}`,
      guardadas({ idioma: 'zh', textoGrande: null, altoContraste: null }),
    );
    const resultado = await montar(true).dispatch(cambiarPreferencias({ idioma: 'zh' }));
    expect(cambiarPreferencias.fulfilled.match(resultado)).toBe(true);
    expect(i18n.language).toBe('zh');
    expect(servidor.recibidas).toMatchObject([
      { method: 'PATCH', url: RUTA, body: { idioma: 'zh' } },
    ]);
  });

  it('applies an anonymous screen’s change without asking the server', async () => {
    await montar(false).dispatch(cambiarPreferencias({ idioma: 'en', textoGrande: true }));
    expect(i18n.language).toBe('en');
    expect(ajustesVisuales().textoGrande).toBe(true);
    expect(servidor.recibidas).toEqual([]);
  });

  it('keeps the change on screen when saving fails, and says why in the chosen language', async () => {
    servidor.responder(`PATCH ${RUTA}`, {
      status: 401,
      body: { ok: false, error: 'No se ha iniciado sesión.', code: 'NO_AUTENTICADO' },
    });
    const resultado = await montar(true).dispatch(cambiarPreferencias({ idioma: 'en' }));
    expect(i18n.language).toBe('en');
    expect(cambiarPreferencias.rejected.match(resultado)).toBe(true);
    expect(resultado.payload).toMatchObject({
      status: 401,
      data: { error: 'You are not signed in.' },
    });
  });

  it('does not let a stored choice arriving late undo what the user just picked', async () => {
    servidor.responder(
      `GET ${RUTA}`,
      guardadas({ idioma: 'fr', textoGrande: null, altoContraste: null }),
    );
    servidor.responder(
      `PATCH ${RUTA}`,
      guardadas({ idioma: 'pt', textoGrande: null, altoContraste: null }),
    );
    const store = montar(true);
    const carga = store.dispatch(cargarPreferencias());
    await store.dispatch(cambiarPreferencias({ idioma: 'pt' }));
    await carga;
    expect(i18n.language).toBe('pt');
  });

  it('a kiosk reset gives Spanish and the normal display', async () => {
    await i18n.changeLanguage('zh');
    cambiarAjustesVisuales({ textoGrande: true, altoContraste: true });
    restablecerPreferencias();
    expect(i18n.language).toBe('es');
    expect(ajustesVisuales()).toEqual({ textoGrande: false, altoContraste: false });
  });
});
