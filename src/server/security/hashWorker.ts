import { scryptSync } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import { setPriority } from 'node:os';

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

/**
 * A lower priority for this thread only: during a burst of logins the kernel then gives the
 * event loop (and the lessons it streams) the CPU it asks for first, and the hashing takes
 * the rest, which on an otherwise idle machine is all of it. On Linux the nice value is
 * per thread (setpriority(2), NOTES); elsewhere it would lower the whole process (on
 * Windows, the desktop app), so it is left alone there.
 */
export const PRIORIDAD_HASH = 5;
let prioridadBajada = false;

/** Once per worker thread, at its first task (importing this module changes nothing). */
function bajarPrioridad(): void {
  prioridadBajada = true;
  if (process.platform !== 'linux') return;
  try {
    setPriority(PRIORIDAD_HASH);
  } catch {
    // Not allowed in this container or sandbox: hashing at normal priority still works.
  }
}

export default function hashear(tarea: TareaHash): Uint8Array {
  if (!prioridadBajada) bajarPrioridad();
  return scryptSync(tarea.password, tarea.salt, tarea.keylen, tarea.opciones);
}
