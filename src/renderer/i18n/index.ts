import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { es } from './locales/es';

export const IDIOMA_PREDETERMINADO = 'es';

/** The shipped locales; Spanish is the source language. */
export const recursos = {
  es: { translation: es },
  en: { translation: en },
} as const;
export type Idioma = keyof typeof recursos;
export const IDIOMAS = Object.keys(recursos) as Idioma[];

/** Where the language chosen in the toolbar is kept between visits. */
export const CLAVE_IDIOMA = 'contenido-formativo.idioma';

/** The saved language if it is a shipped one (storage may be absent or blocked). */
function idiomaGuardado(): Idioma | null {
  try {
    const valor = globalThis.localStorage?.getItem(CLAVE_IDIOMA);
    return valor && valor in recursos ? (valor as Idioma) : null;
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
  // React escapes what it renders; escaping here too would show "&amp;" in names.
  interpolation: { escapeValue: false },
  // No advertisement in the learners' console.
  showSupportNotice: false,
});

export default i18n;
