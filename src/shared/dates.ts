import { format, isValid, parse, parseISO, type Locale } from 'date-fns';
import { enUS, es, fr, ptBR, zhCN } from 'date-fns/locale';
import {
  IDIOMA_INTERFAZ_PREDETERMINADO,
  esIdiomaInterfaz,
  type IdiomaInterfaz,
} from './domain/idiomas';

/**
 * The one place dates are formatted and parsed (spec sections 5 and 9): weeks starting on
 * Monday, DD/MM/YY HH:mm:ss by default in every language; month and day names in the
 * interface language (issue 16), Spanish unless the renderer says otherwise.
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

/**
 * date-fns' locale for each interface language. Portuguese is Brazil's and Chinese is
 * Simplified (mainland), the variants a Latin-American centre's visitors are likeliest to read.
 */
export const LOCALES_FECHA: Record<IdiomaInterfaz, Locale> = {
  es,
  en: enUS,
  fr,
  pt: ptBR,
  zh: zhCN,
};

/**
 * The long date outside Spanish: each locale's own long form (date-fns 'PPP': "November
 * 21st, 2026", "21 novembre 2026", "2026年11月21日"); Spanish keeps the spec's pattern.
 */
const LARGA_LOCALIZADA = 'PPP';

/**
 * The language dates are written in. The renderer sets it when the interface language
 * changes; the server never does, so what it writes (certificates) stays in Spanish.
 */
let idiomaFechas: IdiomaInterfaz = IDIOMA_INTERFAZ_PREDETERMINADO;

export function establecerIdiomaFechas(idioma: string): void {
  idiomaFechas = esIdiomaInterfaz(idioma) ? idioma : IDIOMA_INTERFAZ_PREDETERMINADO;
}

export function idiomaDeFechas(): IdiomaInterfaz {
  return idiomaFechas;
}

/** date-fns' locale for a language code ("en", "pt-BR"…); Spanish for anything unknown. */
export function localeFecha(idioma: string): Locale {
  const base = idioma.split('-')[0];
  return esIdiomaInterfaz(base) ? LOCALES_FECHA[base] : es;
}

function aFecha(valor: Date | string | number): Date {
  if (valor instanceof Date) return valor;
  if (typeof valor === 'number') return new Date(valor);
  return parseISO(valor);
}

/** Formats a date; an invalid one gives an empty string rather than "Invalid Date". */
export function formatearFecha(
  valor: Date | string | number | null | undefined,
  formato: FormatoFecha = 'fechaHora',
  idioma: IdiomaInterfaz = idiomaFechas,
): string {
  if (valor === null || valor === undefined) return '';
  const fecha = aFecha(valor);
  if (!isValid(fecha)) return '';
  const patron =
    formato === 'larga' && idioma !== 'es' ? LARGA_LOCALIZADA : FORMATOS_FECHA[formato];
  return format(fecha, patron, { locale: LOCALES_FECHA[idioma], weekStartsOn: SEMANA_EMPIEZA });
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
