/**
 * File types recognised by their first bytes ("magic numbers"), never by the name or the
 * declared MIME type, which the client chooses freely.
 */
export interface TipoArchivo {
  mime: string;
  /** Extension of the server-made name. */
  extension: string;
  /** Any one of these byte sequences at its offset identifies the type. */
  firmas: readonly { offset: number; bytes: readonly number[] }[];
}

const ascii = (texto: string) => [...texto].map((c) => c.charCodeAt(0));

export const TIPOS_ARCHIVO: readonly TipoArchivo[] = [
  { mime: 'image/jpeg', extension: 'jpg', firmas: [{ offset: 0, bytes: [0xff, 0xd8, 0xff] }] },
  {
    mime: 'image/png',
    extension: 'png',
    firmas: [{ offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }],
  },
  { mime: 'application/pdf', extension: 'pdf', firmas: [{ offset: 0, bytes: ascii('%PDF-') }] },
  // ISO base media (MP4): a box of type 'ftyp' at byte 4.
  { mime: 'video/mp4', extension: 'mp4', firmas: [{ offset: 4, bytes: ascii('ftyp') }] },
  {
    mime: 'audio/mpeg',
    extension: 'mp3',
    firmas: [
      { offset: 0, bytes: ascii('ID3') },
      { offset: 0, bytes: [0xff, 0xfb] },
      { offset: 0, bytes: [0xff, 0xf3] },
      { offset: 0, bytes: [0xff, 0xf2] },
    ],
  },
];

/** Bytes needed to recognise every type above. */
export const BYTES_CABECERA = 16;

/** The accepted type whose signature the first bytes carry, or null. */
export function detectarTipo(cabecera: Buffer, aceptados: readonly string[]): TipoArchivo | null {
  for (const tipo of TIPOS_ARCHIVO) {
    if (!aceptados.includes(tipo.mime)) continue;
    const coincide = tipo.firmas.some(
      (f) =>
        cabecera.length >= f.offset + f.bytes.length &&
        f.bytes.every((b, i) => cabecera[f.offset + i] === b),
    );
    if (coincide) return tipo;
  }
  return null;
}

/** Content type of a stored file from its server-made name (`<hex>.<extension>`). */
export function mimeDeNombre(nombre: string): string | null {
  const extension = nombre.slice(nombre.lastIndexOf('.') + 1);
  return TIPOS_ARCHIVO.find((t) => t.extension === extension)?.mime ?? null;
}
