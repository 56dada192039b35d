/**
 * Windows-1252, the encoding of Excel's "CSV (delimitado por comas)" in Spanish. Node 20's
 * `TextDecoder('windows-1252')` decodes 0x80–0x9F as Latin-1 control characters (so '—',
 * '€' or curly quotes would be lost), hence this table: Latin-1 plus those 27 characters.
 */
const ALTOS: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

const TABLA: string[] = Array.from({ length: 256 }, (_, b) => ALTOS[b] ?? String.fromCharCode(b));
const INVERSA = new Map(TABLA.map((c, b) => [c, b] as const));

export function decodificarWindows1252(bytes: Uint8Array): string {
  const partes: string[] = [];
  const TROZO = 8192;
  for (let i = 0; i < bytes.length; i += TROZO) {
    let trozo = '';
    for (const b of bytes.subarray(i, i + TROZO)) trozo += TABLA[b] ?? '';
    partes.push(trozo);
  }
  return partes.join('');
}

/** Text → Windows-1252 bytes; a character the encoding lacks throws (for exports and fixtures). */
export function codificarWindows1252(texto: string): Uint8Array {
  return Uint8Array.from([...texto], (c) => {
    const b = INVERSA.get(c);
    if (b === undefined) throw new Error(`"${c}" no existe en Windows-1252`);
    return b;
  });
}
