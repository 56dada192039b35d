/**
 * The little a main-process service needs from persistent storage: strings by key. The app,
 * the tests and the e2e harness all use JsonFileStore (secureStorage.ts gives the app's file).
 */
export interface KeyValueStore {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  delete(key: string): void;
}

/**
 * Encryption at rest, injected so services stay free of `electron`. In Electron the glue
 * implements it over `safeStorage` (the OS keychain / DPAPI / libsecret).
 */
export interface Cipher {
  /** False when the OS offers no key store (e.g. Linux without a keyring). */
  isAvailable(): boolean;
  /** Returns base64 ciphertext. */
  encrypt(text: string): string;
  /** Takes base64 ciphertext; throws when it cannot be decrypted. */
  decrypt(base64: string): string;
}
