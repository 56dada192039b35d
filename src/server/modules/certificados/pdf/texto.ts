import type { jsPDF } from 'jspdf';
import { formatearFecha } from '@shared/dates';

/** Certificates state the day of issue as lived in Colombia, wherever the server runs. */
const ZONA_HORARIA = 'America/Bogota';

const diaEnBogota = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONA_HORARIA,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** '21 de noviembre de 2026' for the Bogotá day of an ISO instant ('' when unreadable). */
export function fechaLargaBogota(iso: string): string {
  const instante = new Date(iso);
  if (Number.isNaN(instante.getTime())) return '';
  const partes = Object.fromEntries(
    diaEnBogota.formatToParts(instante).map((p) => [p.type, Number(p.value)]),
  );
  // A local calendar date with the Bogotá day, so the shared formatter cannot shift it.
  const dia = new Date(partes.year ?? 0, (partes.month ?? 1) - 1, partes.day ?? 1);
  return formatearFecha(dia, 'larga');
}

/**
 * The PDF creation date, in UTC so the bytes do not depend on the server's time zone.
 * jsPDF only accepts years 1970–2037 as a string; later ones are clamped rather than
 * letting it fall back to the current time.
 */
export function fechaPdf(iso: string): string {
  const d = new Date(iso);
  const valida = !Number.isNaN(d.getTime()) && d.getUTCFullYear() >= 1970;
  if (!valida || d.getUTCFullYear() > 2037) return "D:20371231235959+00'00'";
  const dos = (n: number) => String(n).padStart(2, '0');
  return (
    `D:${d.getUTCFullYear()}${dos(d.getUTCMonth() + 1)}${dos(d.getUTCDate())}` +
    `${dos(d.getUTCHours())}${dos(d.getUTCMinutes())}${dos(d.getUTCSeconds())}+00'00'`
  );
}

/** Typographic characters outside Latin-1 that WinAnsi has no slot for in jsPDF's mapping. */
const EQUIVALENTES: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
};

/**
 * Text the standard Helvetica (WinAnsi) can show: Latin-1 letters (á, ñ, °) stay; other
 * letters lose their accents (Ł → L needs a table, so it becomes '?'), control characters
 * become spaces. Without this jsPDF would write bytes that show as garbage.
 */
export function aWinAnsi(texto: string): string {
  let salida = '';
  for (const c of texto.normalize('NFC')) {
    const cp = c.codePointAt(0) ?? 0;
    if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) salida += ' ';
    else if (cp <= 0xff) salida += c;
    else if (EQUIVALENTES[c] !== undefined) salida += EQUIVALENTES[c];
    else {
      const base = c.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      salida += [...base].every((b) => (b.codePointAt(0) ?? 0xffff) <= 0xff) ? base : '?';
    }
  }
  return salida.replace(/\s+/g, ' ').trim();
}

export interface EstiloLinea {
  /** Preferred size in points. */
  tamano: number;
  /** Smallest size before wrapping. */
  minimo: number;
  negrita?: boolean;
  /** Width available in millimetres. */
  maxAncho: number;
  color: string;
  align?: 'center' | 'right';
  /** At most this many lines once wrapped (the rest is cut with '...'). */
  maxLineas?: number;
}

/** Millimetres per point: jsPDF measures in the document unit (mm here). */
const MM_POR_PT = 25.4 / 72;

function anchoMm(doc: jsPDF, texto: string, tamano: number): number {
  return doc.getStringUnitWidth(texto) * tamano * MM_POR_PT;
}

/**
 * Writes one block of text at baseline y, shrinking it to fit maxAncho, and wrapping only
 * when even the minimum size does not fit. Returns the height used below y (mm), so the
 * caller can move the following lines down when a long name takes two lines.
 */
export function escribir(doc: jsPDF, texto: string, x: number, y: number, e: EstiloLinea): number {
  const limpio = aWinAnsi(texto);
  doc.setFont('helvetica', e.negrita ? 'bold' : 'normal');
  doc.setTextColor(e.color);
  let tamano = e.tamano;
  while (tamano > e.minimo && anchoMm(doc, limpio, tamano) > e.maxAncho) tamano -= 0.5;
  doc.setFontSize(tamano);
  let lineas: string[] = [limpio];
  if (anchoMm(doc, limpio, tamano) > e.maxAncho) {
    lineas = doc.splitTextToSize(limpio, e.maxAncho) as string[]; // jsPDF types it as any
    const max = e.maxLineas ?? 2;
    if (lineas.length > max) {
      lineas = lineas.slice(0, max);
      lineas[max - 1] = recortar(doc, `${lineas[max - 1] ?? ''}`, tamano, e.maxAncho);
    }
  }
  const interlineado = tamano * MM_POR_PT * 1.2;
  lineas.forEach((l, i) => {
    doc.text(l, x, y + i * interlineado, { align: e.align ?? 'center' });
  });
  return (lineas.length - 1) * interlineado;
}

/** Cuts a line so that it plus '...' fits the width. */
function recortar(doc: jsPDF, linea: string, tamano: number, maxAncho: number): string {
  let l = linea;
  while (l.length > 0 && anchoMm(doc, `${l}...`, tamano) > maxAncho) l = l.slice(0, -1);
  return `${l.trimEnd()}...`;
}
