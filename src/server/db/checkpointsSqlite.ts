import { stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';
import type { DatosCheckpoint, OrdenCheckpoint, ResultadoCheckpoint } from './checkpointWorker';

/**
 * SQLite's WAL checkpoints on a thread of their own (docs/rendimiento-peticion.md).
 *
 * A committed write goes to the WAL; a checkpoint copies the WAL back into the database
 * file. SQLite runs one itself inside the commit that takes the WAL past 1000 pages, on the
 * connection that commits: here the server's only connection, on the event loop. With
 * `synchronous = NORMAL` a checkpoint fsyncs the WAL and then the database, and under a
 * stream of progress reports (issue 18's bench) one commit in ~200 took 8–18 ms instead of
 * 0.04: the whole server stopped for it, every waiting request with it.
 *
 * Here the server's connection checkpoints only past PAGINAS_TOPE_WAL (a safety valve, for
 * when nothing else does), and a worker thread with its own connection runs a PASSIVE
 * checkpoint every INTERVALO_MS, which neither waits for the server's connection nor blocks
 * it. The worker starts only once the WAL has reached SQLite's own checkpoint size (checked
 * every REVISION_MS): a desktop app or a test that writes little never starts a thread.
 * If the worker cannot run, the connection goes back to SQLite's default.
 */
export const PAGINAS_TOPE_WAL = 10_000;
/** SQLite's default wal_autocheckpoint. */
export const PAGINAS_POR_DEFECTO = 1000;
const INTERVALO_MS = 250;
const REVISION_MS = 1000;
/** The default checkpoint point: 1000 pages of 4 KiB. */
const BYTES_PARA_INICIAR = 4 * 1024 * 1024;
const ESPERA_CIERRE_MS = 5000;

export interface OpcionesCheckpoints {
  intervaloMs?: number;
  revisionMs?: number;
  bytesParaIniciar?: number;
  /** Tests: another worker file (one that fails). */
  archivoWorker?: string;
}

/**
 * Where the worker file is (as hilosHash.ts): built by electron-vite, `?modulePath` emits it
 * as its own bundle; from the sources Node runs the .ts file itself (type stripping).
 */
async function archivoWorker(): Promise<string> {
  // Absent under tsx and plain Node, although the types (electron-vite/node) always declare it.
  const env = import.meta.env as ImportMetaEnv | undefined;
  if (env?.PROD) return (await import('./checkpointWorker?modulePath')).default;
  return fileURLToPath(new URL('./checkpointWorker.ts', import.meta.url));
}

export class CheckpointsSqlite {
  private worker: Worker | null = null;
  private arrancando: Promise<void> | null = null;
  private readonly revision: NodeJS.Timeout;
  private cerrado = false;

  constructor(
    private readonly sqlite: SqliteDatabase.Database,
    private readonly ruta: string,
    private readonly opciones: OpcionesCheckpoints = {},
  ) {
    sqlite.pragma(`wal_autocheckpoint = ${PAGINAS_TOPE_WAL}`);
    this.revision = setInterval(() => void this.revisar(), opciones.revisionMs ?? REVISION_MS);
    this.revision.unref();
  }

  /** Whether the worker is running (tests). */
  get enSegundoPlano(): boolean {
    return this.worker !== null;
  }

  private async revisar(): Promise<void> {
    if (this.worker || this.arrancando || this.cerrado) return;
    const bytes = await stat(`${this.ruta}-wal`).then(
      (s) => s.size,
      () => 0,
    );
    if (bytes >= (this.opciones.bytesParaIniciar ?? BYTES_PARA_INICIAR)) await this.iniciar();
  }

  /** Starts the worker (once); resolves when it runs, or when it failed and was given up. */
  iniciar(): Promise<void> {
    this.arrancando ??= this.arrancar();
    return this.arrancando;
  }

  private async arrancar(): Promise<void> {
    let worker: Worker;
    try {
      const archivo = this.opciones.archivoWorker ?? (await archivoWorker());
      if (this.cerrado) return;
      clearInterval(this.revision);
      const datos: DatosCheckpoint = {
        ruta: this.ruta,
        intervaloMs: this.opciones.intervaloMs ?? INTERVALO_MS,
      };
      worker = new Worker(archivo, { workerData: datos });
    } catch {
      // Started from a timer: a rejection here would be unhandled. SQLite's way instead.
      clearInterval(this.revision);
      this.devolverAlHiloPrincipal();
      return;
    }
    // A running checkpointer never keeps the process (tests, the CLI) alive by itself.
    worker.unref();
    await new Promise<void>((resolve) => {
      worker.once('online', () => {
        this.worker = worker;
        resolve();
      });
      // Kept for the worker's life: an 'error' without a listener would end the process.
      // The worker exits after one, and 'exit' hands checkpoints back to the connection.
      worker.on('error', () => resolve());
      worker.once('exit', () => {
        resolve();
        this.alTerminar(worker);
      });
    });
  }

  /** A worker that failed or stopped: the server's connection checkpoints again itself. */
  private alTerminar(worker: Worker): void {
    if (this.worker === worker) this.worker = null;
    this.devolverAlHiloPrincipal();
  }

  private devolverAlHiloPrincipal(): void {
    if (!this.cerrado && this.sqlite.open) {
      this.sqlite.pragma(`wal_autocheckpoint = ${PAGINAS_POR_DEFECTO}`);
    }
  }

  /** A checkpoint now, on the worker (started if needed); null when it cannot run. */
  async ahora(): Promise<ResultadoCheckpoint | null> {
    await this.iniciar();
    const worker = this.worker;
    if (!worker) return null;
    return new Promise((resolve) => {
      const alSalir = () => resolve(null);
      worker.once('exit', alSalir);
      worker.once('message', (r: ResultadoCheckpoint) => {
        worker.off('exit', alSalir);
        resolve(r);
      });
      worker.postMessage('ahora' satisfies OrdenCheckpoint);
    });
  }

  /** Stops the worker, its connection closed first; call before closing the server's. */
  async detener(): Promise<void> {
    this.cerrado = true;
    clearInterval(this.revision);
    await this.arrancando;
    const worker = this.worker;
    if (!worker) return;
    const fin = new Promise((resolve) => worker.once('exit', resolve));
    worker.postMessage('cerrar' satisfies OrdenCheckpoint);
    const plazo = setTimeout(() => void worker.terminate(), ESPERA_CIERRE_MS);
    await fin;
    clearTimeout(plazo);
    this.worker = null;
  }
}
