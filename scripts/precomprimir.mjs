// @ts-check
/**
 * Pre-compression of the built web client (issue 18): next to each text file worth it,
 * `x.js.br` (brotli, best quality) and `x.js.gz` (gzip -9), which the server sends with
 * @fastify/static's `preCompressed` to a browser that accepts them. Done once at build time,
 * so serving costs no CPU per request. Runs from the renderer build (electron.vite.config.ts),
 * so `npm run build`, `npm start`'s build and `npm run dist` all produce them.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats the client is made of; images and fonts are compressed already. */
export const EXTENSIONES = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.map', '.txt'];

/** Below this, headers outweigh the saving (and @fastify/static falls back to the file). */
export const MINIMO_BYTES = 1024;

/**
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function archivos(dir) {
  const entradas = await readdir(dir, { withFileTypes: true });
  const listas = await Promise.all(
    entradas.map((e) => {
      const ruta = join(dir, e.name);
      if (e.isDirectory()) return archivos(ruta);
      return Promise.resolve(e.isFile() ? [ruta] : []);
    }),
  );
  return listas.flat();
}

/**
 * Writes `.br` and `.gz` beside every file of `dir` (recursively) with one of EXTENSIONES and
 * at least MINIMO_BYTES; a version that would not be smaller is not written.
 * @param {string} dir
 * @returns {Promise<{ archivo: string, bytes: number, br: number | null, gz: number | null }[]>}
 */
export async function precomprimir(dir) {
  const candidatos = [];
  for (const archivo of await archivos(dir)) {
    if (!EXTENSIONES.includes(extname(archivo))) continue;
    if ((await stat(archivo)).size >= MINIMO_BYTES) candidatos.push(archivo);
  }
  return Promise.all(
    candidatos.map(async (archivo) => {
      const datos = await readFile(archivo);
      const [enBr, enGz] = await Promise.all([
        brotli(datos, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: datos.length,
          },
        }),
        gz(datos, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const br = enBr.length < datos.length ? enBr.length : null;
      const gzBytes = enGz.length < datos.length ? enGz.length : null;
      if (br !== null) await writeFile(`${archivo}.br`, enBr);
      if (gzBytes !== null) await writeFile(`${archivo}.gz`, enGz);
      return { archivo, bytes: datos.length, br, gz: gzBytes };
    }),
  );
}
