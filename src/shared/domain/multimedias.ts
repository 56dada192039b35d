/** Lesson (multimedia) rules of spec sections 3, 4, 5 and 9, shared by server and client. */

export const TIPOS_MEDIA = ['Video', 'Audio', 'Imagen', 'Documento', 'Otro', 'link'] as const;
export type TipoMedia = (typeof TIPOS_MEDIA)[number];

/** Uploadable lesson files (spec 5, by content): MP4, PDF, MP3, JPEG, PNG. */
export const TIPOS_ARCHIVO_MULTIMEDIA = [
  'video/mp4',
  'application/pdf',
  'audio/mpeg',
  'image/jpeg',
  'image/png',
] as const;

/** The lesson type a stored file implies ("file type derived from the file, read-only"). */
export function tipoMediaDeMime(mime: string): TipoMedia {
  if (mime.startsWith('video/')) return 'Video';
  if (mime.startsWith('audio/')) return 'Audio';
  if (mime.startsWith('image/')) return 'Imagen';
  if (mime === 'application/pdf') return 'Documento';
  return 'Otro';
}

export const LIMITES_MULTIMEDIA = {
  nombreMax: 200,
  descripcionMax: 500,
  archivoBytes: 2000 * 1024 * 1024,
  tagsMax: 20,
  tagMax: 40,
} as const;

export const MENSAJES_MULTIMEDIA = {
  enlaceInvalido: 'Introduce un enlace válido',
  videoSinDescarga: 'No se puede descargar el video.',
  bloqueada: 'Debes completar el multimedia anterior antes de acceder a este',
} as const;

/** Paging of the lesson-edit table and the filter (spec 9): 100 per page, debounce 500 ms. */
export const PAGINA_MULTIMEDIAS = 100;
export const DEBOUNCE_FILTRO_MS = 500;
/** Library cards per course before 'Ver Más' (spec 9). */
export const BIBLIOTECA_VISIBLES = 8;

/** Filter defaults of spec 4: dates from 30 years back to 40 minutes ahead. */
export function rangoFechasPorDefecto(ahora: Date = new Date()): {
  fechaIni: Date;
  fechaFin: Date;
} {
  const fechaIni = new Date(ahora);
  fechaIni.setFullYear(fechaIni.getFullYear() - 30);
  return { fechaIni, fechaFin: new Date(ahora.getTime() + 40 * 60 * 1000) };
}

/** The syllabus lesson (name starting 'syllabus') is shown apart and never counts for progress. */
export function esSyllabus(nombre: string): boolean {
  return /^\s*syllabus/i.test(nombre);
}

export const CLAVE_ANEXOS = 'anexos';

/**
 * The module a lesson belongs to, from its name's leading number: "1.2 Intro" → "1";
 * "3 Cierre" → "3"; anything without a leading number → 'anexos'.
 */
export function moduloDe(nombre: string): string {
  const match = /^\s*(\d+)(?:[.\s_-]|$)/.exec(nombre);
  return match?.[1] ? String(Number(match[1])) : CLAVE_ANEXOS;
}

/** The dotted number a lesson's name starts with ("1.10.2" → [1, 10, 2]); [] without one. */
export function numeroDe(nombre: string): number[] {
  const match = /^\s*(\d+(?:\.\d+)*)/.exec(nombre);
  return match?.[1] ? match[1].split('.').map(Number) : [];
}

function compararNumeros(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? -1;
    const y = b[i] ?? -1;
    if (x !== y) return x - y;
  }
  return 0;
}

export interface LeccionOrdenable {
  nombre: string;
  /** Tie-breaker: creation time (ISO). */
  timestamp: string;
}

/**
 * The course's display order (spec 9; also the order of sequential unlocking): numbered
 * modules ascending, inside a module by dotted number ("1.2" before "1.10"), 'anexos' last;
 * ties by creation time. The syllabus is not part of it.
 */
export function ordenarLecciones<T extends LeccionOrdenable>(lecciones: readonly T[]): T[] {
  return lecciones
    .filter((l) => !esSyllabus(l.nombre))
    .slice()
    .sort((a, b) => {
      const na = numeroDe(a.nombre);
      const nb = numeroDe(b.nombre);
      if (na.length === 0 || nb.length === 0) {
        if (na.length !== nb.length) return na.length === 0 ? 1 : -1; // anexos last
      } else {
        const c = compararNumeros(na, nb);
        if (c !== 0) return c;
      }
      return a.timestamp.localeCompare(b.timestamp);
    });
}

export interface GrupoModulo<T> {
  /** Module number as text ("1", "2"…), or 'anexos'. */
  clave: string;
  lecciones: T[];
}

/** Lessons grouped by module in display order (the syllabus excluded). */
export function agruparPorModulo<T extends LeccionOrdenable>(
  lecciones: readonly T[],
): GrupoModulo<T>[] {
  const grupos: GrupoModulo<T>[] = [];
  for (const leccion of ordenarLecciones(lecciones)) {
    const clave = moduloDe(leccion.nombre);
    const ultimo = grupos.at(-1);
    if (ultimo?.clave === clave) ultimo.lecciones.push(leccion);
    else grupos.push({ clave, lecciones: [leccion] });
  }
  return grupos;
}
