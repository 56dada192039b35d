import axios from 'axios';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crearStore } from '../../../../src/renderer/app/store';
import {
  selectEstadoSesion,
  selectToken,
  selectUsuario,
  sesionIniciada,
} from '../../../../src/renderer/features/auth/sessionSlice';
import {
  recargarUsuario,
  reemplazarToken,
  registrarse,
} from '../../../../src/renderer/features/auth/tokenThunks';
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

function montar() {
  const persistente = crearAlmacenEnMemoria();
  const sesion = crearAlmacenEnMemoria();
  const platform = crearPlatformWeb({ persistente, sesion });
  const store = crearStore({
    platform,
    http: axios.create({ baseURL: servidor.url, timeout: 5000 }),
  });
  return { store, persistente, sesion, platform };
}

describe('token replaced after a change that concerns the current user (spec 4)', () => {
  it('keeps remember-me, stores the new token and reloads the user with it', async () => {
    const { store, persistente, platform } = montar();
    await platform.token.set({ token: 'viejo', recordarme: true });
    store.dispatch(sesionIniciada({ usuario: USUARIO, token: 'viejo' }));
    servidor.responder('POST /auth/token', {
      status: 200,
      body: { ok: true, user: { ...USUARIO, nombre: 'Ana María' } },
    });
    await store.dispatch(reemplazarToken('nuevo'));
    expect(persistente.getItem(CLAVE_TOKEN)).toBe('nuevo');
    expect(selectToken(store.getState())).toBe('nuevo');
    expect(selectUsuario(store.getState())?.nombre).toBe('Ana María');
    expect(servidor.recibidas[0]?.body).toEqual({ token: 'nuevo' });
  });

  it('ends the session when the new token does not open one', async () => {
    const { store, sesion, platform } = montar();
    await platform.token.set({ token: 'viejo', recordarme: false });
    store.dispatch(sesionIniciada({ usuario: USUARIO, token: 'viejo' }));
    servidor.responder('POST /auth/token', {
      status: 403,
      body: { ok: false, error: 'Tu usuario está inactivo.', code: 'USUARIO_INACTIVO' },
    });
    await store.dispatch(reemplazarToken('nuevo'));
    expect(selectEstadoSesion(store.getState())).toBe('anonima');
    expect(sesion.getItem(CLAVE_TOKEN)).toBeNull();
  });

  it('reloads the user with the current token, sending it as bearer', async () => {
    const { store } = montar();
    store.dispatch(sesionIniciada({ usuario: USUARIO, token: 'tok' }));
    servidor.responder('POST /auth/token', {
      status: 200,
      body: { ok: true, user: { ...USUARIO, foto: 'a'.repeat(32) + '.png' } },
    });
    await store.dispatch(recargarUsuario());
    expect(selectUsuario(store.getState())?.foto).toBe('a'.repeat(32) + '.png');
    expect(servidor.recibidas[0]?.authorization).toBe('Bearer tok');
  });
});

describe('signup', () => {
  it('enters with a session kept for this visit only (recordarme false)', async () => {
    servidor.responder('POST /auth/signup', {
      status: 200,
      body: { ok: true, token: 'tok-s', expira: '2030-01-01T00:00:00.000Z', user: USUARIO },
    });
    const { store, sesion, persistente } = montar();
    const r = await store.dispatch(
      registrarse({
        nombre: 'Ana',
        apellidos: 'Pérez',
        email: 'ana@example.com',
        tipoIdentificacion: 'Pasaporte',
        identificacion: '1',
        password: 'clave-segura-1',
        confirmPassword: 'clave-segura-1',
        aceptaPoliticas: true,
        customData: {
          municipio: { nombre: 'Achí' },
          institucion: { nombrePunto: 'B' },
          tipoRegistro: 'Estudiante',
        },
        cursoId: 'c1',
      }),
    );
    expect(registrarse.fulfilled.match(r)).toBe(true);
    expect(sesion.getItem(CLAVE_TOKEN)).toBe('tok-s');
    expect(persistente.getItem(CLAVE_TOKEN)).toBeNull();
    expect(selectEstadoSesion(store.getState())).toBe('activa');
  });

  it('rejects with the status and server message (409 duplicate)', async () => {
    servidor.responder('POST /auth/signup', {
      status: 409,
      body: { ok: false, error: 'Ya existe un usuario con ese email.', code: 'CONFLICTO' },
    });
    const { store } = montar();
    const r = await store.dispatch(registrarse({} as never));
    expect(registrarse.rejected.match(r) && r.payload).toEqual({
      status: 409,
      data: { ok: false, error: 'Ya existe un usuario con ese email.', code: 'CONFLICTO' },
    });
    expect(selectEstadoSesion(store.getState())).toBe('iniciando');
  });
});
