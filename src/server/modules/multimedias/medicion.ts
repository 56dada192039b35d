import { pathToFileURL } from 'node:url';
import { parseFile } from 'music-metadata';
import { duracionMp4 } from './mp4';

/**
 * What the server read from a stored lesson file: a media file's duration or a PDF's page
 * count. Both null when the file has no length (images) or could not be read.
 */
export interface MedidaArchivo {
  duracionMs: number | null;
  paginas: number | null;
}

const SIN_MEDIDA: MedidaArchivo = { duracionMs: null, paginas: null };

/**
 * Duration of an MP4 or MP3 from its own headers, never guessed from the size.
 * music-metadata reads an MP3's Xing/VBRI header (or walks its MPEG frames when there is
 * none: `duration: true`) and an MP4's audio track; an MP4's movie header (mvhd) gives the
 * whole presentation, which is what the player shows and the only length of a video
 * without sound. The longer of the two is the lesson's length.
 */
async function duracionMs(ruta: string, mime: string): Promise<number | null> {
  const { format } = await parseFile(ruta, { duration: true, skipCovers: true });
  const deAudio = format.duration;
  const candidatas = [
    deAudio !== undefined && Number.isFinite(deAudio) ? deAudio : 0,
    mime === 'video/mp4' ? ((await duracionMp4(ruta)) ?? 0) : 0,
  ];
  const segundos = Math.max(...candidatas);
  return segundos > 0 ? Math.round(segundos * 1000) : null;
}

/**
 * Page count with pdf.js, the engine the player's PDF viewer uses, so the server counts the
 * pages the learner is shown. The legacy build runs in Node; its worker module is loaded in
 * this thread first (it sets `globalThis.pdfjsWorker`), so pdf.js never has to import the
 * worker from a path — which a bundled server would not have. The file is opened by URL:
 * pdf.js reads only the ranges it needs (disableAutoFetch), not the whole file into memory.
 */
async function paginasPdf(ruta: string): Promise<number | null> {
  await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const tarea = getDocument({
    url: pathToFileURL(ruta).href,
    disableAutoFetch: true,
    verbosity: 0,
  });
  try {
    const documento = await tarea.promise;
    return documento.numPages > 0 ? documento.numPages : null;
  } finally {
    await tarea.destroy();
  }
}

/**
 * Reads a stored lesson file's length by its (server-detected) MIME type. Never throws: a
 * file that cannot be read is recorded as unmeasured and bounded by the minimum open time
 * (docs/progreso.md), so a damaged upload never blocks its learners.
 */
export async function medirArchivo(ruta: string, mime: string): Promise<MedidaArchivo> {
  try {
    if (mime.startsWith('video/') || mime.startsWith('audio/')) {
      return { duracionMs: await duracionMs(ruta, mime), paginas: null };
    }
    if (mime === 'application/pdf') return { duracionMs: null, paginas: await paginasPdf(ruta) };
  } catch {
    // Unreadable or damaged: measured as nothing (see above).
  }
  return SIN_MEDIDA;
}
