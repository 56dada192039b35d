import axios from 'axios';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Kiosko, PlatformBridge } from '@shared/bridge';
import { api } from '../../../../src/renderer/app/api';
import { crearStore } from '../../../../src/renderer/app/store';
import {
  selectEstadoSesion,
  selectUsuario,
} from '../../../../src/renderer/features/auth/sessionSlice';
import { cerrarSesion, iniciarSesion } from '../../../../src/renderer/features/auth/thunks';
import {
  KIOSKO_INACTIVO,
  leerConfigKiosko,
  olvidarDatosLocales,
  sincronizarAntesDeSalir,
} from '../../../../src/renderer/features/kiosko/thunks';
import i18n from '../../../../src/renderer/i18n';
import { kioskoWeb } from '../../../../src/renderer/platform/web/kiosko';
import {
  CLAVE_TOKEN,
  crearAlmacenEnMemoria,
  crearPlatformWeb,
} from '../../../../src/renderer/platform/webPlatform';
import { USUARIO, iniciarServidor } from '../auth/servidorDePrueba';

type Servidor = Awaited<ReturnType<typeof iniciarServidor>>;
let servidor: Servidor;
beforeAll(async () => {
  servidor = await iniciarServidor();
});
afterAll(() => servidor.cerrar());
beforeEach(() => {
  servidor.recibidas.length = 0;
  servidor.responder('POST /auth/login', {
    status: 200,
    body: { ok: true, token: 'tok-ana', expira: '2030-01-01T00:00:00.000Z', user: USUARIO },
  });
  servidor.responder('POST /auth/logout', { status: 200, body: { ok: true } });
  servidor.responder('POST /api/kiosko-prueba', { status: 200, body: { nombre: 'Curso de Ana' } });
});

const KIOSKO: Kiosko = {
  activo: true,
  inactividadSegundos: 300,
  cuentaRegresivaSegundos: 30,
  permitirEnlacesExternos: false,
};

/** The web platform with the desktop's kiosk and offline areas recorded, as main would answer. */
interface Opciones {
  sincronizar?: () => Promise<void>;
  olvidar?: () => Promise<void>;
  config?: () => Promise<Kiosko>;
}

function montar(opciones: Opciones = {}) {
  const persistente = crearAlmacenEnMemoria();
  const web = crearPlatformWeb({ persistente, sesion: crearAlmacenEnMemoria() });
  const llamadas: string[] = [];
  const platform: PlatformBridge = {
    ...web,
    kiosko: {
      config: async () => {
        llamadas.push('config');
        return (opciones.config ?? (async () => KIOSKO))();
      },
    },
    offline: {
      ...web.offline,
      sincronizar: async ({ usuarioId, token }) => {
        const logoutYa = servidor.recibidas.some((r) => r.url === '/auth/logout');
        llamadas.push(`sincronizar ${usuarioId} ${token}${logoutYa ? ' (tarde)' : ''}`);
        await opciones.sincronizar?.();
        return web.offline.sincronizar({ usuarioId, token });
      },
      olvidarUsuario: async ({ usuarioId }) => {
        llamadas.push(`olvidar ${usuarioId}`);
        await opciones.olvidar?.();
        return { olvidado: false, pendientes: 2 };
      },
    },
  };
  const store = crearStore({
    platform,
    http: axios.create({ baseURL: servidor.url, timeout: 5000 }),
  });
  return { store, persistente, llamadas };
}

const pruebaApi = api.injectEndpoints({
  endpoints: (build) => ({
    kioskoPrueba: build.query<{ nombre: string }, undefined>({
      query: () => ({ url: '/api/kiosko-prueba', method: 'POST' }),
    }),
  }),
});

