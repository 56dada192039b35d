import { stemmer } from '@orama/stemmers/spanish';

/**
 * The Spanish stem of a folded search word, for a prefix search: "evaluaciones" → "evalu",
 * "programas" → "program", "descargamos" → "descarg".
 *
 * PostgreSQL's `spanish` configuration already does this inside `to_tsquery('…:*')` (Snowball's
 * Spanish stemmer, then a prefix match over the folded words of the page), so a plural or
 * another form of a word finds the page. FTS5 has no Spanish stemmer; running the same
 * Snowball algorithm on the query gives SQLite the same answer, with the index unchanged.
 *
 * Snowball only strips suffixes, so the stem is a prefix of the word and its prefix search
 * finds everything the word's own prefix search found; the guard keeps the word if that ever
 * stops being true.
 */
export function raizBusqueda(termino: string): string {
  const raiz = stemmer(termino);
  return raiz.length > 0 && termino.startsWith(raiz) ? raiz : termino;
}
