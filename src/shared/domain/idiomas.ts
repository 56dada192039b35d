/**
 * The interface languages (spec 2 offers Chinese, English, French and Portuguese besides
 * Spanish, which stays the default: it is the users' language). Shared so the server can
 * validate a user's stored choice and the renderer can list them.
 */
export const IDIOMAS_INTERFAZ = ['es', 'en', 'fr', 'pt', 'zh'] as const;
export type IdiomaInterfaz = (typeof IDIOMAS_INTERFAZ)[number];
export const IDIOMA_INTERFAZ_PREDETERMINADO: IdiomaInterfaz = 'es';

/** Each language by its own name, as a language menu lists them (never translated). */
export const NOMBRES_IDIOMA: Record<IdiomaInterfaz, string> = {
  es: 'Español',
  en: 'English',
  fr: 'Français',
  pt: 'Português',
  zh: '中文',
};

export function esIdiomaInterfaz(valor: unknown): valor is IdiomaInterfaz {
  return typeof valor === 'string' && (IDIOMAS_INTERFAZ as readonly string[]).includes(valor);
}
