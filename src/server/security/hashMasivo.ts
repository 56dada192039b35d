import { randomBytes } from 'node:crypto';
import type Tinypool from 'tinypool';
import { crearPool, hilosDelPool, poolDelProceso } from './hilosHash';
import type { TareaHash } from './hashWorker';
import { COSTE, LONGITUD, formatoHash, opciones, textoParaHash } from './passwords';
import type { CosteScrypt } from './passwords';

/**
 * Hashing many passwords (an import of thousands of users) on the process's worker pool
 * (hilosHash.ts), the one logins use too, keeping one task per thread in flight.
 *
 * Why not just `Promise.all(passwords.map(hashPassword))`: ten thousand scrypt tasks queued
 * at once would make every login wait behind them for minutes; here the import keeps at
 * most one task per thread queued, so a login waits for one scrypt at most.
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

export interface OpcionesPool {
  /**
   * A pool of its own with this many workers (benchmarks, tests); by default the process's
   * shared pool (one thread per core).
   */
  hilos?: number;
  /** Defaults to passwords.ts's cost; only benchmarks and job tests lower it. */
  coste?: CosteScrypt;
}

export class PoolHash implements HasherMasivo {
  private readonly hilos: number;
  private readonly coste: CosteScrypt;
  /** Only a pool of its own: the shared one lives as long as the process (idle, unref'd). */
  private readonly propio: boolean;
  private pool: Promise<Tinypool> | null = null;

  constructor(opcionesPool: OpcionesPool = {}) {
    this.propio = opcionesPool.hilos !== undefined;
    this.hilos = Math.max(1, opcionesPool.hilos ?? hilosDelPool());
    this.coste = opcionesPool.coste ?? COSTE;
  }

  /** Workers start on first use: a server that never hashes never pays for them. */
  private asegurarPool(): Promise<Tinypool> {
    this.pool ??= this.propio ? crearPool(this.hilos) : poolDelProceso();
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
    // The shared pool also serves logins of other servers of this process (tests): it stays;
    // its idle workers are unref'd and never keep the process alive.
    if (!this.propio) return;
    // A pool that never started (its worker file not found) has nothing to stop.
    await (await pool?.catch(() => null))?.destroy();
  }
}
