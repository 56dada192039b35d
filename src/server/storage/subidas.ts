import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { WriteStream } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import type { Readable, TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../errors';
import { crearCarpetaPrivada, hacerPrivado, MODO_ARCHIVO } from './permisos';
import { BYTES_CABECERA, detectarTipo } from './tipos';
import type { TipoArchivo } from './tipos';

export interface OpcionesSubida {
  /** Folder of the stored files (created if missing). */
  dir: string;
  maxBytes: number;
  /** Accepted MIME types, recognised by the file's first bytes (storage/tipos.ts). */
  tipos: readonly string[];
  mensajes?: { demasiadoGrande?: string; tipoNoSoportado?: string; vacio?: string };
  /** True when the source stopped early because of its own size limit (multipart's). */
  truncado?: () => boolean;
}

export interface ArchivoGuardado {
  /** Server-made name: 32 random hex characters and the extension of the detected type. */
  nombre: string;
  ruta: string;
  mime: string;
  bytes: number;
  sha256: string;
}

const MENSAJE_VACIO = 'No has seleccionado ningún archivo';
export const MENSAJE_INTERRUMPIDA = 'La subida se interrumpió antes de terminar.';

/**
 * Counts bytes (failing as soon as the limit is passed, not after the fact), hashes them,
 * and holds back the first bytes until they show an accepted type.
 */
class Inspector extends Transform {
  bytes = 0;
  tipo: TipoArchivo | null = null;
  readonly hash = createHash('sha256');
  private cabecera: Buffer[] = [];
  private enCabecera = 0;

  constructor(private readonly opciones: OpcionesSubida) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.opciones.maxBytes) {
      callback(new HttpError('DEMASIADO_GRANDE', this.opciones.mensajes?.demasiadoGrande));
      return;
    }
    this.hash.update(chunk);
    if (this.tipo) {
      callback(null, chunk);
      return;
    }
    this.cabecera.push(chunk);
    this.enCabecera += chunk.length;
    if (this.enCabecera < BYTES_CABECERA) {
      callback();
      return;
    }
    callback(this.decidir());
  }

  override _flush(callback: TransformCallback) {
    if (this.tipo) {
      callback();
      return;
    }
    if (this.bytes === 0) {
      callback(new HttpError('VALIDACION', this.opciones.mensajes?.vacio ?? MENSAJE_VACIO));
      return;
    }
    // A file shorter than the header buffer: decide on what there is.
    callback(this.decidir());
  }

  private decidir(): Error | null {
    const cabecera = Buffer.concat(this.cabecera);
    this.tipo = detectarTipo(cabecera, this.opciones.tipos);
    if (!this.tipo) {
      return new HttpError('TIPO_NO_SOPORTADO', this.opciones.mensajes?.tipoNoSoportado);
    }
    this.cabecera = [];
    this.push(cabecera);
    return null;
  }
}

/**
 * Errors of the source in our catalogue: multipart's own size limit, and a body that ended
 * before the file did (client gone, or a malformed form) — bad input, never a 500.
 */
function traducir(error: unknown, opciones: OpcionesSubida): unknown {
  if (error instanceof HttpError) return error;
  const e = error as { code?: string; statusCode?: number; message?: string };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413) {
    return new HttpError('DEMASIADO_GRANDE', opciones.mensajes?.demasiadoGrande);
  }
  if (
    e.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    /terminated early|unexpected end/i.test(e.message ?? '')
  ) {
    return new HttpError('VALIDACION', MENSAJE_INTERRUMPIDA);
  }
  return error;
}

function cerrado(stream: WriteStream): Promise<void> {
  return stream.closed
    ? Promise.resolve()
    : new Promise((resolve) => stream.once('close', () => resolve()));
}

/**
 * Streams an upload to disk without holding it in memory: written under a temporary
 * name, renamed to its server-made name only once complete, size-checked and
 * type-checked. Any failure (limit, wrong type, client gone mid-upload) deletes the
 * partial file, so nothing half-written is ever served. A client-given name never
 * becomes a path.
 */
export async function guardarSubida(
  origen: Readable,
  opciones: OpcionesSubida,
): Promise<ArchivoGuardado> {
  await crearCarpetaPrivada(opciones.dir);
  const id = randomBytes(16).toString('hex');
  const temporal = join(opciones.dir, `.${id}.parcial`);
  const inspector = new Inspector(opciones);
  // A source already torn down (a form cut short before we got here) would never signal
  // its end to pipeline: refuse it now rather than wait forever.
  if (origen.destroyed) throw new HttpError('VALIDACION', MENSAJE_INTERRUMPIDA);
  const destino = createWriteStream(temporal, { flags: 'wx', mode: MODO_ARCHIVO });
  try {
    await pipeline(origen, inspector, destino);
    if (opciones.truncado?.()) {
      throw new HttpError('DEMASIADO_GRANDE', opciones.mensajes?.demasiadoGrande);
    }
    const tipo = inspector.tipo;
    // Unreachable: _flush refuses a stream whose type was never decided.
    if (!tipo) throw new HttpError('TIPO_NO_SOPORTADO', opciones.mensajes?.tipoNoSoportado);
    const nombre = `${id}.${tipo.extension}`;
    const ruta = join(opciones.dir, nombre);
    await hacerPrivado(temporal); // 0600 whatever the umask, before it gets its real name
    await rename(temporal, ruta);
    return {
      nombre,
      ruta,
      mime: tipo.mime,
      bytes: inspector.bytes,
      sha256: inspector.hash.digest('hex'),
    };
  } catch (error) {
    // pipeline may reject before the file is even opened; deleting it then would race
    // with its creation, so wait until the write stream is closed for good.
    destino.destroy();
    await cerrado(destino);
    await rm(temporal, { force: true });
    throw traducir(error, opciones);
  }
}

/** Server-made names only: no separator, no dot-dot, nothing a client could have chosen. */
export const NOMBRE_SERVIDOR = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

/** Deletes a stored file; one already gone is not an error, a foreign name is ignored. */
export async function borrarArchivo(dir: string, nombre: string): Promise<void> {
  if (!NOMBRE_SERVIDOR.test(nombre)) return;
  await rm(join(dir, nombre), { force: true });
}

/**
 * Deletes temporary upload files left by a crash (a process killed mid-upload cannot clean
 * up after itself), anywhere under `raiz`. Only files older than a day: another instance
 * sharing the folder may be writing a fresh one right now.
 */
export async function borrarParcialesViejos(raiz: string, ahora = Date.now()): Promise<number> {
  const entradas = await readdir(raiz, { recursive: true, withFileTypes: true }).catch(() => []);
  let borrados = 0;
  for (const e of entradas) {
    if (!e.isFile() || !/^\.[a-f0-9]{32}\.parcial$/.test(e.name)) continue;
    const ruta = join(e.parentPath, e.name);
    const info = await stat(ruta).catch(() => null);
    if (info && ahora - info.mtimeMs > 24 * 3600 * 1000) {
      await rm(ruta, { force: true });
      borrados += 1;
    }
  }
  return borrados;
}
