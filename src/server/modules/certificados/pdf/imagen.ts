import { jsPDF } from 'jspdf';

/** jsPDF's PNG decoder (an untyped plugin method of jsPDF.API). */
type ProcesarPng = (
  this: jsPDF,
  datos: Uint8Array,
  indice: number,
  alias: string,
  compresion: string,
  ...resto: unknown[]
) => Record<string, unknown>;

const api = jsPDF.API as unknown as { processPNG: ProcesarPng };
const original = api.processPNG;
/** Processed images per byte array (only arrays registered with `addImagenFija`). */
const procesadas = new WeakMap<Uint8Array, Map<string, Record<string, unknown>>>();

/**
 * jsPDF decodes a PNG and compresses its pixels again on every addImage: ≈ 200 ms for the
 * certificate background, each time. The background never changes, so the processed image
 * is kept per byte array and compression and reused (a fresh copy each time, because jsPDF
 * writes the object number into it). Other images go through jsPDF unchanged.
 */
api.processPNG = function (datos, indice, alias, compresion, ...resto) {
  const porCompresion = procesadas.get(datos);
  if (!porCompresion) return original.call(this, datos, indice, alias, compresion, ...resto);
  let hecha = porCompresion.get(compresion);
  if (!hecha) {
    hecha = original.call(this, datos, indice, alias, compresion, ...resto);
    porCompresion.set(compresion, hecha);
  }
  return { ...hecha, index: indice, alias };
};

/**
 * Adds a PNG that is the same on every document (same Uint8Array): processed once per
 * process. 'SLOW' is the best Flate compression; paid once, it keeps every PDF smaller.
 */
export function addImagenFija(
  doc: jsPDF,
  png: Uint8Array,
  x: number,
  y: number,
  ancho: number,
  alto: number,
) {
  if (!procesadas.has(png)) procesadas.set(png, new Map());
  doc.addImage(png, 'PNG', x, y, ancho, alto, 'fondo', 'SLOW');
}
