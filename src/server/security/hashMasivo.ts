import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
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

// Plain CommonJS for an eval'd worker: no bundler or path resolution involved, so it runs
// the same from the sources (tsx), from out/main/server.js and inside Electron.
const CODIGO_WORKER = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', (t) => {
  try {
    const key = scryptSync(t.password, Buffer.from(t.salt), t.keylen, t.opciones);
    parentPort.postMessage({ id: t.id, key });
  } catch (error) {
    parentPort.postMessage({ id: t.id, error: String(error) });
  }
});
`;

interface Respuesta {
  id: number;
  key?: Uint8Array;
  error?: string;
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
  private workers: Worker[] = [];
  private siguienteId = 0;

  constructor(opcionesPool: OpcionesPool = {}) {
    this.hilos = Math.max(1, opcionesPool.hilos ?? availableParallelism());
    this.coste = opcionesPool.coste ?? COSTE;
  }

  /** Workers start on first use: a server that never imports never pays for them. */
  private asegurarWorkers(): Worker[] {
    if (this.workers.length === 0) {
      this.workers = Array.from({ length: this.hilos }, () => {
        const w = new Worker(CODIGO_WORKER, { eval: true });
        w.unref(); // an idle pool never keeps the process alive
        return w;
      });
    }
    return this.workers;
  }

  private hashEn(worker: Worker, password: string): Promise<string> {
    const id = this.siguienteId++;
    const salt = randomBytes(16);
    const { N, r, p } = this.coste;
    return new Promise((resolve, reject) => {
      const alResponder = (m: Respuesta) => {
        if (m.id !== id) return;
        worker.off('message', alResponder);
        worker.off('error', alFallar);
        if (m.key) resolve(formatoHash(this.coste, salt, Buffer.from(m.key)));
        else reject(new Error(m.error ?? 'scrypt falló'));
      };
      const alFallar = (error: Error) => {
        worker.off('message', alResponder);
        reject(error);
      };
      worker.on('message', alResponder);
      worker.once('error', alFallar);
      worker.postMessage({
        id,
        password: textoParaHash(password),
        salt,
        keylen: LONGITUD,
        opciones: opciones(N, r, p),
      });
    });
  }

  async hashear(passwords: readonly string[], op: OpcionesHashMasivo = {}): Promise<string[]> {
    if (op.signal?.aborted) throw new HashCancelado();
    const workers = this.asegurarWorkers();
    const salida = new Array<string>(passwords.length);
    let siguiente = 0;
    let hechas = 0;
    // One queue drained by one loop per worker: each worker always has exactly one task.
    const bucle = async (worker: Worker) => {
      while (siguiente < passwords.length) {
        if (op.signal?.aborted) throw new HashCancelado();
        const i = siguiente++;
        salida[i] = await this.hashEn(worker, passwords[i] as string);
        hechas++;
        op.onProgreso?.(hechas);
      }
    };
    await Promise.all(workers.map(bucle));
    return salida;
  }

  async cerrar(): Promise<void> {
    const workers = this.workers;
    this.workers = [];
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
