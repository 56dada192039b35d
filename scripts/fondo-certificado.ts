/**
 * Draws resources/certificado/fondo.png, the certificate background: a white A4 landscape
 * page (1754 × 1240, 150 dpi) with navy frame bands, gold lines and corner brackets, a rule
 * under the title and a seal at the bottom left. Flat colours only, so it compresses to a
 * few kilobytes. The text is not here: the server writes it as real PDF text on top.
 * Remake it with `npx tsx scripts/fondo-certificado.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

const ANCHO = 1754;
const ALTO = 1240;
const BLANCO: Rgb = [255, 255, 255];
const AZUL: Rgb = [0x17, 0x25, 0x59];
const DORADO: Rgb = [0xf7, 0xab, 0x0f];
/** Samples per pixel side where shapes have curved or slanted edges (anti-aliasing). */
const MUESTRAS = 4;

const pixeles = new Uint8Array(ANCHO * ALTO * 3).fill(255);

function rect(x: number, y: number, w: number, h: number, c: Rgb) {
  for (let fy = Math.max(0, y); fy < Math.min(ALTO, y + h); fy++) {
    for (let fx = Math.max(0, x); fx < Math.min(ANCHO, x + w); fx++) {
      pixeles.set(c, (fy * ANCHO + fx) * 3);
    }
  }
}

/** A rectangular outline `grosor` thick, `margen` pixels inside the page edge. */
function marco(margen: number, grosor: number, c: Rgb) {
  const w = ANCHO - 2 * margen;
  const h = ALTO - 2 * margen;
  rect(margen, margen, w, grosor, c);
  rect(margen, ALTO - margen - grosor, w, grosor, c);
  rect(margen, margen, grosor, h, c);
  rect(ANCHO - margen - grosor, margen, grosor, h, c);
}

/**
 * Paints a shape given by `color(x, y)` (a colour, or null outside) over a box, averaging
 * MUESTRAS² samples per pixel so curves and diagonals have smooth edges.
 */
function forma(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  color: (x: number, y: number) => Rgb | null,
) {
  const n = MUESTRAS * MUESTRAS;
  for (let py = y0; py < y1; py++) {
    for (let px = x0; px < x1; px++) {
      const i = (py * ANCHO + px) * 3;
      const suma = [0, 0, 0];
      for (let s = 0; s < n; s++) {
        const c =
          color(
            px + ((s % MUESTRAS) + 0.5) / MUESTRAS,
            py + (Math.floor(s / MUESTRAS) + 0.5) / MUESTRAS,
          ) ?? ([pixeles[i], pixeles[i + 1], pixeles[i + 2]] as Rgb);
        for (let k = 0; k < 3; k++) suma[k] = (suma[k] ?? 0) + (c[k] ?? 0);
      }
      pixeles.set(
        suma.map((v) => Math.round(v / n)),
        i,
      );
    }
  }
}

/** Even-odd point-in-polygon test. */
function dentro(x: number, y: number, p: readonly (readonly [number, number])[]) {
  let si = false;
  for (let a = 0, b = p.length - 1; a < p.length; b = a++) {
    const [xa, ya] = p[a] ?? [0, 0];
    const [xb, yb] = p[b] ?? [0, 0];
    if (ya > y !== yb > y && x < ((xb - xa) * (y - ya)) / (yb - ya) + xa) si = !si;
  }
  return si;
}

function estrella(cx: number, cy: number, r: number): [number, number][] {
  return Array.from({ length: 10 }, (_, k) => {
    const radio = k % 2 ? r * 0.42 : r;
    const ang = -Math.PI / 2 + (k * Math.PI) / 5;
    return [cx + radio * Math.cos(ang), cy + radio * Math.sin(ang)];
  });
}

/** Gold ribbon tails, then a gold-rimmed navy seal with a gold star. */
function sello(cx: number, cy: number) {
  const colas: [number, number][][] = [
    [
      [cx - 60, cy + 40],
      [cx - 10, cy + 60],
      [cx - 45, cy + 190],
      [cx - 70, cy + 160],
      [cx - 100, cy + 175],
    ],
    [
      [cx + 60, cy + 40],
      [cx + 10, cy + 60],
      [cx + 45, cy + 190],
      [cx + 70, cy + 160],
      [cx + 100, cy + 175],
    ],
  ];
  forma(cx - 110, cy, cx + 110, cy + 200, (x, y) =>
    colas.some((c) => dentro(x, y, c)) ? DORADO : null,
  );
  const puntas = estrella(cx, cy, 44);
  forma(cx - 100, cy - 100, cx + 100, cy + 100, (x, y) => {
    const d = Math.hypot(x - cx, y - cy);
    if (d > 96) return null;
    if (d > 80) return DORADO;
    if (d > 74) return BLANCO;
    if (d <= 66 && d > 62) return DORADO;
    return dentro(x, y, puntas) ? DORADO : AZUL;
  });
}

/** A short gold rule with a diamond in the middle, under the title. */
function filete(cy: number) {
  const cx = ANCHO / 2;
  rect(cx - 170, cy - 2, 340, 4, DORADO);
  forma(cx - 14, cy - 14, cx + 14, cy + 14, (x, y) =>
    Math.abs(x - cx) + Math.abs(y - cy) <= 12 ? DORADO : null,
  );
}

function esquinas(margen: number, largo: number, grosor: number) {
  for (const derecha of [false, true]) {
    for (const abajo of [false, true]) {
      const x = derecha ? ANCHO - margen - largo : margen;
      const y = abajo ? ALTO - margen - grosor : margen;
      rect(x, y, largo, grosor, DORADO);
      rect(
        derecha ? ANCHO - margen - grosor : margen,
        abajo ? ALTO - margen - largo : margen,
        grosor,
        largo,
        DORADO,
      );
    }
  }
}

function chunk(tipo: string, datos: Uint8Array): Buffer {
  const cuerpo = Buffer.concat([Buffer.from(tipo, 'latin1'), datos]);
  const largo = Buffer.alloc(4);
  largo.writeUInt32BE(datos.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(cuerpo));
  return Buffer.concat([largo, cuerpo, crc]);
}

/** 8-bit RGB PNG; each row with filter 0 (flat rows deflate to almost nothing). */
function png(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(ANCHO, 0);
  ihdr.writeUInt32BE(ALTO, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const filas = Buffer.alloc(ALTO * (ANCHO * 3 + 1));
  for (let y = 0; y < ALTO; y++) {
    filas.set(pixeles.subarray(y * ANCHO * 3, (y + 1) * ANCHO * 3), y * (ANCHO * 3 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(filas, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

marco(0, 46, AZUL);
marco(58, 8, DORADO);
marco(76, 3, AZUL);
esquinas(94, 150, 8);
// Positions in millimetres × 1754/297 px: the rule sits under 'Certificado N°' (≈ 61 mm)
// and the seal in the bottom-left corner, clear of the centred text and of the QR.
filete(362);
sello(330, 925);

const destino = fileURLToPath(new URL('../resources/certificado/fondo.png', import.meta.url));
mkdirSync(dirname(destino), { recursive: true });
const bytes = png();
writeFileSync(destino, bytes);
console.log(`${destino}: ${ANCHO}×${ALTO}, ${bytes.length} bytes`);
