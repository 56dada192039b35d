import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { pt } from './locales/pt';
import { zh } from './locales/zh';

/**
 * Every shipped locale at once, for tests and tools that compare them (tests/renderer/
 * i18n.test.ts checks this lists exactly IDIOMAS_INTERFAZ, each with every key of Spanish).
 * The app never imports this file: it loads only the language in use (index.ts).
 */
export const recursos = {
  es: { translation: es },
  en: { translation: en },
  fr: { translation: fr },
  pt: { translation: pt },
  zh: { translation: zh },
} as const;
