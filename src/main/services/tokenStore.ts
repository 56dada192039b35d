import { z } from 'zod';
import { storedTokenSchema, type StoredToken } from '@shared/bridge';
import type { Cipher, KeyValueStore } from './keyValueStore';

/** What is written under the key: the token JSON, encrypted (base64) or plain. */
const persistedSchema = z.object({
  v: z.literal(1),
  encrypted: z.boolean(),
  data: z.string(),
});

export interface TokenStoreOptions {
  store: KeyValueStore;
  /** Absent or unavailable: the token is stored in plain text (and `notice` says so once). */
  cipher?: Cipher;
  /** Key inside the store; lets several stores share one file. */
  key?: string;
  /** Told about things a person may want to know (e.g. no encryption on this machine). */
  notice?: (message: string) => void;
}

/**
 * The session token of the desktop app. With "recordarme" it survives restarts (persisted,
 * encrypted when the OS allows it); without, it lives in this object only and is gone when
 * the app closes. A stored value that cannot be read back is treated as no session.
 */
export class TokenStore {
  private readonly store: KeyValueStore;
  private readonly cipher: Cipher | undefined;
  private readonly key: string;
  private readonly notice: (message: string) => void;
  private memory: StoredToken | null = null;
  private noticeGiven = false;

  constructor(options: TokenStoreOptions) {
    this.store = options.store;
    this.cipher = options.cipher;
    this.key = options.key ?? 'sesion.token';
    this.notice = options.notice ?? (() => undefined);
  }

  get(): StoredToken | null {
    if (this.memory) return { ...this.memory };
    const raw = this.store.get(this.key);
    if (raw === undefined) return null;
    const token = this.decode(raw);
    // Unreadable (corrupted, or encrypted with a key this machine no longer has): forget it
    // so the user simply logs in again instead of hitting the same error at every start.
    if (!token) this.store.delete(this.key);
    return token;
  }

  set(value: StoredToken): void {
    const token = storedTokenSchema.parse(value);
    if (!token.recordarme) {
      this.memory = token;
      this.store.delete(this.key);
      return;
    }
    this.memory = null;
    this.store.set(this.key, this.encode(token));
  }

  clear(): void {
    this.memory = null;
    this.store.delete(this.key);
  }

  /** True when a remembered token would be written encrypted. */
  get encrypts(): boolean {
    return this.cipher?.isAvailable() ?? false;
  }

  private encode(token: StoredToken): string {
    const json = JSON.stringify(token);
    if (this.cipher?.isAvailable()) {
      return JSON.stringify({ v: 1, encrypted: true, data: this.cipher.encrypt(json) });
    }
    if (!this.noticeGiven) {
      this.noticeGiven = true;
      this.notice(
        'El sistema no ofrece cifrado: la sesión recordada se guarda sin cifrar en el perfil del usuario.',
      );
    }
    return JSON.stringify({ v: 1, encrypted: false, data: json });
  }

  private decode(raw: string): StoredToken | null {
    try {
      const persisted = persistedSchema.parse(JSON.parse(raw));
      let json = persisted.data;
      if (persisted.encrypted) {
        if (!this.cipher?.isAvailable()) return null;
        json = this.cipher.decrypt(persisted.data);
      }
      const token = storedTokenSchema.parse(JSON.parse(json));
      return token.recordarme ? token : null;
    } catch {
      return null;
    }
  }
}
