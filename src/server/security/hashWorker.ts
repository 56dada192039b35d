import { scryptSync } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/**
 * The worker side of PoolHash (hashMasivo.ts): one scrypt per task, synchronously, on the
 * worker's own thread. Only scrypt runs here; salt, cost and the stored format stay in
 * passwords.ts / hashMasivo.ts. Imports nothing but Node built-ins and only erasable types,
 * so Node runs this file as it is from the sources (tsx, vitest) as well as bundled.
 */
export interface TareaHash {
  /** Already normalised by passwords.ts's textoParaHash. */
  password: string;
  salt: Uint8Array;
  keylen: number;
  opciones: ScryptOptions;
}

export default function hashear(tarea: TareaHash): Uint8Array {
  return scryptSync(tarea.password, tarea.salt, tarea.keylen, tarea.opciones);
}
