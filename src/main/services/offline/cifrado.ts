import type { Cipher } from '../keyValueStore';

/** The refusal shown for an outbox item whose stored body can no longer be decrypted. */
export const MENSAJE_NO_DESCIFRADO = 'No se pudo descifrar este cambio guardado sin conexión.';

export const AVISO_SIN_CIFRADO =
  'El sistema no ofrece cifrado: la caché y los cambios sin conexión se guardan sin cifrar en el perfil del usuario.';

/** The `cifrado` column: 0 the text is the JSON itself, 1 it is the cipher's base64 of it. */
export type Formato = 0 | 1;

/** A JSON text as it goes into the file. */
export interface Guardado {
  texto: string;
  cifrado: Formato;
}

/**
 * A stored text read back:
 * - `json`: the JSON (plain row, or decrypted);
 * - `sin-clave`: encrypted, and the cipher is absent or unavailable right now (it may come
 *   back: the row is kept as it is);
 * - `ilegible`: encrypted, and the cipher cannot make JSON of it (the OS key changed, or the
 *   row is damaged): it never will.
 */
export type Leido = { tipo: 'json'; json: string } | { tipo: 'sin-clave' } | { tipo: 'ilegible' };

/**
 * Encryption at rest of the offline file's values, over the same Cipher as the session
 * token (Electron's safeStorage in the app). Without a usable cipher values are written as
 * plain JSON, as before, and `aviso` says so once.
 */
export class CifradoOffline {
  private avisado = false;

  constructor(
    private readonly cipher: Cipher | undefined,
    private readonly aviso: (mensaje: string) => void,
  ) {}

  guardar(json: string): Guardado {
    if (this.cipher?.isAvailable()) {
      try {
        return { texto: this.cipher.encrypt(json), cifrado: 1 };
      } catch {
        // The key store failed on this write: keep the learner's data, unencrypted (and say so).
      }
    }
    if (!this.avisado) {
      this.avisado = true;
      this.aviso(AVISO_SIN_CIFRADO);
    }
    return { texto: json, cifrado: 0 };
  }

  leer(texto: string, cifrado: number): Leido {
    if (cifrado === 0) return { tipo: 'json', json: texto };
    if (!this.cipher?.isAvailable()) return { tipo: 'sin-clave' };
    try {
      const json = this.cipher.decrypt(texto);
      // Checked here: a wrong key may "decrypt" to garbage instead of throwing.
      JSON.parse(json);
      return { tipo: 'json', json };
    } catch {
      return { tipo: 'ilegible' };
    }
  }
}
