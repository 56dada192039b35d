/**
 * Lenient matching of what people type in spreadsheets: case, accents, spaces and
 * punctuation are ignored when a value is looked up in a fixed list.
 */

/** 'Número de Documento' → 'numerodedocumento': the key headers and list values compare on. */
export function clave(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * A lookup from keys to canonical values. A key two canonical values share is dropped, so
 * an ambiguous spelling is never silently resolved to one of them.
 */
export function indice<T>(entradas: Iterable<readonly [string, T]>): Map<string, T> {
  const mapa = new Map<string, T>();
  const ambiguas = new Set<string>();
  for (const [texto, valor] of entradas) {
    const k = clave(texto);
    const previo = mapa.get(k);
    if (previo !== undefined && previo !== valor) ambiguas.add(k);
    else mapa.set(k, valor);
  }
  for (const k of ambiguas) mapa.delete(k);
  return mapa;
}

const VERDADEROS = new Set(['si', '1', 'true', 'verdadero', 'activo', 'x']);
const FALSOS = new Set(['no', '0', 'false', 'falso', 'inactivo']);

/** 'Sí' / 'no' / 1 / 0 / true / false; '' → null (not given); anything else → undefined (invalid). */
export function leerBooleano(texto: string): boolean | null | undefined {
  const k = clave(texto);
  if (k === '') return null;
  if (VERDADEROS.has(k)) return true;
  if (FALSOS.has(k)) return false;
  return undefined;
}

/** Several course codes in one cell, separated by '|' or spaces; repeats removed. */
export function leerCodigos(texto: string): string[] {
  return [...new Set(texto.split(/[|\s]+/).filter((c) => c !== ''))];
}

/**
 * "'=SUMA(A1)" → "=SUMA(A1)": spreadsheets and our own exports (csvSalida.ts) put an
 * apostrophe before text that would otherwise be run as a formula; reading it back, the
 * apostrophe is not part of the value. Other leading apostrophes (O'Neil…) are kept.
 */
export function sinApostrofoDeFormula(texto: string): string {
  return /^'[=+\-@]/.test(texto) ? texto.slice(1) : texto;
}
