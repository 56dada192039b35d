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

void i18n.use(initReactI18next).init({
  resources: recursos,
  lng: IDIOMA_PREDETERMINADO,
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
