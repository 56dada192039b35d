import { describe, expect, it } from 'vitest';
import {
  CLAVE_TOKEN,
  crearAlmacenEnMemoria,
  crearPlatformWeb,
  type StorageLike,
} from '../../../src/renderer/platform/webPlatform';

function crear() {
  const persistente = crearAlmacenEnMemoria();
  const sesion = crearAlmacenEnMemoria();
  return { persistente, sesion, platform: crearPlatformWeb({ persistente, sesion }) };
}

describe('web platform adapter: token', () => {
  it('has no token at first', async () => {
    const { platform } = crear();
    expect(await platform.token.get()).toBeNull();
  });

  it('keeps a remembered token in the persistent storage only', async () => {
    const { platform, persistente, sesion } = crear();
    expect(await platform.token.set({ token: 'abc', recordarme: true })).toBeNull();
    expect(persistente.getItem(CLAVE_TOKEN)).toBe('abc');
    expect(sesion.getItem(CLAVE_TOKEN)).toBeNull();
    expect(await platform.token.get()).toEqual({ token: 'abc', recordarme: true });
  });

  it('keeps a not-remembered token in the session storage only', async () => {
    const { platform, persistente, sesion } = crear();
    await platform.token.set({ token: 'xyz', recordarme: false });
    expect(sesion.getItem(CLAVE_TOKEN)).toBe('xyz');
    expect(persistente.getItem(CLAVE_TOKEN)).toBeNull();
    expect(await platform.token.get()).toEqual({ token: 'xyz', recordarme: false });
  });

  it('replaces a remembered token by a session one without leaving the old copy', async () => {
    const { platform, persistente } = crear();
    await platform.token.set({ token: 'viejo', recordarme: true });
    await platform.token.set({ token: 'nuevo', recordarme: false });
    expect(persistente.getItem(CLAVE_TOKEN)).toBeNull();
    expect(await platform.token.get()).toEqual({ token: 'nuevo', recordarme: false });
  });

  it('clear removes the token from both storages', async () => {
    const { platform, persistente, sesion } = crear();
    persistente.setItem(CLAVE_TOKEN, 'a');
    sesion.setItem(CLAVE_TOKEN, 'b');
    expect(await platform.token.clear()).toBeNull();
    expect(persistente.getItem(CLAVE_TOKEN)).toBeNull();
    expect(sesion.getItem(CLAVE_TOKEN)).toBeNull();
    expect(await platform.token.get()).toBeNull();
  });

  it('treats an empty stored value as no token', async () => {
    const { platform, persistente } = crear();
    persistente.setItem(CLAVE_TOKEN, '');
    expect(await platform.token.get()).toBeNull();
  });

  it('reports a storage failure as a rejected promise, like the desktop bridge', async () => {
    const rota: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const platform = crearPlatformWeb({ persistente: rota, sesion: rota });
    await expect(platform.token.get()).rejects.toThrow('SecurityError');
    await expect(platform.token.set({ token: 't', recordarme: true })).rejects.toThrow(
      'QuotaExceededError',
    );
  });
});
