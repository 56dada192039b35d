import axios from 'axios';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../../../src/renderer/app/api';
import { crearStore } from '../../../../src/renderer/app/store';
import {
  selectAvisoSesion,
  selectEstadoSesion,
  selectToken,
  selectUsuario,
} from '../../../../src/renderer/features/auth/sessionSlice';
import {
  cerrarSesion,
  iniciarSesion,
  restaurarSesion,
} from '../../../../src/renderer/features/auth/thunks';
import {
  CLAVE_TOKEN,
  crearAlmacenEnMemoria,
  crearPlatformWeb,
} from '../../../../src/renderer/platform/webPlatform';
import { USUARIO, iniciarServidor } from './servidorDePrueba';

type Servidor = Awaited<ReturnType<typeof iniciarServidor>>;
let servidor: Servidor;

beforeAll(async () => {
  servidor = await iniciarServidor();
});
afterAll(() => servidor.cerrar());
beforeEach(() => {
  servidor.recibidas.length = 0;
});

function montar(baseURL = servidor.url) {
  const persistente = crearAlmacenEnMemoria();
  const sesion = crearAlmacenEnMemoria();
  const platform = crearPlatformWeb({ persistente, sesion });
  const store = crearStore({ platform, http: axios.create({ baseURL, timeout: 5000 }) });
  return { store, persistente, sesion, platform };
}

const sesionOk = { ok: true, token: 'tok-1', expira: '2030-01-01T00:00:00.000Z', user: USUARIO };

describe('session start (spec 4)', () => {
  it('without a stored token the session is empty and the server is not asked', async () => {
    const { store } = montar();
    expect(selectEstadoSesion(store.getState())).toBe('iniciando');
    await store.dispatch(restaurarSesion());
    expect(selectEstadoSesion(store.getState())).toBe('anonima');
    expect(servidor.recibidas).toEqual([]);
  });

  it('reloads the user from the stored token', async () => {
    servidor.responder('POST /auth/token', { status: 200, body: { ok: true, user: USUARIO } });
    const { store, persistente } = montar();
    persistente.setItem(CLAVE_TOKEN, 'guardado');
    await store.dispatch(restaurarSesion());
    expect(selectEstadoSesion(store.getState())).toBe('activa');
    expect(selectUsuario(store.getState())?.nombre).toBe('Ana');
    expect(selectToken(store.getState())).toBe('guardado');
    expect(servidor.recibidas[0]?.body).toEqual({ token: 'guardado' });
  });

  it('forgets a token the server rejects', async () => {
    servidor.responder('POST /auth/token', {
      status: 401,
      body: { ok: false, error: 'La sesión expiró.', code: 'TOKEN_INVALIDO' },
    });
    const { store, sesion } = montar();
    sesion.setItem(CLAVE_TOKEN, 'vencido');
    await store.dispatch(restaurarSesion());
    expect(selectEstadoSesion(store.getState())).toBe('anonima');
    expect(sesion.getItem(CLAVE_TOKEN)).toBeNull();
  });

  it('keeps the token when the server cannot be reached, but starts logged out', async () => {
    const { store, persistente } = montar('http://127.0.0.1:1');
    persistente.setItem(CLAVE_TOKEN, 'guardado');
    await store.dispatch(restaurarSesion());
    expect(selectEstadoSesion(store.getState())).toBe('anonima');
    expect(persistente.getItem(CLAVE_TOKEN)).toBe('guardado');
  });
});

