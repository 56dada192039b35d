export const NOMBRE_PDF_POR_DEFECTO = 'certificado.pdf';

/** Characters Windows refuses in a file name, plus both path separators. */
const PROHIBIDOS = /[<>:"/\\|?*]/g;
/** Names Windows keeps for devices, with or without an extension. */
const RESERVADOS = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;
const MAX_LARGO = 120;

/**
 * The default name proposed in the save dialog. It comes from the renderer, so it is reduced
 * to a plain file name: no folders (a name must not choose where the file goes, the user
 * does), no control or reserved characters, no leading dots (hidden or `..`), and it ends in
 * `.pdf`. Nothing usable left → 'certificado.pdf'.
 */
export function nombrePdfSeguro(nombre: string): string {
  // The last path segment only: 'a/b/c.pdf' and 'a\\b\\c.pdf' propose 'c.pdf'.
  const ultimo = nombre.split(/[/\\]/).pop() ?? '';
  let limpio = [...ultimo]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .replace(PROHIBIDOS, '')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (limpio === '' || RESERVADOS.test(limpio)) return NOMBRE_PDF_POR_DEFECTO;
  if (!limpio.toLowerCase().endsWith('.pdf')) limpio = `${limpio}.pdf`;
  if (limpio.length > MAX_LARGO) limpio = `${limpio.slice(0, MAX_LARGO - 4).trimEnd()}.pdf`;
  return limpio;
}
