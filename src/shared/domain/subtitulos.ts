import { IDIOMAS_INTERFAZ, NOMBRES_IDIOMA, esIdiomaInterfaz } from './idiomas';

/**
 * Captions of video lessons (issue 16): WebVTT files, one per language. The server checks a
 * file with `validarWebVtt` before storing it; the checks are the part of the WebVTT format
 * a browser needs to show the cues (signature, cue timings, order), so a file that passes
 * here is one the player's <track> can read.
 */

export const LIMITES_SUBTITULOS = {
  /** A long lesson's captions are a few dozen KB; 512 KB leaves room without abuse. */
  bytes: 512 * 1024,
  etiquetaMax: 60,
} as const;

/**
 * Languages a caption may be given in: the interface languages (the form offers them), but
 * the server takes any BCP-47 tag of a 2–3 letter language with optional subtags (`es-CO`,
 * `pbb` for Nasa Yuwe), so a centre may add captions in another language of its learners.
 */
export const IDIOMAS_SUBTITULO_SUGERIDOS = IDIOMAS_INTERFAZ;
export const IDIOMA_SUBTITULO = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3}$/;

export const MENSAJES_SUBTITULOS = {
  idiomaInvalido: 'El idioma del subtítulo debe ser un código BCP-47 como «es», «en» o «es-CO».',
  etiquetaLarga: `La etiqueta del subtítulo debe tener como máximo ${LIMITES_SUBTITULOS.etiquetaMax} caracteres.`,
  grande: 'El archivo de subtítulos supera el tamaño máximo de 512 KB.',
  noUtf8: 'El archivo de subtítulos debe estar codificado en UTF-8.',
  vacio: 'El archivo de subtítulos está vacío.',
  sinCabecera: 'Línea 1: un archivo WebVTT debe empezar por «WEBVTT».',
  sinSubtitulos: 'El archivo WebVTT no contiene ningún subtítulo.',
  soloVideo: 'Solo las lecciones de video pueden tener subtítulos.',
  noEncontrado: 'Esta lección no tiene subtítulos en ese idioma.',
} as const;

/** The label a caption shows in the player's menu when none is given. */
export function etiquetaPredeterminada(idioma: string): string {
  return esIdiomaInterfaz(idioma) ? NOMBRES_IDIOMA[idioma] : idioma;
}

/** A WebVTT timestamp in seconds (`hh:mm:ss.ttt` or `mm:ss.ttt`), or null when malformed. */
export function segundosWebVtt(marca: string): number | null {
  const m = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/.exec(marca);
  if (!m) return null;
  const [, h, min, s, ms] = m;
  return Number(h ?? 0) * 3600 + Number(min) * 60 + Number(s) + Number(ms) / 1000;
}

export type ResultadoWebVtt =
  { ok: true; subtitulos: number } | { ok: false; linea: number | null; error: string };

const TIEMPOS = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t]+.*)?$/;

function fallo(linea: number | null, error: string): ResultadoWebVtt {
  return { ok: false, linea, error };
}

/** Checks one cue's timing line (1-based `n`); returns its start, or a failure. */
function leerTiempos(
  texto: string,
  n: number,
  anterior: number,
): { inicio: number } | ResultadoWebVtt {
  const m = TIEMPOS.exec(texto);
  if (!m) {
    return fallo(
      n,
      `Línea ${n}: se esperaba «hh:mm:ss.ttt --> hh:mm:ss.ttt» y se encontró «${texto.slice(0, 60)}».`,
    );
  }
  const [, a = '', b = ''] = m;
  const inicio = segundosWebVtt(a);
  const fin = segundosWebVtt(b);
  for (const [marca, valor] of [
    [a, inicio],
    [b, fin],
  ] as const) {
    if (valor === null) {
      return fallo(
        n,
        `Línea ${n}: el tiempo «${marca.slice(0, 30)}» no es válido; use hh:mm:ss.ttt o mm:ss.ttt.`,
      );
    }
  }
  if (inicio === null || fin === null) return fallo(n, `Línea ${n}: tiempo no válido.`);
  if (fin <= inicio) {
    return fallo(n, `Línea ${n}: el final (${b}) debe ser posterior al inicio (${a}).`);
  }
  if (inicio < anterior) {
    return fallo(
      n,
      `Línea ${n}: los subtítulos deben ir en orden; este empieza antes que el anterior.`,
    );
  }
  return { inicio };
}

