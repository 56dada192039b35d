import Papa from 'papaparse';

/**
 * CSV files the server hands out (template, error report, credentials, export): UTF-8 with
 * a BOM and ';' — what Excel in a Spanish-language locale opens with accents intact and
 * columns split — CRLF line ends, every field quoted only when it must be. Formula-looking
 * cells ('=', '+', '-', '@' first) get a leading apostrophe so a name like "=HYPERLINK(…)"
 * stays text in a spreadsheet (CSV injection); the importer strips it back.
 */
export const BOM = '\uFEFF';
export const DELIMITADOR_SALIDA = ';';

const FORMULA = /^[=+\-@\t\r]/;

/** Leaves numbers like "-5" alone: only text that a spreadsheet would evaluate is guarded. */
export function celdaSegura(valor: string): string {
  return FORMULA.test(valor) && !/^-?\d+([.,]\d+)?$/.test(valor) ? `'${valor}` : valor;
}

export function escribirCsv(
  encabezados: readonly string[],
  filas: readonly (readonly string[])[],
  delimitador: string = DELIMITADOR_SALIDA,
): Buffer {
  const texto = Papa.unparse(
    { fields: [...encabezados], data: filas.map((f) => f.map(celdaSegura)) },
    { delimiter: delimitador, newline: '\r\n' },
  );
  return Buffer.from(BOM + texto + '\r\n', 'utf8');
}

/** Content-Disposition for a download named `nombre` (ASCII fallback + RFC 5987 UTF-8). */
export function disposicionAdjunto(nombre: string): string {
  const ascii = nombre
    .normalize('NFD')
    .replace(/[^\x20-\x7E]/g, '')
    .replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nombre)}`;
}
