import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';
import type { TareaHash } from './hashWorker';
import { COSTE, LONGITUD, formatoHash, opciones, textoParaHash } from './passwords';
import type { CosteScrypt } from './passwords';

/**
 * Hashing many passwords (an import of thousands of users) on worker threads, one per core.
 *
 * Why not just `Promise.all(passwords.map(hashPassword))`: node's async scrypt runs on the
 * libuv thread pool (4 threads by default), the same pool that serves every fs call,
 * DNS lookup and zlib job of the server. Ten thousand queued scrypt jobs would make every
 * file read of every other request wait behind them for minutes. Workers running
 * `scryptSync` use their own threads and leave libuv's pool (and the event loop) free.
 * The pool is tinypool's; the worker is hashWorker.ts, a plain typed module.
 *
 * The format and cost are passwords.ts's: the salt is made here and the hash string built
 * here; a worker only runs scrypt. `verifyPassword` reads these hashes like every other one.
 */
export interface OpcionesHashMasivo {
  signal?: AbortSignal;
  /** Called with the number of passwords hashed so far (whatever their order). */
  onProgreso?: (hechas: number) => void;
}

export interface HasherMasivo {
  /** Hashes in input order. Rejects with `HashCancelado` once `signal` aborts. */
  hashear(passwords: readonly string[], opciones?: OpcionesHashMasivo): Promise<string[]>;
  /** Stops the workers (server shutdown). */
  cerrar(): Promise<void>;
}

export class HashCancelado extends Error {
  override name = 'HashCancelado';
  constructor() {
    super('Hash cancelado');
  }
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

export interface OpcionesPool {
  /** Worker count; default one per core (os.availableParallelism()). */
  hilos?: number;
  /** Defaults to passwords.ts's cost; only benchmarks and job tests lower it. */
  coste?: CosteScrypt;
}

export class PoolHash implements HasherMasivo {
  private readonly hilos: number;
  private readonly coste: CosteScrypt;
  private pool: Promise<Tinypool> | null = null;

  constructor(opcionesPool: OpcionesPool = {}) {
    this.hilos = Math.max(1, opcionesPool.hilos ?? availableParallelism());
    this.coste = opcionesPool.coste ?? COSTE;
  }

  /**
   * Workers start on first use: a server that never imports never pays for them. Tinypool
   * unrefs idle workers, so an idle pool never keeps the process alive.
   */
  private asegurarPool(): Promise<Tinypool> {
    this.pool ??= archivoWorker().then(
      (filename) => new Tinypool({ filename, minThreads: this.hilos, maxThreads: this.hilos }),
    );
    return this.pool;
  }

  private async hashUno(pool: Tinypool, password: string, signal?: AbortSignal): Promise<string> {
    const salt = randomBytes(16);
    const { N, r, p } = this.coste;
    const tarea: TareaHash = {
      password: textoParaHash(password),
      salt,
      keylen: LONGITUD,
      opciones: opciones(N, r, p),
    };
    try {
      const key = (await pool.run(tarea, { signal: signal ?? null })) as Uint8Array;
      return formatoHash(this.coste, salt, Buffer.from(key));
    } catch (error) {
      // Tinypool rejects queued and running tasks with its AbortError (and stops the worker).
      if (signal?.aborted) throw new HashCancelado();
      throw error;
    }
  }

  async hashear(passwords: readonly string[], op: OpcionesHashMasivo = {}): Promise<string[]> {
    if (op.signal?.aborted) throw new HashCancelado();
    const pool = await this.asegurarPool();
    const salida = new Array<string>(passwords.length);
    let siguiente = 0;
    let hechas = 0;
    // One loop per thread over a shared index: each worker has exactly one task at a time,
    // so a cancel stops at once and ten thousand passwords never sit in the pool's queue.
    const bucle = async () => {
      while (siguiente < passwords.length) {
        if (op.signal?.aborted) throw new HashCancelado();
        const i = siguiente++;
        salida[i] = await this.hashUno(pool, passwords[i] as string, op.signal);
        hechas++;
        op.onProgreso?.(hechas);
      }
    };
    await Promise.all(Array.from({ length: this.hilos }, bucle));
    return salida;
  }

  async cerrar(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    // A pool that never started (its worker file not found) has nothing to stop.
    await (await pool?.catch(() => null))?.destroy();
  }
}
