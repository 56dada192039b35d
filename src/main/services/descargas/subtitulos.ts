import { readdirSync, rmSync, writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { IDIOMA_SUBTITULO, LIMITES_SUBTITULOS } from '@shared/domain/subtitulos';
import { tamanoSync } from './progreso';
import { resolverUrl } from './entradas';
import type { ArchivoSubtitulo } from './tipos';

export type { ArchivoSubtitulo } from './tipos';

/** A caption to keep with a lesson: its language and its signed URL on the server. */
export interface SubtituloPorDescargar {
  idioma: string;
  url: string;
}

/** `<id>.sub.<idioma>.vtt` beside `<id>.leccion`; the language was checked by IDIOMA_SUBTITULO. */
export function rutaSubtitulo(carpeta: string, id: string, idioma: string): string {
  return join(carpeta, `${id}.sub.${idioma}.vtt`);
}

/**
 * Fetches the captions of a lesson into the downloads folder (issue 16). They are small
 * (512 KB at most), so each is read whole and written through a temp file; one that fails
 * is skipped: the lesson plays offline without it rather than not at all. Answers the
 * languages kept. Only URLs on the platform server are fetched (resolverUrl).
 */
export async function descargarSubtitulos(o: {
  carpeta: string;
  id: string;
  subtitulos: readonly SubtituloPorDescargar[];
  baseUrl: string;
  fetch: typeof fetch;
  signal?: AbortSignal;
}): Promise<string[]> {
  const listos: string[] = [];
  for (const s of o.subtitulos) {
    if (!IDIOMA_SUBTITULO.test(s.idioma)) continue;
    try {
      const r = await o.fetch(resolverUrl(s.url, o.baseUrl), { signal: o.signal });
      if (!r.ok) continue;
      const bytes = Buffer.from(await r.arrayBuffer());
      if (bytes.length > LIMITES_SUBTITULOS.bytes) continue;
      const ruta = rutaSubtitulo(o.carpeta, o.id, s.idioma);
      writeFileSync(`${ruta}.part`, bytes);
      renameSync(`${ruta}.part`, ruta);
      listos.push(s.idioma);
    } catch {
      if (o.signal?.aborted) break;
    }
  }
  return listos;
}

/** The kept caption file of a lesson in a language, or null. */
export function archivoSubtituloEn(
  carpeta: string,
  id: string,
  idioma: string,
  listos: readonly string[],
): ArchivoSubtitulo | null {
  if (!IDIOMA_SUBTITULO.test(idioma) || !listos.includes(idioma)) return null;
  const ruta = rutaSubtitulo(carpeta, id, idioma);
  const tamano = tamanoSync(ruta);
  return tamano === null ? null : { ruta, tamano };
}

/** Removes every caption file of a lesson (with the lesson, or before fetching new ones). */
export function borrarSubtitulosDe(carpeta: string, id: string): void {
  let nombres: string[];
  try {
    nombres = readdirSync(carpeta);
  } catch {
    return;
  }
  const prefijo = `${id}.sub.`;
  for (const n of nombres) {
    if (n.startsWith(prefijo)) rmSync(join(carpeta, n), { force: true });
  }
}

/** Replaces the kept captions of a lesson by freshly fetched ones; the entry's new fields. */
export async function traerSubtitulos(o: Parameters<typeof descargarSubtitulos>[0]) {
  borrarSubtitulosDe(o.carpeta, o.id);
  const subtitulosListos = await descargarSubtitulos(o);
  return { subtitulos: [...o.subtitulos], subtitulosListos };
}
