import axios from 'axios';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformBridge } from '@shared/bridge';
import { crearStore } from '../../../../src/renderer/app/store';
import {
  selectAvisoSesion,
  selectEstadoSesion,
  selectToken,
  selectUsuario,
} from '../../../../src/renderer/features/auth/sessionSlice';
import { iniciarSesion, restaurarSesion } from '../../../../src/renderer/features/auth/thunks';
import { cursosApi } from '../../../../src/renderer/features/cursos/api';
import { selectSinConexion } from '../../../../src/renderer/features/offline/offlineSlice';
import { claveSesion } from '../../../../src/renderer/features/offline/claveSesion';
import { usuarioIdDelToken } from '../../../../src/renderer/features/offline/sesionOffline';
import '../../../../src/renderer/i18n';
import { offlineWeb } from '../../../../src/renderer/platform/web/offline';
import {
  crearAlmacenEnMemoria,
  crearPlatformWeb,
} from '../../../../src/renderer/platform/webPlatform';
import { USUARIO } from '../auth/servidorDePrueba';
import { curso } from '../cursos/fixtures';
import { crearBridgeFalso } from './bridgeFalso';
import { iniciarServidorDetenible } from './servidorDetenible';

type Servidor = Awaited<ReturnType<typeof iniciarServidorDetenible>>;
let servidor: Servidor;

/** A JWT-shaped token (the server signs real ones; the renderer only reads its payload). */
function jwt(payload: object, firma = 'firma'): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256' })}.${b64(payload)}.${firma}`;
}
const TOKEN = jwt({ sub: 'u1', jti: 'j-1', ver: 1, exp: 1_900_000_000 });
const TOKEN_INVALIDO = {
  ok: false,
  error: 'Tu sesión expiró. Inicia sesión de nuevo.',
  code: 'TOKEN_INVALIDO',
};

beforeAll(async () => {
  servidor = await iniciarServidorDetenible();
});
afterAll(() => servidor.detener());
beforeEach(async () => {
  servidor.recibidas.length = 0;
  await servidor.reanudar();
  servidor.responder('POST /auth/login', 200, {
    ok: true,
    token: TOKEN,
    expira: '2030-01-01T00:00:00.000Z',
    user: USUARIO,
  });
  servidor.responder('POST /auth/token', 200, { ok: true, user: USUARIO });
  servidor.responder('POST /api/cursos/listar', 200, { ok: true, data: { data: [curso()] } });
});
afterEach(() => vi.restoreAllMocks());

/** A new store on the same platform: what a restart of the app amounts to. */
function arrancar(platform: PlatformBridge) {
  return crearStore({ platform, http: axios.create({ baseURL: servidor.url, timeout: 5000 }) });
}

async function entrarEnLinea(platform: PlatformBridge) {
  const store = arrancar(platform);
  await store.dispatch(iniciarSesion({ email: USUARIO.email, password: 'x', recordarme: true }));
  expect(selectEstadoSesion(store.getState())).toBe('activa');
  return store;
}

const listar = { forceRefetch: true, subscribe: false } as const;
const consultasToken = () => servidor.recibidas.filter((r) => r.ruta === '/auth/token');

