import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';

/**
 * A failure the learner reads as is. `tipo` decides what happens to the `.part`: a cut keeps
 * it and is continued at the next start; an integrity failure throws it away; a server
 * refusal or a full disk keeps it until the learner tries again.
 */
export type TipoError = 'corte' | 'servidor' | 'integridad' | 'espacio';

export class ErrorDescarga extends Error {
  constructor(
    message: string,
    readonly tipo: TipoError,
  ) {
    super(message);
    this.name = 'ErrorDescarga';
  }
}

export interface OpcionesTransferencia {
  url: string;
  /** The `.part` file: appended to when the server honours Range, rewritten otherwise. */
  parcial: string;
  /** Size announced by the caller or remembered from an earlier attempt. */
  totalConocido: number | null;
  fetch: typeof fetch;
  signal: AbortSignal;
  /**
   * Told the full size (null when the server does not say), where the transfer starts and
   * the file's Content-Type, before any byte is written; throws to refuse (no disk space).
   */
  alConocerTotal(total: number | null, desde: number, tipo: string | null): Promise<void>;
  alAvanzar(bytes: number): void;
}

export interface ResultadoTransferencia {
  /** Bytes in the `.part` file at the end. */
  bytes: number;
  total: number | null;
  /** SHA-256 of the whole `.part`, computed while streaming (and over the kept prefix). */
  sha256: string;
  tipo: string | null;
}

export async function tamanoArchivo(ruta: string): Promise<number> {
  const info = await stat(ruta).catch(() => null);
  return info?.isFile() ? info.size : 0;
}

/** Hashes what a resumed download already has, so the final hash covers the whole file. */
async function hashear(hash: Hash, ruta: string, signal?: AbortSignal): Promise<void> {
  for await (const trozo of createReadStream(ruta, { signal })) hash.update(trozo as Buffer);
}

export async function sha256DeArchivo(ruta: string): Promise<string> {
  const hash = createHash('sha256');
  await hashear(hash, ruta);
  return hash.digest('hex');
}

function entero(texto: string | null): number | null {
  return texto !== null && /^\d{1,15}$/.test(texto.trim()) ? Number(texto.trim()) : null;
}

/** `bytes a-b/total` or `bytes a-b/*` (206), `bytes *\/total` (416). */
function leerContentRange(cabecera: string | null) {
  const m = /^bytes\s+(?:(\d+)-(\d+)|\*)\/(\d+|\*)$/i.exec(cabecera?.trim() ?? '');
  if (!m) return null;
  return {
    inicio: m[1] === undefined ? null : Number(m[1]),
    total: m[3] === undefined || m[3] === '*' ? null : Number(m[3]),
  };
}

function mensajePorEstado(estado: number): string {
  if (estado === 401 || estado === 403)
    return 'El servidor no permitió descargar la lección: vuelve a abrirla en línea e inténtalo de nuevo.';
  if (estado === 404) return 'La lección ya no está disponible en el servidor.';
  return `El servidor respondió con un error (${estado}); inténtalo de nuevo más tarde.`;
}

/**
 * One attempt at bringing the `.part` file up to date from the server: asks for the missing
 * tail with `Range: bytes=<size>-` when there is a prefix, appends on 206, starts over on
 * 200 (the server ignored Range) and on a 206 that does not start where asked, and on 416
 * either keeps the prefix (it already is the whole file) or drops it and starts over.
 * Does not decide whether the result is complete and sound: the caller checks size and hash.
 */
export async function transferir(o: OpcionesTransferencia): Promise<ResultadoTransferencia> {
  // Two rounds at most: the second one always starts from zero, so it cannot loop.
  for (let ronda = 0; ronda < 2; ronda++) {
    const desde = await tamanoArchivo(o.parcial);
    const res = await o.fetch(o.url, {
      headers: desde > 0 ? { range: `bytes=${desde}-` } : {},
      signal: o.signal,
      redirect: 'error',
    });
    if (res.status === 416) {
      await res.body?.cancel();
      const total = leerContentRange(res.headers.get('content-range'))?.total ?? o.totalConocido;
      if (total !== null && desde === total) {
        await o.alConocerTotal(total, desde, null);
        o.alAvanzar(desde);
        return { bytes: desde, total, sha256: await sha256DeArchivo(o.parcial), tipo: null };
      }
      await rm(o.parcial, { force: true });
      continue;
    }
    if (res.status !== 200 && res.status !== 206) {
      await res.body?.cancel();
      throw new ErrorDescarga(mensajePorEstado(res.status), 'servidor');
    }
    let inicio = 0;
    let total = entero(res.headers.get('content-length'));
    if (res.status === 206) {
      const rango = leerContentRange(res.headers.get('content-range'));
      if (rango?.inicio !== desde) {
        // Not the tail we asked for: appending it would corrupt the file.
        await res.body?.cancel();
        await rm(o.parcial, { force: true });
        continue;
      }
      inicio = desde;
      total = rango.total ?? (total === null ? null : desde + total);
    }
    total ??= o.totalConocido;
    try {
      await o.alConocerTotal(total, inicio, res.headers.get('content-type'));
    } catch (error) {
      await res.body?.cancel();
      throw error;
    }
    return await escribir(o, res, inicio, total);
  }
  throw new ErrorDescarga(
    'El servidor no pudo continuar la descarga; vuelve a intentarlo más tarde.',
    'servidor',
  );
}

async function escribir(
  o: OpcionesTransferencia,
  res: Response,
  inicio: number,
  total: number | null,
): Promise<ResultadoTransferencia> {
  const hash = createHash('sha256');
  if (inicio > 0) await hashear(hash, o.parcial, o.signal);
  const archivo = await open(o.parcial, inicio > 0 ? 'a' : 'w');
  let bytes = inicio;
  o.alAvanzar(bytes);
  // A reader rather than `for await`: the DOM typings of ReadableStream are not iterable.
  const lector = res.body?.getReader();
  try {
    for (;;) {
      const leido = await lector?.read();
      if (!leido || leido.done) break;
      const trozo = leido.value;
      await archivo.write(trozo);
      hash.update(trozo);
      bytes += trozo.byteLength;
      if (total !== null && bytes > total) {
        throw new ErrorDescarga(
          'El servidor envió más datos de los anunciados; la descarga se descartó.',
          'integridad',
        );
      }
      o.alAvanzar(bytes);
    }
  } catch (error) {
    await lector?.cancel().catch(() => undefined);
    throw error;
  } finally {
    await archivo.close();
  }
  return { bytes, total, sha256: hash.digest('hex'), tipo: res.headers.get('content-type') };
}
