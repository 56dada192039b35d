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
export const BLOQUE = 256 * 1024;
/**
 * Blocks in flight per download (1 MiB): reads run ahead of the socket. With two, a single
 * download waited on each read's round trip through libuv's pool and reached 0.3–0.8× nginx
 * on the 2-core machine; with four, 1.1–2.3× (noisy, load average 5–9).
 */
const EN_VUELO = 4;
/** Free blocks kept for the next downloads (16 MiB at most); more are left to the GC. */
const MAX_LIBRES = 64;
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
