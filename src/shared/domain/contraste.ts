/**
 * WCAG 2.1 contrast (success criterion 1.4.3): the text colour of a coloured card is the one
 * that reads best on it, so every card passes 4.5:1 (docs/accesibilidad.md).
 */

/** Relative luminance of `#RRGGBB` (WCAG 2.1 definition); null for anything else. */
export function luminancia(hex: string): number | null {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return null;
  const [r, g, b] = [m[1], m[2], m[3]].map((par) => {
    const c = parseInt(par ?? '0', 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two `#RRGGBB` colours, 1 to 21; null if either is not one. */
export function relacionDeContraste(a: string, b: string): number | null {
  const la = luminancia(a);
  const lb = luminancia(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** WCAG AA for normal text. */
export const CONTRASTE_MINIMO_TEXTO = 4.5;

/** Of the candidate text colours, the one with the highest contrast on the background. */
export function textoLegible(fondo: string, candidatos: readonly [string, ...string[]]): string {
  let mejor = candidatos[0];
  let mejorRelacion = relacionDeContraste(fondo, mejor) ?? 0;
  for (const c of candidatos.slice(1)) {
    const r = relacionDeContraste(fondo, c) ?? 0;
    if (r > mejorRelacion) {
      mejor = c;
      mejorRelacion = r;
    }
  }
  return mejor;
}
