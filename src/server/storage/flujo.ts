import { close, read } from 'node:fs';
import type { ServerResponse } from 'node:http';

/**
 * Writes a byte range of an open file to an HTTP response, fast: the path of every lesson
 * byte the server itself serves (docs/rendimiento-archivos.md).
 *
 * Why not `fs.createReadStream(...).pipe(res)` (what @fastify/send hands back): every chunk
 * of a read stream is a new Buffer, and at 64 KiB a 200 MB lesson is 3,200 of them; the
 * garbage collector then took about as much CPU as the copying itself, and the server
 * served a quarter of what nginx does. Here the blocks of a download come from a small
 * process-wide free list and go back to it, so a download allocates nothing after its
 * first blocks; while blocks are being written the next ones are read.
 * A block is reused only after `res.write`'s callback: Node calls it once the socket is
 * done with the bytes, so a block is never overwritten while the kernel may still read it.
 */
export const BLOQUE = 1024 * 1024;
/**
 * Blocks in flight per download (2 MiB): reads run ahead of the socket. The server's CPU
 * per 200 MB download, measured with `process.cpuUsage` (medians of 7, curl as client):
 * 256 KiB × 4 in flight 140–166 ms, 512 KiB × 4 111–131 ms, 1 MiB × 4 109–112 ms,
 * 1 MiB × 2 87–88 ms — fewer, bigger reads and writes mean fewer syscalls and callbacks,
 * and two in flight keep the socket busy while the next read runs. With 256 KiB blocks,
 * two in flight left a single download waiting on each read's round trip through libuv's
 * pool; a 1 MiB read is long enough for the write of the other block to cover it.
 */
const EN_VUELO = 2;
/** Free blocks kept for the next downloads (16 MiB at most); more are left to the GC. */
const MAX_LIBRES = 16;
const libres: Buffer[] = [];

function tomarBloque(): Buffer {
  return libres.pop() ?? Buffer.allocUnsafe(BLOQUE);
}

function devolverBloque(bloque: Buffer): void {
  if (libres.length < MAX_LIBRES) libres.push(bloque);
}

/**
 * Sends `longitud` bytes of `fd` from `inicio` as the body of `res` (status and headers
 * already written), then ends it and closes `fd`. A client that goes away stops the reads;
 * a read error cuts the connection (a player then sees a short body and retries with Range).
 * `alCerrar` runs once `fd` is closed (tests wait for it).
 */
export function escribirTramo(
  res: ServerResponse,
  fd: number,
  inicio: number,
  longitud: number,
  alCerrar: () => void = () => {},
): void {
  let posicion = inicio;
  const finTramo = inicio + longitud;
  let leyendo = false;
  let enVuelo = 0;
  let terminado = false;
  let cerrado = false;

  // Never while a read is pending: its fd number could be reused by another open meanwhile.
  const cerrarSiLibre = () => {
    if (cerrado || leyendo) return;
    cerrado = true;
    close(fd, () => alCerrar());
  };
  const terminar = (error?: Error) => {
    if (terminado) return;
    terminado = true;
    cerrarSiLibre();
    if (error) res.destroy(error);
    else res.end();
  };
  res.once('close', () => {
    // Closed before everything was written: the client left; stop reading.
    terminado = true;
    cerrarSiLibre();
  });

  const leer = (): void => {
    if (terminado || leyendo || enVuelo >= EN_VUELO) return;
    if (posicion >= finTramo) {
      if (enVuelo === 0) terminar();
      return;
    }
    const bloque = tomarBloque();
    const cuanto = Math.min(BLOQUE, finTramo - posicion);
    leyendo = true;
    read(fd, bloque, 0, cuanto, posicion, (error, leidos) => {
      leyendo = false;
      if (terminado) {
        devolverBloque(bloque);
        return cerrarSiLibre();
      }
      if (error || leidos === 0) {
        devolverBloque(bloque);
        // A file shorter than its stat said (truncated meanwhile) is an error too.
        return terminar(error ?? new Error('El archivo terminó antes de lo esperado'));
      }
      posicion += leidos;
      enVuelo++;
      res.write(bloque.subarray(0, leidos), () => {
        enVuelo--;
        devolverBloque(bloque);
        leer();
      });
      leer();
    });
  };
  leer();
}
