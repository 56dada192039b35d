/**
 * pdf.js ships no types for its worker module; the server only imports it for its side
 * effect (it sets `globalThis.pdfjsWorker`, see medicion.ts) and reads nothing from it.
 */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
