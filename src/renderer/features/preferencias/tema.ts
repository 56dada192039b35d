import { teamsHighContrastTheme, webLightTheme, type Theme } from '@fluentui/react-components';
import type { AjustesVisuales } from './ajustesVisuales';

/** 'Texto grande': every Fluent type size and line height 25 % larger (body text 14 → 18 px). */
export const ESCALA_TEXTO_GRANDE = 1.25;

const TOKENS_TIPOGRAFIA = [
  'fontSizeBase100',
  'fontSizeBase200',
  'fontSizeBase300',
  'fontSizeBase400',
  'fontSizeBase500',
  'fontSizeBase600',
  'fontSizeHero700',
  'fontSizeHero800',
  'fontSizeHero900',
  'fontSizeHero1000',
  'lineHeightBase100',
  'lineHeightBase200',
  'lineHeightBase300',
  'lineHeightBase400',
  'lineHeightBase500',
  'lineHeightBase600',
  'lineHeightHero700',
  'lineHeightHero800',
  'lineHeightHero900',
  'lineHeightHero1000',
] as const satisfies readonly (keyof Theme)[];

function escalar(valor: string): string {
  const px = Number.parseFloat(valor);
  return Number.isFinite(px) ? `${Math.round(px * ESCALA_TEXTO_GRANDE)}px` : valor;
}

/**
 * The Fluent theme for the user's display settings. High contrast is Fluent's own
 * high-contrast theme (white on black, yellow focus and links), built to pass WCAG AAA;
 * large text scales the type ramp, which every Fluent component and `tokens` user reads.
 */
export function temaDe({ textoGrande, altoContraste }: AjustesVisuales): Theme {
  const base = altoContraste ? teamsHighContrastTheme : webLightTheme;
  if (!textoGrande) return base;
  const tipografia = Object.fromEntries(TOKENS_TIPOGRAFIA.map((k) => [k, escalar(base[k])]));
  return { ...base, ...tipografia };
}
