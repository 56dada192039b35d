import type { FormatFunction } from 'i18next';
import { esIdiomaInterfaz, type IdiomaInterfaz } from '@shared/domain/idiomas';

/**
 * The Intl locale for each interface language's numbers: Colombian Spanish (the users'),
 * Brazilian Portuguese and Simplified Chinese as in shared/dates' date-fns locales.
 */
export const LOCALES_NUMERO: Record<IdiomaInterfaz, string> = {
  es: 'es-CO',
  en: 'en-US',
  fr: 'fr-FR',
  pt: 'pt-BR',
  zh: 'zh-CN',
};

/** One formatter per language and options, since Intl.NumberFormat is costly to build. */
const formateadores = new Map<string, Intl.NumberFormat>();

/**
 * A number as the interface language writes it ("1.234,5" / "1,234.5" / "1 234,5"). Four
 * digits are not grouped in any language ('min2'), so a year or a count like 2026 reads the
 * same everywhere.
 */
export function formatearNumero(
  valor: number,
  idioma: string,
  opciones: Intl.NumberFormatOptions = { maximumFractionDigits: 1 },
): string {
  const base = idioma.split('-')[0];
  const locale = esIdiomaInterfaz(base) ? LOCALES_NUMERO[base] : LOCALES_NUMERO.es;
  const clave = `${locale}|${JSON.stringify(opciones)}`;
  let formateador = formateadores.get(clave);
  if (!formateador) {
    formateador = new Intl.NumberFormat(locale, { useGrouping: 'min2', ...opciones });
    formateadores.set(clave, formateador);
  }
  return formateador.format(valor);
}

/**
 * i18next's interpolation hook: every number put into a translated text is written the
 * language's way, so "{{porcentaje}} %" needs no format marker in any locale file.
 */
export const formatearInterpolacion: FormatFunction = (valor: unknown, formato, idioma) => {
  if (formato === undefined && typeof valor === 'number' && Number.isFinite(valor)) {
    return formatearNumero(valor, idioma ?? 'es');
  }
  // Anything else goes back untouched (i18next's own type says string; it may be undefined).
  return valor as string;
};
