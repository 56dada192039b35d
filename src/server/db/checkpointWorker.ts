import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/**
 * The worker side of CheckpointsSqlite (checkpointsSqlite.ts): its own connection to the
 * platform's SQLite file, copying the WAL back into the database every `intervaloMs` with a
 * PASSIVE checkpoint, which never waits for the server's connection nor makes it wait.
 * The two fsyncs of each checkpoint happen on this thread, not on the event loop. Imports
 * nothing of the project and only erasable types, so Node runs this file as it is from the
 * sources (tsx, vitest) as well as bundled.
 */
export interface DatosCheckpoint {
  ruta: string;
  intervaloMs: number;
}

/** What `PRAGMA wal_checkpoint` answers: frames in the WAL, and how many are in the file. */
export interface ResultadoCheckpoint {
  busy: number;
  log: number;
  checkpointed: number;
}

/** Messages from the server's thread. */
export type OrdenCheckpoint = 'ahora' | 'cerrar';

const puerto = parentPort;
if (!puerto) throw new Error('checkpointWorker: solo corre como worker thread');
const { ruta, intervaloMs } = workerData as DatosCheckpoint;
const db = new Database(ruta, { fileMustExist: true });
// Only for opening (reading the WAL index while the server writes it): a PASSIVE
// checkpoint itself never waits.
db.pragma('busy_timeout = 1000');

function checkpoint(): ResultadoCheckpoint {
  return (
    (db.pragma('wal_checkpoint(PASSIVE)') as ResultadoCheckpoint[])[0] ?? {
      busy: 1,
      log: -1,
      checkpointed: -1,
    }
  );
}

const reloj = setInterval(checkpoint, intervaloMs);

puerto.on('message', (orden: OrdenCheckpoint) => {
  if (orden === 'ahora') {
    puerto.postMessage(checkpoint());
    return;
  }
  // Closed before the server's own connection, which is then the last one: SQLite
  // checkpoints and removes the WAL when that one closes.
  clearInterval(reloj);
  db.close();
  puerto.close();
});