describe('login', () => {
  it('stores a remembered token, sets the session and sends the form as the body', async () => {
    servidor.responder('POST /auth/login', { status: 200, body: sesionOk });
    const { store, persistente, sesion } = montar();
    const datos = { email: 'ana@example.com', password: 'secreta', recordarme: true };
    const resultado = await store.dispatch(iniciarSesion(datos));
    expect(iniciarSesion.fulfilled.match(resultado)).toBe(true);
    expect(servidor.recibidas[0]).toMatchObject({ url: '/auth/login', body: datos });
    expect(servidor.recibidas[0]?.authorization).toBeUndefined();
    expect(persistente.getItem(CLAVE_TOKEN)).toBe('tok-1');
    expect(sesion.getItem(CLAVE_TOKEN)).toBeNull();
    expect(selectEstadoSesion(store.getState())).toBe('activa');
    expect(selectToken(store.getState())).toBe('tok-1');
  });

  it('keeps a not-remembered token for this session only', async () => {
    servidor.responder('POST /auth/login', { status: 200, body: sesionOk });
    const { store, persistente, sesion } = montar();
    await store.dispatch(iniciarSesion({ email: 'ana', password: 'x', recordarme: false }));
    expect(sesion.getItem(CLAVE_TOKEN)).toBe('tok-1');
    expect(persistente.getItem(CLAVE_TOKEN)).toBeNull();
  });

  it('rejects with the server error body and status, and logs nobody in', async () => {
    const cuerpo = {
      ok: false,
      error: 'Falta poco! Confirma tu email con el enlace que te enviamos para poder ingresar.',
      code: 'EMAIL_NO_VERIFICADO',
    };
    servidor.responder('POST /auth/login', { status: 403, body: cuerpo });
    const { store, persistente, sesion } = montar();
    await store.dispatch(restaurarSesion());
    const resultado = await store.dispatch(
      iniciarSesion({ email: 'ana', password: 'x', recordarme: true }),
    );
    expect(iniciarSesion.rejected.match(resultado) && resultado.payload).toEqual({
      status: 403,
      data: cuerpo,
    });
    expect(selectEstadoSesion(store.getState())).toBe('anonima');
    expect(persistente.getItem(CLAVE_TOKEN) ?? sesion.getItem(CLAVE_TOKEN)).toBeNull();
  });

  it('explains in Spanish when the server cannot be reached', async () => {
    const { store } = montar('http://127.0.0.1:1');
    const resultado = await store.dispatch(iniciarSesion({ email: 'a', password: 'b' }));
    const falla = iniciarSesion.rejected.match(resultado) ? resultado.payload : undefined;
    expect(falla?.status).toBe(0);
    expect(falla?.data.code).toBe('SIN_CONEXION');
    expect(falla?.data.error).toMatch(/No se pudo conectar con el servidor/);
  });

  it('keeps the status of an answer that is not an API error body', async () => {
    servidor.responder('POST /auth/login', { status: 502, body: '<html>Bad gateway</html>' });
    const { store } = montar();
    const resultado = await store.dispatch(iniciarSesion({ email: 'a', password: 'b' }));
    const falla = iniciarSesion.rejected.match(resultado) ? resultado.payload : undefined;
    expect(falla).toMatchObject({ status: 502, data: { ok: false, code: 'RESPUESTA_INVALIDA' } });
    expect(falla?.data.error).toContain('502');
  });
});

describe('logout', () => {
  it('tells the server with the bearer token, then forgets token and session', async () => {
    servidor.responder('POST /auth/login', { status: 200, body: sesionOk });
    servidor.responder('POST /auth/logout', { status: 200, body: { ok: true } });
    const { store, persistente } = montar();
    await store.dispatch(iniciarSesion({ email: 'ana', password: 'x', recordarme: true }));
    await store.dispatch(cerrarSesion());
    const logout = servidor.recibidas.find((r) => r.url === '/auth/logout');
    expect(logout?.authorization).toBe('Bearer tok-1');
    expect(persistente.getItem(CLAVE_TOKEN)).toBeNull();
    expect(selectEstadoSesion(store.getState())).toBe('anonima');
    expect(selectUsuario(store.getState())).toBeNull();
  });

  it('ends the local session even when the server fails', async () => {
    servidor.responder('POST /auth/login', { status: 200, body: sesionOk });
    servidor.responder('POST /auth/logout', {
      status: 500,
      body: { ok: false, error: 'Error', code: 'ERROR_INTERNO' },
    });
    const { store, persistente } = montar();
    await store.dispatch(iniciarSesion({ email: 'ana', password: 'x', recordarme: true }));
    await store.dispatch(cerrarSesion());
    expect(persistente.getItem(CLAVE_TOKEN)).toBeNull();
    expect(selectEstadoSesion(store.getState())).toBe('anonima');
  });
});

describe('expired session', () => {
  const pruebaApi = api.injectEndpoints({
    endpoints: (build) => ({
      prueba: build.query<unknown, undefined>({
        query: () => ({ url: '/api/prueba', method: 'POST' }),
      }),
    }),
  });

  it('a 401 TOKEN_INVALIDO from any other endpoint ends the session with its message', async () => {
    servidor.responder('POST /auth/login', { status: 200, body: sesionOk });
    servidor.responder('POST /api/prueba', {
      status: 401,
      body: { ok: false, error: 'La sesión expiró.', code: 'TOKEN_INVALIDO' },
    });
    const { store, persistente } = montar();
    await store.dispatch(iniciarSesion({ email: 'ana', password: 'x', recordarme: true }));
    await store.dispatch(pruebaApi.endpoints.prueba.initiate(undefined));
    await new Promise((resolve) => setTimeout(resolve, 0)); // listeners run after the action
    expect(selectEstadoSesion(store.getState())).toBe('anonima');
    expect(selectAvisoSesion(store.getState())).toBe('La sesión expiró.');
    expect(persistente.getItem(CLAVE_TOKEN)).toBeNull();
  });

  it('a 403 (no permission) leaves the session alone', async () => {
    servidor.responder('POST /auth/login', { status: 200, body: sesionOk });
    servidor.responder('POST /api/prueba', {
      status: 403,
      body: { ok: false, error: 'Error no tiene permisos suficientes', code: 'SIN_PERMISO' },
    });
    const { store } = montar();
    await store.dispatch(iniciarSesion({ email: 'ana', password: 'x', recordarme: true }));
    await store.dispatch(pruebaApi.endpoints.prueba.initiate(undefined));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectEstadoSesion(store.getState())).toBe('activa');
  });
});