/**
 * Checks a WebVTT text (already decoded from UTF-8): the `WEBVTT` signature, then blocks
 * separated by blank lines — NOTE/STYLE/REGION blocks are skipped, every other block is a
 * cue: an optional identifier line, a timing line `start --> end` (start < end, starts in
 * order) and its text. The first problem is reported with its line number, in Spanish.
 */
export function validarWebVtt(contenido: string): ResultadoWebVtt {
  const texto = contenido.startsWith('\uFEFF') ? contenido.slice(1) : contenido;
  if (texto.trim() === '') return fallo(null, MENSAJES_SUBTITULOS.vacio);
  const lineas = texto.split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lineas[0] ?? ''))
    return fallo(1, MENSAJES_SUBTITULOS.sinCabecera);
  if (texto.includes('\0')) return fallo(null, MENSAJES_SUBTITULOS.noUtf8);
  let i = 1;
  // The header runs to the first blank line.
  while (i < lineas.length && lineas[i] !== '') i++;
  let subtitulos = 0;
  let anterior = 0;
  while (i < lineas.length) {
    while (i < lineas.length && (lineas[i] ?? '').trim() === '') i++;
    if (i >= lineas.length) break;
    const inicioBloque = i;
    const primera = lineas[i] ?? '';
    const fin = (): number => {
      let j = inicioBloque;
      while (j < lineas.length && (lineas[j] ?? '').trim() !== '') j++;
      return j;
    };
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(primera) && !primera.includes('-->')) {
      i = fin();
      continue;
    }
    // An identifier line first (anything without "-->"), then the timings.
    const tiempos = primera.includes('-->') ? i : i + 1;
    const lineaTiempos = lineas[tiempos] ?? '';
    if (tiempos >= lineas.length || lineaTiempos.trim() === '' || !lineaTiempos.includes('-->')) {
      const n = tiempos + 1;
      return fallo(
        n,
        `Línea ${n}: falta la línea de tiempos «hh:mm:ss.ttt --> hh:mm:ss.ttt» del subtítulo «${primera.slice(0, 40)}».`,
      );
    }
    const leido = leerTiempos(lineaTiempos.trim(), tiempos + 1, anterior);
    if ('ok' in leido) return leido;
    anterior = leido.inicio;
    const cierre = fin();
    for (let j = tiempos + 1; j < cierre; j++) {
      if ((lineas[j] ?? '').includes('-->')) {
        return fallo(
          j + 1,
          `Línea ${j + 1}: el texto de un subtítulo no puede contener «-->»; sepárelo del anterior con una línea en blanco.`,
        );
      }
    }
    subtitulos++;
    i = cierre;
  }
  if (subtitulos === 0) return fallo(null, MENSAJES_SUBTITULOS.sinSubtitulos);
  return { ok: true, subtitulos };
}

/** BCP-47's usual case (`es-co` → `es-CO`, `zh-hans` → `zh-Hans`): one row per language. */
export function normalizarIdioma(idioma: string): string {
  return idioma
    .split('-')
    .map((parte, i) => {
      if (i === 0) return parte.toLowerCase();
      if (/^[A-Za-z]{2}$/.test(parte)) return parte.toUpperCase();
      if (/^[A-Za-z]{4}$/.test(parte))
        return parte[0]?.toUpperCase() + parte.slice(1).toLowerCase();
      return parte.toLowerCase();
    })
    .join('-');
}
