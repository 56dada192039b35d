import i18n, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type * as ModuloFechas from '@shared/dates';
import { IDIOMAS_INTERFAZ, type IdiomaInterfaz } from '@shared/domain/idiomas';
import { espanolInicial } from './espanolInicial';
import { formatearInterpolacion, formatearNumero } from './numeros';

export const IDIOMA_PREDETERMINADO = 'es';

export type Idioma = IdiomaInterfaz;

/**
 * The shipped locales; Spanish is the source language and the only one in the first load
 * (issue 18: the others are four times its size together), and only the login path's part
 * of it (espanolInicial.ts; `espanolCompleto` brings the rest). Each other language is its own
 * chunk, fetched by i18next before it switches to it, so every `changeLanguage` call (the
 * language menu, the stored preference, the kiosk's reset) waits for its texts. Adding a
 * language is one line here and one in recursos.ts (docs/i18n.md).
 */
const CARGADORES: Record<Idioma, () => Promise<ResourceLanguage>> = {
  es: () => import('./locales/es').then((m) => m.es),
  en: () => import('./locales/en').then((m) => m.en),
  fr: () => import('./locales/fr').then((m) => m.fr),
  pt: () => import('./locales/pt').then((m) => m.pt),
  zh: () => import('./locales/zh').then((m) => m.zh),
};

/** The interface languages in the shared order, those with a locale registered above. */
export const IDIOMAS: Idioma[] = IDIOMAS_INTERFAZ.filter((idioma) => idioma in CARGADORES);

/** i18next's loader for the languages not bundled with the first load. */
const cargaPorIdioma: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(idioma, _espacio, listo) {
    const cargar = (IDIOMAS as string[]).includes(idioma)
      ? CARGADORES[idioma as Idioma]
      : CARGADORES[IDIOMA_PREDETERMINADO];
    cargar().then(
      (textos) => listo(null, textos),
      (error: unknown) => listo(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

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

void i18n
  .use(cargaPorIdioma)
  .use(initReactI18next)
  .init({
    // A copy: i18next keeps this object and adds the rest of Spanish into it later.
    resources: { [IDIOMA_PREDETERMINADO]: { translation: { ...espanolInicial } } },
    // The login path's Spanish is bundled; the backend above brings any other language when
    // it is chosen, `espanolCompleto` the rest of Spanish.
    partialBundledLanguages: true,
    lng: idiomaGuardado() ?? IDIOMA_PREDETERMINADO,
    fallbackLng: IDIOMA_PREDETERMINADO,
    supportedLngs: IDIOMAS,
    // Spanish is bundled, so init finishes synchronously for it; main.tsx waits for
    // `idiomaListo` before the first render when another language was saved.
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

/*
 * Dates follow the interface language too (src/shared/dates.ts keeps Spanish by default).
 * The dates module brings date-fns and its five locales, which the login page never uses
 * (issue 18): it is fetched with the first lazy screen (`perezosa` waits for `fechasListas`),
 * and from then on every language change reaches it at once, as before.
 */
let fechas: typeof ModuloFechas | undefined;
i18n.on('languageChanged', (idioma: string) => fechas?.establecerIdiomaFechas(idioma));

/** Loads the dates module and keeps its language in step with the interface's. */
export function fechasListas(): Promise<void> {
  return import('@shared/dates').then((modulo) => {
    if (fechas) return;
    fechas = modulo;
    modulo.establecerIdiomaFechas(i18n.language);
  });
}

/*
 * The rest of Spanish (issue 18): fetched with the first lazy screen, which `perezosa` holds
 * back until it is in, so no screen shows a key instead of its text. Spanish is also every
 * other language's fallback, and all of them are complete, so nothing else waits for it.
 */
let restoEspanol: Promise<void> | null = null;

/** Adds every Spanish namespace to the login path's ones; once, retried after a failure. */
export function espanolCompleto(): Promise<void> {
  restoEspanol ??= import('./locales/es').then(
    ({ es }) => {
      i18n.addResourceBundle(IDIOMA_PREDETERMINADO, 'translation', es, true, true);
    },
    (error: unknown) => {
      restoEspanol = null;
      throw error;
    },
  );
  return restoEspanol;
}

/**
 * Resolves once the starting language's texts are in (at once for Spanish): the first
 * render waits for it, so no screen flashes Spanish before the saved language.
 */
export const idiomaListo: Promise<void> = i18n
  .loadLanguages(i18n.language)
  .then(() => undefined)
  .catch(() => undefined);

/** Fetches a language's texts without switching to it (tests, and a menu about to offer it). */
export function cargarIdioma(idioma: Idioma): Promise<void> {
  return i18n.loadLanguages(idioma);
}

/** A number in the current interface language (see numeros.ts). */
export function formatoNumero(valor: number, opciones?: Intl.NumberFormatOptions): string {
  return formatearNumero(valor, i18n.language, opciones);
}

export { formatearNumero, LOCALES_NUMERO } from './numeros';

export default i18n;

export { recursos } from './recursos';
