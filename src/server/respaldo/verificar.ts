import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import * as tar from 'tar';
import type { ReadEntry } from 'tar';
import { RespaldoError, detalleDe } from './errores';
import {
  CARPETA_DATOS,
  FORMATO_RESPALDO,
  MAXIMO_BYTES_MANIFIESTO,
  NOMBRE_MANIFIESTO,
  leerManifiesto,
  rutaSegura,
} from './manifiesto';
import type { EntradaManifiesto, Manifiesto } from './manifiesto';

/** What one pass over the archive found: each file's size and hash, and the manifest. */
interface Lectura {
  archivos: Map<string, { bytes: number; sha256: string }>;
  manifiesto: Buffer | null;
  problemas: string[];
}

const TIPOS_ARCHIVO = new Set(['File', 'OldFile', 'ContiguousFile']);

function leerEntrada(entrada: ReadEntry, lectura: Lectura): void {
  const ruta = entrada.path.replace(/\/+$/, '');
  if (entrada.type === 'Directory') return;
  if (!TIPOS_ARCHIVO.has(entrada.type)) {
    lectura.problemas.push(`contiene una entrada no permitida (${entrada.type}: ${ruta})`);
    return;
  }
  if (lectura.archivos.has(ruta) || (ruta === NOMBRE_MANIFIESTO && lectura.manifiesto)) {
    lectura.problemas.push(`contiene ${ruta} dos veces`);
    return;
  }
  const hash = createHash('sha256');
  const trozos: Buffer[] = [];
  let bytes = 0;
  entrada.on('data', (trozo: Buffer) => {
    bytes += trozo.length;
    if (ruta !== NOMBRE_MANIFIESTO) hash.update(trozo);
    else if (bytes <= MAXIMO_BYTES_MANIFIESTO) trozos.push(trozo);
  });
  entrada.on('end', () => {
    if (ruta === NOMBRE_MANIFIESTO) lectura.manifiesto = Buffer.concat(trozos);
    else lectura.archivos.set(ruta, { bytes, sha256: hash.digest('hex') });
  });
}

/** Every file the manifest lists, as it lists it, and nothing else (the manifest aside). */
export function compararConManifiesto(
  manifiesto: Manifiesto,
  encontrados: ReadonlyMap<string, { bytes: number; sha256: string }>,
): string | null {
  const listados = new Map<string, EntradaManifiesto>();
  for (const a of manifiesto.archivos) {
    const dentro = a.ruta === manifiesto.base || a.ruta.startsWith(`${CARPETA_DATOS}/`);
    if (!rutaSegura(a.ruta) || !dentro)
      return `el manifiesto nombra una ruta no válida (${a.ruta})`;
    listados.set(a.ruta, a);
  }
  if (!listados.has(manifiesto.base)) return 'el manifiesto no incluye la base de datos';
  for (const [ruta, esperado] of listados) {
    const real = encontrados.get(ruta);
    if (!real) return `falta ${ruta} (¿archivo truncado?)`;
    if (real.bytes !== esperado.bytes || real.sha256 !== esperado.sha256) {
      return `${ruta} no coincide con su suma de comprobación SHA-256`;
    }
  }
  const sobrante = [...encontrados.keys()].find((r) => !listados.has(r));
  return sobrante ? `contiene ${sobrante}, que no figura en el manifiesto` : null;
}

function manifiestoValido(lectura: Lectura): Manifiesto | string {
  if (!lectura.manifiesto) return `no tiene ${NOMBRE_MANIFIESTO}`;
  const manifiesto = leerManifiesto(lectura.manifiesto);
  if (!manifiesto) return `su ${NOMBRE_MANIFIESTO} no se puede leer`;
  if (manifiesto.formato > FORMATO_RESPALDO) {
    return `es de un formato más nuevo (${manifiesto.formato}); actualice la aplicación para restaurarlo`;
  }
  return manifiesto;
}

/** zlib's and tar's words for the usual damage, said in Spanish; anything else as it came. */
function causa(error: unknown): string {
  const texto = detalleDe(error);
  if (/unexpected end of file|truncated/i.test(texto)) return 'el archivo está cortado';
  if (/incorrect data check|invalid (block|stored|distance|code)/i.test(texto)) {
    return 'los datos comprimidos no superan la comprobación de gzip';
  }
  if (/incorrect header check|TAR_BAD_ARCHIVE|unrecognized archive/i.test(texto)) {
    return 'no es un archivo .tar.gz';
  }
  return texto;
}

/**
 * Reads the whole archive once, writing nothing: every file's size and SHA-256 must match
 * the manifest, with nothing missing, added or of another kind (links, devices). A
 * truncated or damaged archive fails here (gzip's CRC, tar's headers, or a missing file).
 */
export async function verificarArchivo(ruta: string): Promise<Manifiesto> {
  const nombre = basename(ruta);
  if (!(await stat(ruta).catch(() => null))?.isFile()) {
    throw new RespaldoError(`No existe el archivo de respaldo ${ruta}.`);
  }
  const lectura: Lectura = { archivos: new Map(), manifiesto: null, problemas: [] };
  try {
    await tar.t({ file: ruta, strict: true, onReadEntry: (e) => leerEntrada(e, lectura) });
  } catch (error) {
    throw new RespaldoError(
      `El respaldo ${nombre} está dañado o incompleto: ${causa(error)}; no se restauró nada.`,
    );
  }
  const manifiesto = manifiestoValido(lectura);
  const problema =
    lectura.problemas[0] ??
    (typeof manifiesto === 'string'
      ? manifiesto
      : compararConManifiesto(manifiesto, lectura.archivos));
  if (problema !== null || typeof manifiesto === 'string') {
    throw new RespaldoError(
      `El respaldo ${nombre} está dañado o no es válido: ${problema ?? ''}; no se restauró nada.`,
    );
  }
  return manifiesto;
}
