import { format, isValid, parse, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';

/**
 * The one place dates are formatted and parsed (spec sections 5 and 9): Spanish names,
 * weeks starting on Monday, DD/MM/YY HH:mm:ss by default.
 */
export const FORMATOS_FECHA = {
  fechaHora: 'dd/MM/yy HH:mm:ss',
  fecha: 'dd/MM/yy',
  fechaLarga4: 'dd/MM/yyyy',
  /** "21 de noviembre de 2026", for certificates. */
  larga: "d 'de' MMMM 'de' yyyy",
} as const;
export type FormatoFecha = keyof typeof FORMATOS_FECHA;

export const SEMANA_EMPIEZA = 1 as const; // lunes

function aFecha(valor: Date | string | number): Date {
  if (valor instanceof Date) return valor;
  if (typeof valor === 'number') return new Date(valor);
  return parseISO(valor);
}

/** Formats a date; an invalid one gives an empty string rather than "Invalid Date". */
export function formatearFecha(
  valor: Date | string | number | null | undefined,
  formato: FormatoFecha = 'fechaHora',
): string {
  if (valor === null || valor === undefined) return '';
  const fecha = aFecha(valor);
  if (!isValid(fecha)) return '';
  return format(fecha, FORMATOS_FECHA[formato], { locale: es, weekStartsOn: SEMANA_EMPIEZA });
}

/**
 * Parses a date typed by a person: 8 characters read as DD/MM/YY, 10 as DD/MM/YYYY,
 * anything else by the generic ISO parser. An unreadable value gives an invalid Date.
 */
export function parsearFecha(texto: string, referencia: Date = new Date()): Date {
  const limpio = texto.trim();
  if (limpio.length === 8) return parse(limpio, 'dd/MM/yy', referencia, { locale: es });
  if (limpio.length === 10) return parse(limpio, 'dd/MM/yyyy', referencia, { locale: es });
  return parseISO(limpio);
}
