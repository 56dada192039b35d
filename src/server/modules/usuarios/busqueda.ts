/**
 * The users list searches one stored column, `usuarios.busqueda` (migration 0033,
 * docs/rendimiento-busqueda.md): name, email and identification folded here, in the
 * application, because SQLite has no accent folding in SQL. The search term is folded by
 * the same function, so 'álvaro', 'ALVARO' and 'Alvaro' all meet 'Álvaro' on both
 * databases. Every write that changes one of the four fields stores the new text (the
 * repositories of this module; `refrescarBusqueda` for partial updates).
 */

/**
 * Lower case, without accents or other combining marks (compatibility decomposition, so a
 * full-width '１' is '1' and 'ﬁ' is 'fi'), every run of whitespace or control characters one
 * space. Changing it means a migration that recomputes the stored column.
 */
export function plegarBusqueda(texto: string): string {
  return texto
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .normalize('NFC')
    .replace(/[\s\p{Cc}]+/gu, ' ');
}

/**
 * Between the name, the email and the identification: a character no folded term holds
 * (control characters become spaces), so a search never matches across two fields — as
 * the three separate LIKEs before 0033 did not. Name and surnames are joined by a space:
 * 'ana gomez' finds Ana Gómez.
 */
export const SEPARADOR_CAMPOS = '\u001f';

export interface CamposBusqueda {
  nombre: string;
  apellidos: string;
  email_normalizado: string;
  identificacion: string | null;
}

/** The stored `busqueda` of a user with these fields. */
export function textoBusqueda(c: CamposBusqueda): string {
  return [`${c.nombre} ${c.apellidos}`, c.email_normalizado, c.identificacion ?? '']
    .map(plegarBusqueda)
    .join(SEPARADOR_CAMPOS);
}

/** The folded term, or null when nothing is left to search for. */
export function terminoBusqueda(buscar: string | undefined): string | null {
  const termino = plegarBusqueda(buscar ?? '').trim();
  return termino === '' ? null : termino;
}

/**
 * SQLite's trigram index finds substrings of 3 characters or more; shorter terms are looked
 * for with LIKE over the stored column (a scan, see the doc).
 */
export const MINIMO_TRIGRAMA = 3;

export function usaTrigramas(termino: string): boolean {
  return [...termino].length >= MINIMO_TRIGRAMA;
}

/** The term as one FTS5 string: its own syntax (quotes, *, NEAR, -, :) is plain text. */
export function frase(termino: string): string {
  return `"${termino.replace(/"/g, '""')}"`;
}

/** Escapes LIKE's wildcards so a search for '50%' or 'a_b' means those characters. */
export function escaparLike(texto: string): string {
  return texto.replace(/[\\%_]/g, (c) => `\\${c}`);
}
