import iconv from 'iconv-lite';

/**
 * Windows-1252, the encoding of Excel's "CSV (delimitado por comas)" in Spanish: Latin-1
 * plus 27 characters in 0x80–0x9F ('€', '—', curly quotes…). Decoded and encoded by
 * iconv-lite; its five undefined bytes (0x81, 0x8D, 0x8F, 0x90, 0x9D) read as U+FFFD.
 */
const CODIFICACION = 'windows-1252';

export function decodificarWindows1252(bytes: Uint8Array): string {
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), CODIFICACION);
}

/** Text → Windows-1252 bytes; a character the encoding lacks throws (for exports and fixtures). */
export function codificarWindows1252(texto: string): Uint8Array {
  const bytes = iconv.encode(texto, CODIFICACION);
  // iconv-lite writes '?' for what the encoding lacks: find it and refuse instead.
  const vuelta = iconv.decode(bytes, CODIFICACION);
  if (vuelta !== texto) {
    const falta = [...texto].find(
      (c) => iconv.decode(iconv.encode(c, CODIFICACION), CODIFICACION) !== c,
    );
    throw new Error(`"${falta ?? '?'}" no existe en Windows-1252`);
  }
  return new Uint8Array(bytes);
}
