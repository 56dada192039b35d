/**
 * Rules of the help wiki (issue 16) that the server and the renderer both apply: limits,
 * Spanish messages, slugs, accent folding for search, the lessons a page links to and the
 * search snippet. Pure functions, no I/O (docs/wiki.md).
 */

export const LIMITES_WIKI = {
  tituloMax: 150,
  slugMax: 100,
  /** A help page is prose; 100 000 characters is a long manual chapter. */
  cuerpoMax: 100_000,
  busquedaMax: 100,
  /** Words of a search: more add nothing but cost. */
  terminosMax: 8,
  resultadosMax: 50,
  fragmentoLargo: 180,
} as const;

export const MENSAJES_WIKI = {
  tituloRequerido: 'Escriba el título de la página',
  tituloLargo: `El título admite hasta ${LIMITES_WIKI.tituloMax} caracteres`,
  slugInvalido:
    'La dirección de la página solo admite letras minúsculas sin tilde, números y guiones (p. ej. como-entrar)',
  slugLargo: `La dirección de la página admite hasta ${LIMITES_WIKI.slugMax} caracteres`,
  cuerpoLargo: `El contenido admite hasta ${LIMITES_WIKI.cuerpoMax} caracteres`,
  busquedaLarga: `La búsqueda admite hasta ${LIMITES_WIKI.busquedaMax} caracteres`,
  noEncontrada: 'La página de ayuda no existe o no tiene acceso a ella',
  revisionNoEncontrada: 'Esa versión de la página no existe',
  slugRepetido: 'Ya existe una página de ayuda con esa dirección; elija otra',
  versionCambiada:
    'Otra persona guardó esta página mientras la editaba. Recargue la página para ver sus cambios antes de guardar.',
  sinCambios: 'Esa versión es igual a la actual; no hay nada que restaurar',
  slugReservado: 'Esa dirección está reservada por la aplicación; elija otra',
} as const;

/** Addresses the app's own screens use under /wiki/ (the new-page form). */
export const SLUGS_RESERVADOS: readonly string[] = ['nueva'];

/** A slug: lowercase ASCII words joined by single hyphens (`como-entrar-al-curso`). */
export const SLUG_WIKI = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Lower case without diacritics, one UTF-16 unit for one: "Evaluación" → "evaluacion". The
 * length never changes, so a position found in the folded text is the same position in the
 * original (the snippet relies on it). A unit whose folding would not be one unit is kept.
 */
export function plegar(texto: string): string {
  return texto.replace(/[\s\S]/g, (c) => {
    const bajo = c.toLowerCase();
    const sinMarcas = bajo.normalize('NFD').replace(/\p{M}/gu, '');
    if (sinMarcas.length === 1) return sinMarcas;
    return bajo.length === 1 ? bajo : c;
  });
}

/** The slug a title suggests: "¿Cómo entrar?" → "como-entrar". Empty when nothing is left. */
export function slugDesdeTitulo(titulo: string): string {
  return plegar(titulo)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LIMITES_WIKI.slugMax)
    .replace(/-+$/, '');
}

/**
 * The lessons a page links to: every Markdown link whose target is the lesson player's path
 * `/pl/<multimediaId>` (relative or on any host). A page is "linked" to a lesson exactly when
 * its text says so; the server recomputes the set on every save.
 */
export function leccionesEnlazadas(markdown: string): string[] {
  const ids = new Set<string>();
  const patron = /\]\(\s*<?[^)\s>]*?\/pl\/([A-Za-z0-9_-]{1,64})(?=[)\s>?#/])/g;
  for (const m of markdown.matchAll(patron)) if (m[1]) ids.add(m[1]);
  return [...ids];
}

/** Markdown as the words a reader sees: link targets, markup and HTML tags left out. */
export function textoPlano(markdown: string): string {
  return markdown
    .replace(/<[^>]*>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_>`~|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search, folded: letters and digits only, so nothing reaches a query as syntax. */
export function terminosBusqueda(consulta: string): string[] {
  const terminos = plegar(consulta)
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0);
  return [...new Set(terminos)].slice(0, LIMITES_WIKI.terminosMax);
}

/**
 * A short passage of the page around the first word of the search (found without accents,
 * shown with them), with an ellipsis where it was cut; the start of the text when no word
 * is found there (the match was in the title).
 */
export function fragmento(
  plano: string,
  terminos: readonly string[],
  largo: number = LIMITES_WIKI.fragmentoLargo,
): string {
  const plegado = plegar(plano);
  const posiciones = terminos.map((t) => plegado.indexOf(t)).filter((p) => p >= 0);
  const primera = posiciones.length > 0 ? Math.min(...posiciones) : 0;
  const inicio = Math.max(0, primera - Math.floor(largo / 3));
  const fin = Math.min(plano.length, inicio + largo);
  const trozo = plano.slice(inicio, fin).trim();
  return `${inicio > 0 ? '…' : ''}${trozo}${fin < plano.length ? '…' : ''}`;
}
