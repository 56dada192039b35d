import axios from 'axios';
import { describe, expect, it } from 'vitest';
import type { Conexion, PlatformBridge } from '@shared/bridge';
import { crearStore } from '../../../../src/renderer/app/store';
import { selectEstadoConexion } from '../../../../src/renderer/features/conexion/conexionSlice';
import {
  guardarConexion,
  leerConexion,
  probarConexion,
} from '../../../../src/renderer/features/conexion/thunks';
import {
  conexionPerdida,
  selectSinConexion,
} from '../../../../src/renderer/features/offline/offlineSlice';
import { iniciarSesion } from '../../../../src/renderer/features/auth/thunks';
import '../../../../src/renderer/i18n';
import {
  crearAlmacenEnMemoria,
  crearPlatformWeb,
} from '../../../../src/renderer/platform/webPlatform';

const CENTRO = 'http://192.168.1.10:8080';

/** The web platform with a desktop-like connection area that answers what the test says. */
function montar(conexion: PlatformBridge['conexion'], baseURL = 'http://127.0.0.1:9') {
  const web = crearPlatformWeb({
    persistente: crearAlmacenEnMemoria(),
    sesion: crearAlmacenEnMemoria(),
  });
  return crearStore({
    platform: { ...web, conexion },
    http: axios.create({ baseURL, timeout: 2000 }),
  });
}

function escritorio(inicial: Conexion) {
  let actual = inicial;
  const area: PlatformBridge['conexion'] = {
    get: async () => actual,
    probar: async ({ urlCentro }) =>
      urlCentro === CENTRO
        ? { ok: true, mensaje: `Conexión correcta con ${CENTRO}.` }
        : { ok: false, mensaje: `No se pudo conectar con ${urlCentro}: no respondió a tiempo.` },
    guardar: async (args) => {
      if (args.modo === 'centro' && args.urlCentro !== CENTRO) {
        throw new Error('La dirección no es un servidor de la plataforma.');
      }
      actual =
        args.modo === 'centro'
          ? { modo: 'centro', urlCentro: args.urlCentro, enLinea: true }
          : { modo: 'local', urlCentro: null, enLinea: true };
      return actual;
    },
  };
  return { area, cambiar: (c: Conexion) => (actual = c) };
}

describe('connection state in the store', () => {
  it('shows nothing until main answered, then its mode and online state', async () => {
    const { area } = escritorio({ modo: 'centro', urlCentro: CENTRO, enLinea: false });
    const store = montar(area);
    expect(selectEstadoConexion(store.getState())).toEqual({
      modo: null,
      urlCentro: null,
      enLinea: true,
    });
    await store.dispatch(leerConexion(undefined));
    expect(selectEstadoConexion(store.getState())).toEqual({
      modo: 'centro',
      urlCentro: CENTRO,
      enLinea: false,
    });
  });

  it('turns offline at once when the offline layer or a call finds no server', async () => {
    const { area } = escritorio({ modo: 'centro', urlCentro: CENTRO, enLinea: true });
    const store = montar(area);
    await store.dispatch(leerConexion(undefined));
    store.dispatch(conexionPerdida());
    expect(selectEstadoConexion(store.getState()).enLinea).toBe(false);

    // Back online per main; a login against a port nobody listens on is a network failure.
    await store.dispatch(leerConexion(undefined));
    expect(selectEstadoConexion(store.getState()).enLinea).toBe(true);
    await store.dispatch(iniciarSesion({ email: 'ana@x.co', password: 'x', recordarme: false }));
    expect(selectEstadoConexion(store.getState()).enLinea).toBe(false);
  });

  it('tells the offline layer when main sees the server again', async () => {
    const { area, cambiar } = escritorio({ modo: 'centro', urlCentro: CENTRO, enLinea: false });
    const store = montar(area);
    store.dispatch(conexionPerdida());
    await store.dispatch(leerConexion(undefined));
    expect(selectSinConexion(store.getState())).toBe(true);
    cambiar({ modo: 'centro', urlCentro: CENTRO, enLinea: true });
    await store.dispatch(leerConexion(undefined));
    expect(selectSinConexion(store.getState())).toBe(false);
  });

  it("in local mode, trusts what the API calls found over main's assumption", async () => {
    const { area } = escritorio({ modo: 'local', urlCentro: null, enLinea: true });
    const store = montar(area);
    store.dispatch(conexionPerdida());
    await store.dispatch(leerConexion(undefined));
    expect(selectEstadoConexion(store.getState())).toMatchObject({ modo: 'local', enLinea: false });
    expect(selectSinConexion(store.getState())).toBe(true);
  });

  it('keeps the last known state when main cannot be asked', async () => {
    const store = montar({
      get: async () => Promise.reject(new Error('sin puente')),
      probar: async () => ({ ok: true, mensaje: '' }),
      guardar: async () => Promise.reject(new Error('no')),
    });
    const r = await store.dispatch(leerConexion(undefined));
    expect(r.payload).toBeNull();
    expect(selectEstadoConexion(store.getState()).modo).toBeNull();
  });
});

describe('testing and saving a connection', () => {
  it('reports a failed test as a result, not an error', async () => {
    const store = montar(escritorio({ modo: 'local', urlCentro: null, enLinea: true }).area);
    const bien = await store.dispatch(probarConexion(CENTRO));
    expect(bien.payload).toEqual({ ok: true, mensaje: `Conexión correcta con ${CENTRO}.` });
    const mal = await store.dispatch(probarConexion('http://10.0.0.1'));
    expect(mal.payload).toMatchObject({ ok: false });
  });

  it("saves through main and shows main's reason when it refuses", async () => {
    const store = montar(escritorio({ modo: 'local', urlCentro: null, enLinea: true }).area);
    const rechazo = await store.dispatch(
      guardarConexion({ modo: 'centro', urlCentro: 'http://10.0.0.1' }),
    );
    expect(rechazo.payload).toEqual({
      ok: false,
      mensaje: 'La dirección no es un servidor de la plataforma.',
    });
    expect(selectEstadoConexion(store.getState()).modo).toBeNull();

    const hecho = await store.dispatch(guardarConexion({ modo: 'centro', urlCentro: CENTRO }));
    expect(hecho.payload).toMatchObject({ ok: true });
    expect(selectEstadoConexion(store.getState())).toEqual({
      modo: 'centro',
      urlCentro: CENTRO,
      enLinea: true,
    });
  });
});