describe('kiosk exit (idle logout and Cambiar de usuario)', () => {
  it('sends the outbox with the still-valid token, logs out, then forgets the learner: nothing of them stays', async () => {
    const { store, persistente, llamadas } = montar();
    await store.dispatch(iniciarSesion({ email: 'ana', password: 'x', recordarme: true }));
    await store.dispatch(pruebaApi.endpoints.kioskoPrueba.initiate(undefined));
    expect(JSON.stringify(store.getState())).toContain('Curso de Ana');

    // What useCambiarDeUsuario runs, around the app's own logout.
    const antes = await store.dispatch(sincronizarAntesDeSalir(undefined));
    expect(antes.payload).toBe('u1');
    await store.dispatch(cerrarSesion());
    await store.dispatch(olvidarDatosLocales('u1'));

    expect(llamadas).toEqual(['sincronizar u1 tok-ana', 'olvidar u1']);
    expect(servidor.recibidas.some((r) => r.url === '/auth/logout')).toBe(true);
    expect(persistente.getItem(CLAVE_TOKEN)).toBeNull();
    expect(selectEstadoSesion(store.getState())).toBe('anonima');
    expect(selectUsuario(store.getState())).toBeNull();
    const estado = JSON.stringify(store.getState());
    expect(estado).not.toContain('Curso de Ana');
    expect(estado).not.toContain('tok-ana');
    expect(estado).not.toContain(USUARIO.email);
  });

  it('does not wait for ever for a server that does not answer the outbox', async () => {
    const { store, llamadas } = montar({ sincronizar: () => new Promise(() => undefined) });
    await store.dispatch(iniciarSesion({ email: 'ana', password: 'x' }));
    const inicio = Date.now();
    const antes = await store.dispatch(sincronizarAntesDeSalir(50));
    expect(Date.now() - inicio).toBeLessThan(2000);
    expect(antes.payload).toBe('u1');
    expect(llamadas).toEqual(['sincronizar u1 tok-ana']);
  });

  it('a failing sync or forget never stops the logout', async () => {
    const { store } = montar({
      sincronizar: () => Promise.reject(new Error('Servidor caído')),
      olvidar: () => Promise.reject(new Error('Base de datos bloqueada')),
    });
    await store.dispatch(iniciarSesion({ email: 'ana', password: 'x' }));
    const antes = await store.dispatch(sincronizarAntesDeSalir(undefined));
    expect(sincronizarAntesDeSalir.fulfilled.match(antes)).toBe(true);
    const despues = await store.dispatch(olvidarDatosLocales('u1'));
    expect(olvidarDatosLocales.fulfilled.match(despues)).toBe(true);
  });

  it('with nobody signed in there is nothing to send nor forget', async () => {
    const { store, llamadas } = montar();
    const antes = await store.dispatch(sincronizarAntesDeSalir(undefined));
    expect(antes.payload).toBeNull();
    expect(llamadas).toEqual([]);
  });
});

describe('kiosk settings in the renderer', () => {
  it('asks main once per platform: every component shares the answer', async () => {
    const { store, llamadas } = montar();
    const a = await store.dispatch(leerConfigKiosko());
    const b = await store.dispatch(leerConfigKiosko());
    expect(a.payload).toEqual(KIOSKO);
    expect(b.payload).toEqual(KIOSKO);
    expect(llamadas).toEqual(['config']);
  });

  it('unreadable settings mean an ordinary window, and are asked again next time', async () => {
    let intentos = 0;
    const { store } = montar({
      config: async () => {
        intentos++;
        if (intentos === 1) throw new Error('canal caído');
        return KIOSKO;
      },
    });
    expect((await store.dispatch(leerConfigKiosko())).payload).toEqual(KIOSKO_INACTIVO);
    expect((await store.dispatch(leerConfigKiosko())).payload).toEqual(KIOSKO);
  });

  it('a browser is never a kiosk', async () => {
    expect((await kioskoWeb.config()).activo).toBe(false);
  });

  it('the countdown reads as the issue asks, in Spanish', () => {
    expect(i18n.t('kiosko.cuentaRegresiva.mensaje', { segundos: 30, lng: 'es' })).toBe(
      'Tu sesión se cerrará en 30 s',
    );
    expect(i18n.t('kiosko.cambiarUsuario', { lng: 'es' })).toBe('Cambiar de usuario');
  });
});
