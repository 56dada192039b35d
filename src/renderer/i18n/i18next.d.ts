import 'i18next';
import type { es } from './locales/es';

// Typed keys: t('auth.login.titulo') is checked by the compiler against the Spanish source.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof es };
  }
}
