import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';
import type { TareaHash } from './hashWorker';

/**
 * The one pool of worker threads that runs every scrypt of the process: logins, password
 * changes and the users import (docs/rendimiento-archivos.md).
 *
 * Why not node's async `crypto.scrypt`: it runs on the libuv thread pool (4 threads by
 * default), the same pool that serves every fs call of the server. Thirty learners logging
 * in at once queued thirty 100 ms jobs in front of the file reads of the lessons being
 * played, and a 64 KiB Range request waited seconds. Workers running `scryptSync` use
 * their own threads and leave libuv's pool (and the event loop) to the file I/O.
 *
 * Size: one thread per core (os.availableParallelism()). One less would keep a core for
 * the event loop, but on the 2-core machines of the centres it halves how many logins
 * are hashed at once (a burst of 30 took twice as long as pure hashing); the event loop
 * and the streaming need little CPU and the kernel shares the cores fairly.
 * Logins and the import share the queue first come, first served: the import keeps at
 * most one task per thread in it (hashMasivo.ts), so a login waits for one scrypt at most.
 */
export function hilosDelPool(): number {
  return Math.max(1, availableParallelism());
}

/**
 * Where the worker file is. Built by electron-vite, `?modulePath` emits hashWorker.ts as its
 * own bundle (out/main/chunks/hashWorker-<hash>.js, inside the app's asar too) and gives its
 * path. From the sources (tsx, vitest) Node runs the .ts file itself: type stripping is on by
 * default since Node 22.18 (Node 24 here). The build replaces `import.meta.env.PROD` with
 * `true`; elsewhere it is false or absent.
 */
async function archivoWorker(): Promise<string> {
  // Absent under tsx and plain Node, although the types (electron-vite/node) always declare it.
  const env = import.meta.env as ImportMetaEnv | undefined;
  if (env?.PROD) return (await import('./hashWorker?modulePath')).default;
  return fileURLToPath(new URL('./hashWorker.ts', import.meta.url));
}

/**
 * A pool of `hilos` threads. Workers start on first use (a process that never hashes never
 * pays for them); Tinypool unrefs idle workers, so an idle pool never keeps the process
 * (tests, the CLI, the desktop app) alive.
 */
export function crearPool(hilos: number): Promise<Tinypool> {
  return archivoWorker().then(
    (filename) => new Tinypool({ filename, minThreads: hilos, maxThreads: hilos }),
  );
}

let delProceso: Promise<Tinypool> | null = null;

/** The process's shared pool (created on first use, never more than one). */
export function poolDelProceso(): Promise<Tinypool> {
  delProceso ??= crearPool(hilosDelPool());
  return delProceso;
}

/** One scrypt on the shared pool. */
export async function scryptEnPool(tarea: TareaHash): Promise<Buffer> {
  const pool = await poolDelProceso();
  return Buffer.from((await pool.run(tarea)) as Uint8Array);
}
