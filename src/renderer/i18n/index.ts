import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { establecerIdiomaFechas } from '@shared/dates';
import { IDIOMAS_INTERFAZ, type IdiomaInterfaz } from '@shared/domain/idiomas';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { pt } from './locales/pt';
import { zh } from './locales/zh';
import { formatearInterpolacion, formatearNumero } from './numeros';

export const IDIOMA_PREDETERMINADO = 'es';

/**
 * The shipped locales; Spanish is the source language. Adding a language is one import and
 * one line here (docs/i18n.md); tests/renderer/i18n.test.ts checks this lists exactly
 * IDIOMAS_INTERFAZ, each with every key of Spanish.
 */
export const recursos = {
  es: { translation: es },
  en: { translation: en },
  fr: { translation: fr },
  pt: { translation: pt },
  zh: { translation: zh },
} as const;
export type Idioma = IdiomaInterfaz;
/** The interface languages in the shared order, those with a locale registered above. */
export const IDIOMAS: Idioma[] = IDIOMAS_INTERFAZ.filter((idioma) => idioma in recursos);

/** Where the language chosen in the toolbar is kept between visits. */
export const CLAVE_IDIOMA = 'contenido-formativo.idioma';

/** The saved language if it is a shipped one (storage may be absent or blocked). */
function idiomaGuardado(): Idioma | null {
  try {
    const valor = globalThis.localStorage?.getItem(CLAVE_IDIOMA);
    return valor && (IDIOMAS as string[]).includes(valor) ? (valor as Idioma) : null;
  } catch {
    return null;
  }
}

/** Remembers the chosen language; failing to store it only loses it at the next start. */
export function guardarIdioma(idioma: string): void {
  try {
    globalThis.localStorage?.setItem(CLAVE_IDIOMA, idioma);
  } catch {
    // Storage blocked: the choice lasts for this visit.
  }
}

void i18n.use(initReactI18next).init({
  resources: recursos,
  lng: idiomaGuardado() ?? IDIOMA_PREDETERMINADO,
  fallbackLng: IDIOMA_PREDETERMINADO,
  supportedLngs: IDIOMAS,
  // Resources are bundled, so init can finish synchronously: the first render already
  // has its texts and no suspense fallback is needed.
  initAsync: false,
  interpolation: {
    // React escapes what it renders; escaping here too would show "&amp;" in names.
    escapeValue: false,
    // Numbers in any text follow the language (issue 16): "54,5 %", "54.5%".
    alwaysFormat: true,
    format: formatearInterpolacion,
  },
  // No advertisement in the learners' console.
  showSupportNotice: false,
});

// Dates follow the interface language too (src/shared/dates.ts keeps Spanish by default).
establecerIdiomaFechas(i18n.language);
i18n.on('languageChanged', establecerIdiomaFechas);

/** A number in the current interface language (see numeros.ts). */
export function formatoNumero(valor: number, opciones?: Intl.NumberFormatOptions): string {
  return formatearNumero(valor, i18n.language, opciones);
}

export { formatearNumero, LOCALES_NUMERO } from './numeros';

export default i18n;