describe('desktop cold start without a connection (issue 7)', () => {
  it('keeps the user of an online login under the hash of its token, never the token', async () => {
    const bridge = crearBridgeFalso(() => servidor.url);
    await entrarEnLinea(bridge.platform);
    await vi.waitFor(() => expect(bridge.cache.get(`u1|${claveSesion(TOKEN)}`)).toEqual(USUARIO));
    expect(claveSesion(TOKEN)).toMatch(/^sesion:[0-9a-f]{64}$/);
    const escrito = JSON.stringify([...bridge.cache.entries()]);
    expect(escrito).not.toContain(TOKEN);
    expect(escrito).not.toContain(TOKEN.split('.')[2]);
  });

  it('opens the session from the cache when the server is down, then re-validates once it is back', async () => {
    const bridge = crearBridgeFalso(() => servidor.url);
    await entrarEnLinea(bridge.platform);
    await vi.waitFor(() => expect(bridge.cache.has(`u1|${claveSesion(TOKEN)}`)).toBe(true));

    await servidor.detener();
    const store = arrancar(bridge.platform);
    await store.dispatch(restaurarSesion());
    expect(selectEstadoSesion(store.getState())).toBe('activa');
    expect(selectUsuario(store.getState())).toEqual(USUARIO);
    expect(selectToken(store.getState())).toBe(TOKEN);
    expect(selectSinConexion(store.getState())).toBe(true);
    expect(await bridge.platform.token.get()).toEqual({ token: TOKEN, recordarme: true });

    // Back online: the first successful call has the token checked (once), and the
    // server's fresh user replaces the cached one.
    await servidor.reanudar();
    const renovado = { ...USUARIO, nombre: 'Ana María' };
    servidor.responder('POST /auth/token', 200, { ok: true, user: renovado });
    servidor.recibidas.length = 0;
    await store.dispatch(cursosApi.endpoints.listarCursos.initiate(undefined, listar));
    await vi.waitFor(() => expect(selectUsuario(store.getState())?.nombre).toBe('Ana María'));
    expect(consultasToken()).toEqual([
      { method: 'POST', ruta: '/auth/token', body: { token: TOKEN } },
    ]);
    expect(selectSinConexion(store.getState())).toBe(false);
    expect(selectEstadoSesion(store.getState())).toBe('activa');
    await vi.waitFor(() =>
      expect(bridge.cache.get(`u1|${claveSesion(TOKEN)}`)).toMatchObject({ nombre: 'Ana María' }),
    );

    // Confirmed: later calls do not ask again.
    await store.dispatch(cursosApi.endpoints.listarCursos.initiate(undefined, listar));
    expect(consultasToken()).toHaveLength(1);
  });

  it('ends the session as an expiry when the server, back again, rejects the token', async () => {
    const bridge = crearBridgeFalso(() => servidor.url);
    await entrarEnLinea(bridge.platform);
    await vi.waitFor(() => expect(bridge.cache.has(`u1|${claveSesion(TOKEN)}`)).toBe(true));
    await servidor.detener();
    const store = arrancar(bridge.platform);
    await store.dispatch(restaurarSesion());
    expect(selectEstadoSesion(store.getState())).toBe('activa');

    await servidor.reanudar();
    servidor.responder('POST /auth/token', 401, TOKEN_INVALIDO);
    await store.dispatch(cursosApi.endpoints.listarCursos.initiate(undefined, listar));
    await vi.waitFor(() => expect(selectEstadoSesion(store.getState())).toBe('anonima'));
    expect(selectAvisoSesion(store.getState())).toBe(TOKEN_INVALIDO.error);
    expect(selectUsuario(store.getState())).toBeNull();
    expect(await bridge.platform.token.get()).toBeNull();
  });

  it('keeps the offline session when the check meets no server, and checks on the next success', async () => {
    const bridge = crearBridgeFalso(() => servidor.url);
    await entrarEnLinea(bridge.platform);
    await vi.waitFor(() => expect(bridge.cache.has(`u1|${claveSesion(TOKEN)}`)).toBe(true));
    await servidor.detener();
    const store = arrancar(bridge.platform);
    await store.dispatch(restaurarSesion());

    // The server answers the course list but is gone again when the check is sent.
    await servidor.reanudar();
    servidor.responder('POST /auth/token', 503, {
      ok: false,
      error: 'El servidor no está disponible.',
      code: 'NO_DISPONIBLE',
    });
    servidor.recibidas.length = 0;
    await store.dispatch(cursosApi.endpoints.listarCursos.initiate(undefined, listar));
    await vi.waitFor(() => expect(consultasToken()).toHaveLength(1));
    await vi.waitFor(() => expect(selectSinConexion(store.getState())).toBe(true));
    expect(selectEstadoSesion(store.getState())).toBe('activa');

    servidor.responder('POST /auth/token', 200, { ok: true, user: USUARIO });
    await store.dispatch(cursosApi.endpoints.listarCursos.initiate(undefined, listar));
    await vi.waitFor(() => expect(consultasToken()).toHaveLength(2));
    await vi.waitFor(() => expect(selectSinConexion(store.getState())).toBe(false));
    expect(selectEstadoSesion(store.getState())).toBe('activa');
  });

  it('opens from the cache when the local shell answers 503 NO_DISPONIBLE', async () => {
    const bridge = crearBridgeFalso(() => servidor.url);
    await entrarEnLinea(bridge.platform);
    await vi.waitFor(() => expect(bridge.cache.has(`u1|${claveSesion(TOKEN)}`)).toBe(true));
    servidor.responder('POST /auth/token', 503, {
      ok: false,
      error: 'El servidor no está disponible.',
      code: 'NO_DISPONIBLE',
    });
    const store = arrancar(bridge.platform);
    await store.dispatch(restaurarSesion());
    expect(selectEstadoSesion(store.getState())).toBe('activa');
    expect(selectSinConexion(store.getState())).toBe(true);
  });

  it('without a cached user the session ends as before, keeping the token', async () => {
    const bridge = crearBridgeFalso(() => servidor.url);
    await bridge.platform.token.set({ token: TOKEN, recordarme: true });
    await servidor.detener();
    const store = arrancar(bridge.platform);
    await store.dispatch(restaurarSesion());
    expect(selectEstadoSesion(store.getState())).toBe('anonima');
    expect(await bridge.platform.token.get()).toEqual({ token: TOKEN, recordarme: true });
  });

  it('a rejected token (4xx) is forgotten even with a cached user', async () => {
    const bridge = crearBridgeFalso(() => servidor.url);
    await entrarEnLinea(bridge.platform);
    await vi.waitFor(() => expect(bridge.cache.has(`u1|${claveSesion(TOKEN)}`)).toBe(true));
    servidor.responder('POST /auth/token', 401, TOKEN_INVALIDO);
    const store = arrancar(bridge.platform);
    await store.dispatch(restaurarSesion());
    expect(selectEstadoSesion(store.getState())).toBe('anonima');
    expect(selectSinConexion(store.getState())).toBe(false);
    expect(await bridge.platform.token.get()).toBeNull();
  });

  it('a cached user opens only with its own token', async () => {
    const bridge = crearBridgeFalso(() => servidor.url);
    await entrarEnLinea(bridge.platform);
    await vi.waitFor(() => expect(bridge.cache.has(`u1|${claveSesion(TOKEN)}`)).toBe(true));
    // Same user id in the payload, another signature: another token, no cached session.
    await bridge.platform.token.set({
      token: jwt({ sub: 'u1', jti: 'j-2', ver: 1, exp: 1_900_000_000 }, 'otra'),
      recordarme: true,
    });
    await servidor.detener();
    const store = arrancar(bridge.platform);
    await store.dispatch(restaurarSesion());
    expect(selectEstadoSesion(store.getState())).toBe('anonima');
  });

  it('reads the user id of a JWT payload and refuses what is not one', () => {
    expect(usuarioIdDelToken(TOKEN)).toBe('u1');
    expect(usuarioIdDelToken('no-es-un-jwt')).toBeNull();
    expect(usuarioIdDelToken('a.%%%.c')).toBeNull();
    expect(usuarioIdDelToken(jwt({ jti: 'sin-sub' }))).toBeNull();
    expect(usuarioIdDelToken(jwt({ sub: 'x'.repeat(65) }))).toBeNull();
  });
});

describe('web adapter: unchanged (issue 7 adds nothing to the browser)', () => {
  it('neither writes nor reads the cache, and starts logged out without a server', async () => {
    const guardar = vi.spyOn(offlineWeb, 'guardarCache');
    const leer = vi.spyOn(offlineWeb, 'leerCache');
    const platform = crearPlatformWeb({
      persistente: crearAlmacenEnMemoria(),
      sesion: crearAlmacenEnMemoria(),
    });
    expect(platform.offline).toBe(offlineWeb);
    await entrarEnLinea(platform);
    await servidor.detener();
    const store = arrancar(platform);
    await store.dispatch(restaurarSesion());
    expect(selectEstadoSesion(store.getState())).toBe('anonima');
    expect(await platform.token.get()).toEqual({ token: TOKEN, recordarme: true });
    expect(guardar).not.toHaveBeenCalled();
    expect(leer).not.toHaveBeenCalled();
  });
});
