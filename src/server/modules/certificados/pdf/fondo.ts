import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ARCHIVO = 'fondo.png';

export interface FondoCertificado {
  bytes: Uint8Array;
  /** Pixel size, read from the PNG header: the page height follows this proportion. */
  ancho: number;
  alto: number;
}

/**
 * resources/certificado wherever the server runs from. The module sits at different depths:
 * src/server/modules/certificados/pdf (tsx, tests), out/main or out/main/chunks (bundled
 * server), so the project root is looked for a few levels up, then in the working folder.
 */
export function carpetaRecursosCertificado(): string {
  const candidatos = [2, 3, 4, 5, 6].map((niveles) =>
    fileURLToPath(new URL(`${'../'.repeat(niveles)}resources/certificado`, import.meta.url)),
  );
  candidatos.push(join(process.cwd(), 'resources', 'certificado'));
  const encontrada = candidatos.find((c) => existsSync(join(c, ARCHIVO)));
  if (!encontrada) {
    throw new Error('No se encontró el fondo del certificado (resources/certificado/fondo.png).');
  }
  return encontrada;
}

/** Width and height from the IHDR chunk, which always follows the 8-byte signature. */
function dimensionesPng(bytes: Uint8Array): { ancho: number; alto: number } {
  const firma = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || firma.some((b, i) => bytes[i] !== b)) {
    throw new Error('El fondo del certificado no es un PNG válido.');
  }
  const vista = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { ancho: vista.getUint32(16), alto: vista.getUint32(20) };
}

async function leer(): Promise<FondoCertificado> {
  const bytes = new Uint8Array(await readFile(join(carpetaRecursosCertificado(), ARCHIVO)));
  return { bytes, ...dimensionesPng(bytes) };
}

let cache: Promise<FondoCertificado> | null = null;

/** The background image, read once per process (every certificate uses the same bytes). */
export function cargarFondo(): Promise<FondoCertificado> {
  if (!cache) {
    cache = leer();
    // A failed read is not kept: the next certificate tries again.
    cache.catch(() => {
      cache = null;
    });
  }
  return cache;
}
