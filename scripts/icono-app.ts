/**
 * Draws the app icon as PNGs for the installers: the favicon's design (src/renderer's
 * favicon.svg: a white mortarboard on a blue rounded square) at 512 × 512 and 256 × 256.
 * electron-builder takes resources/icons/ for Linux (one file per size, named NxN.png) and
 * resources/icon.png for Windows (it makes the .ico from a PNG of at least 256 px).
 * Remake them with `npx tsx scripts/icono-app.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

type Rgba = readonly [number, number, number, number];
type Punto = readonly [number, number];

const AZUL: Rgba = [0x0f, 0x6c, 0xbd, 255];
const BLANCO: Rgba = [255, 255, 255, 255];
/** The lower part of the cap is white at 85 % over the blue, as in the SVG. */
const BLANCO_85: Rgba = [
  Math.round(0.85 * 255 + 0.15 * 0x0f),
  Math.round(0.85 * 255 + 0.15 * 0x6c),
  Math.round(0.85 * 255 + 0.15 * 0xbd),
  255,
];
/** Samples per pixel side, for smooth edges (anti-aliasing). */
const MUESTRAS = 4;

/** Even-odd point-in-polygon test. */
function dentro(x: number, y: number, p: readonly Punto[]): boolean {
  let si = false;
  for (let a = 0, b = p.length - 1; a < p.length; b = a++) {
    const [xa, ya] = p[a] ?? [0, 0];
    const [xb, yb] = p[b] ?? [0, 0];
    if (ya > y !== yb > y && x < ((xb - xa) * (y - ya)) / (yb - ya) + xa) si = !si;
  }
  return si;
}

/** Inside the rectangle (x0, y0, w, h) whose corners are rounded with `radio`. */
function rectRedondeado(
  x: number,
  y: number,
  [x0, y0, w, h]: readonly [number, number, number, number],
  radio: number,
): boolean {
  if (x < x0 || y < y0 || x > x0 + w || y > y0 + h) return false;
  const cx = Math.min(Math.max(x, x0 + radio), x0 + w - radio);
  const cy = Math.min(Math.max(y, y0 + radio), y0 + h - radio);
  return Math.hypot(x - cx, y - cy) <= radio;
}

/** The cubic curve C20 44 44 44 44 38 from (20, 38), as points. */
function curva(): Punto[] {
  const p0: Punto = [20, 38];
  const p1: Punto = [20, 44];
  const p2: Punto = [44, 44];
  const p3: Punto = [44, 38];
  return Array.from({ length: 25 }, (_, k) => {
    const t = k / 24;
    const u = 1 - t;
    const f = (i: 0 | 1) =>
      u * u * u * p0[i] + 3 * u * u * t * p1[i] + 3 * u * t * t * p2[i] + t * t * t * p3[i];
    return [f(0), f(1)] as const;
  });
}

const BIRRETE: Punto[] = [
  [14, 20],
  [32, 12],
  [50, 20],
  [32, 28],
];
const BASE: Punto[] = [[20, 26], ...curva(), [44, 26], [32, 32]];

/** The colour at a point of the 64 × 64 design, painted in the SVG's order. */
function color(x: number, y: number): Rgba | null {
  if (!rectRedondeado(x, y, [0, 0, 64, 64], 14)) return null;
  if (dentro(x, y, BIRRETE)) return BLANCO;
  if (rectRedondeado(x, y, [47, 20, 3, 16], 1.5)) return BLANCO;
  if (dentro(x, y, BASE)) return BLANCO_85;
  return AZUL;
}

/** RGBA pixels, each the average of MUESTRAS² samples (colour weighted by coverage). */
function pintar(lado: number): Uint8Array {
  const pixeles = new Uint8Array(lado * lado * 4);
  const escala = 64 / lado;
  const n = MUESTRAS * MUESTRAS;
  for (let py = 0; py < lado; py++) {
    for (let px = 0; px < lado; px++) {
      const suma = [0, 0, 0, 0];
      for (let s = 0; s < n; s++) {
        const c = color(
          (px + ((s % MUESTRAS) + 0.5) / MUESTRAS) * escala,
          (py + (Math.floor(s / MUESTRAS) + 0.5) / MUESTRAS) * escala,
        );
        if (!c) continue;
        for (let k = 0; k < 3; k++) suma[k] = (suma[k] ?? 0) + (c[k] ?? 0);
        suma[3] = (suma[3] ?? 0) + 1;
      }
      const cubiertas = suma[3] ?? 0;
      if (cubiertas === 0) continue;
      const i = (py * lado + px) * 4;
      for (let k = 0; k < 3; k++) pixeles[i + k] = Math.round((suma[k] ?? 0) / cubiertas);
      pixeles[i + 3] = Math.round((255 * cubiertas) / n);
    }
  }
  return pixeles;
}

function chunk(tipo: string, datos: Uint8Array): Buffer {
  const cuerpo = Buffer.concat([Buffer.from(tipo, 'latin1'), datos]);
  const largo = Buffer.alloc(4);
  largo.writeUInt32BE(datos.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(cuerpo));
  return Buffer.concat([largo, cuerpo, crc]);
}

/** 8-bit RGBA PNG (colour type 6); each row with filter 0. */
function png(lado: number): Buffer {
  const pixeles = pintar(lado);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(lado, 0);
  ihdr.writeUInt32BE(lado, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const fila = lado * 4;
  const filas = Buffer.alloc(lado * (fila + 1));
  for (let y = 0; y < lado; y++) {
    filas.set(pixeles.subarray(y * fila, (y + 1) * fila), y * (fila + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(filas, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

const salidas: [string, number][] = [
  ['../resources/icon.png', 512],
  ['../resources/icons/512x512.png', 512],
  ['../resources/icons/256x256.png', 256],
];
for (const [relativa, lado] of salidas) {
  const destino = fileURLToPath(new URL(relativa, import.meta.url));
  mkdirSync(dirname(destino), { recursive: true });
  const bytes = png(lado);
  writeFileSync(destino, bytes);
  console.log(`${destino}: ${lado}×${lado}, ${bytes.length} bytes`);
}
