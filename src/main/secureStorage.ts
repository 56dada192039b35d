import { join } from 'node:path';
import { app, safeStorage } from 'electron';
import { JsonFileStore } from './services/jsonFileStore';
import type { Cipher, KeyValueStore } from './services/keyValueStore';

/**
 * `<userData>/sesion.json` as a KeyValueStore: the same JsonFileStore the tests and the e2e
 * harness use, so what runs is what is tested. Flat string keys, readable by its owner only
 * (it may hold a session token); a corrupted file reads as empty instead of stopping the
 * start: losing a remembered session only means logging in again. Same file and format
 * (one JSON object of strings) that electron-store wrote before, so a remembered session
 * survives the update.
 */
export function createSessionStore(): KeyValueStore {
  return new JsonFileStore(join(app.getPath('userData'), 'sesion.json'));
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
