import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { interpretarRango } from '../../../server/storage/rango';
import type { ArchivoLeccion } from './descargasService';
import type { ArchivoSubtitulo } from './subtitulos';

/** What the protocol needs of the downloads service (a plain object in tests). */
export interface FuenteLecciones {
  archivoLeccion(id: string): Promise<ArchivoLeccion | null>;
  /** Captions kept with a downloaded lesson (issue 16); absent: none are served. */
  archivoSubtitulo?(id: string, idioma: string): Promise<ArchivoSubtitulo | null>;
}

/** `leccion://<id>/subtitulos/<idioma>`: a caption of the downloaded lesson. */
async function responderSubtitulo(
  fuente: FuenteLecciones,
  id: string,
  idioma: string,
  metodo: string,
): Promise<Response> {
  const archivo = (await fuente.archivoSubtitulo?.(id, idioma)) ?? null;
  if (!archivo) return vacia(404);
  return new Response(metodo === 'HEAD' ? null : await readFile(archivo.ruta), {
    status: 200,
    headers: {
      ...CORS,
      'content-type': 'text/vtt; charset=utf-8',
      'content-length': String(archivo.tamano),
      'cache-control': 'no-store',
    },
  });
}

/**
 * The renderer (http://127.0.0.1:<port>) reads leccion:// cross-origin: pdf.js fetches the
 * file and reads Content-Range. The files are the same for every learner of the PC, so any
 * origin may read them; only our window can load anything in the app anyway.
 */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'content-range, accept-ranges, content-length',
};

function vacia(estado: number, cabeceras: Record<string, string> = {}): Response {
  return new Response(null, { status: estado, headers: { ...CORS, ...cabeceras } });
}

/** Node stream → web stream; cancelling the response (a seek) destroys the file stream. */
function cuerpo(ruta: string, inicio: number, fin: number): ReadableStream<Uint8Array> {
  // Node's stream/web ReadableStream and the DOM one are the same object at run time.
  return Readable.toWeb(
    createReadStream(ruta, { start: inicio, end: fin }),
  ) as ReadableStream<Uint8Array>;
}

/**
 * Answers `leccion://<multimediaId>` from the downloaded file, the way the server answers
 * GET /api/plyr/:id (same Range rules, `interpretarRango`), so seeking a video and pdf.js's
 * range reads work offline exactly as online: 200 with the whole file, 206 for one range,
 * 416 with `Content-Range: bytes *\/size`, 404 when the lesson is not downloaded and verified.
 * Streams from disk; nothing is read whole.
 */
export async function responderLeccion(
  request: Request,
  fuente: FuenteLecciones,
): Promise<Response> {
  const metodo = request.method.toUpperCase();
  if (metodo === 'OPTIONS') {
    return vacia(204, {
      'access-control-allow-methods': 'GET, HEAD',
      'access-control-allow-headers': 'range',
    });
  }
  if (metodo !== 'GET' && metodo !== 'HEAD') return vacia(405, { allow: 'GET, HEAD, OPTIONS' });
  let id: string;
  let camino: string;
  try {
    // leccion://<id> and leccion://<id>/ (standard schemes get a trailing slash).
    const url = new URL(request.url);
    id = decodeURIComponent(url.hostname);
    camino = url.pathname;
  } catch {
    return vacia(404);
  }
  const subtitulo = /^\/subtitulos\/([A-Za-z0-9-]{2,40})$/.exec(camino);
  if (subtitulo?.[1]) return responderSubtitulo(fuente, id, subtitulo[1], metodo);
  if (camino !== '' && camino !== '/') return vacia(404);
  const archivo = id === '' ? null : await fuente.archivoLeccion(id);
  if (!archivo) return vacia(404);
  const { ruta, tamano, tipo } = archivo;
  const comunes = {
    ...CORS,
    'accept-ranges': 'bytes',
    'content-type': tipo,
    'cache-control': 'no-store',
  };
  const rango = interpretarRango(request.headers.get('range') ?? undefined, tamano);
  if (rango.tipo === 'invalido') {
    return vacia(416, { ...comunes, 'content-range': `bytes */${tamano}` });
  }
  const [estado, inicio, fin] =
    rango.tipo === 'completo' ? [200, 0, tamano - 1] : [206, rango.inicio, rango.fin];
  const cabeceras: Record<string, string> = {
    ...comunes,
    'content-length': String(fin - inicio + 1),
  };
  if (estado === 206) cabeceras['content-range'] = `bytes ${inicio}-${fin}/${tamano}`;
  // An empty file has no byte to stream (createReadStream with end -1 would read it all).
  const sinCuerpo = metodo === 'HEAD' || tamano === 0;
  return new Response(sinCuerpo ? null : cuerpo(ruta, inicio, fin), {
    status: estado,
    headers: cabeceras,
  });
}
