import { safeStorage } from 'electron';
import Store from 'electron-store';
import type { Cipher, KeyValueStore } from './services/keyValueStore';

/**
 * electron-store file `<userData>/sesion.json` seen as a KeyValueStore: flat keys (no dot
 * paths), readable by its owner only since it may hold a session token. A corrupted file is
 * reset instead of throwing at start-up (electron-store's default is to throw): losing a
 * remembered session only means logging in again.
 */
export function createSessionStore(): KeyValueStore {
  const store = new Store<Record<string, string>>({
    name: 'sesion',
    clearInvalidConfig: true,
    accessPropertiesByDotNotation: false,
    configFileMode: 0o600,
  });
  return {
    get: (key) => {
      const value: unknown = store.get(key);
      return typeof value === 'string' ? value : undefined;
    },
    set: (key, value) => store.set(key, value),
    delete: (key) => store.delete(key),
  };
}

/**
 * A Cipher over Electron's safeStorage (Keychain, DPAPI, libsecret/kwallet). Must be made
 * after `app` is ready: before that, safeStorage reports itself unavailable on some systems.
 */
export function createSafeStorageCipher(): Cipher {
  return {
    isAvailable: () => safeStorage.isEncryptionAvailable(),
    encrypt: (text) => safeStorage.encryptString(text).toString('base64'),
    decrypt: (base64) => safeStorage.decryptString(Buffer.from(base64, 'base64')),
  };
}

/**
 * On Linux without a keyring, safeStorage "encrypts" with a fixed, public key
 * ('basic_text'): better than nothing, but worth telling whoever reads the logs.
 */
export function weakEncryptionNotice(): string | null {
  if (process.platform !== 'linux') return null;
  return safeStorage.getSelectedStorageBackend() === 'basic_text'
    ? 'No hay llavero del sistema: la sesión recordada se cifra con una clave fija (basic_text).'
    : null;
}
