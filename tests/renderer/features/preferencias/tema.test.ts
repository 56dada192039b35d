import { teamsHighContrastTheme, webLightTheme } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { temaDe } from '../../../../src/renderer/features/preferencias';

describe('the theme of the display settings (issue 16)', () => {
  it('is Fluent’s light theme by default', () => {
    expect(temaDe({ textoGrande: false, altoContraste: false })).toBe(webLightTheme);
  });

  it('uses Fluent’s high-contrast theme for "Alto contraste"', () => {
    const tema = temaDe({ textoGrande: false, altoContraste: true });
    expect(tema).toBe(teamsHighContrastTheme);
    expect(tema.colorNeutralBackground1).not.toBe(webLightTheme.colorNeutralBackground1);
  });

  it('makes every type size and line height a quarter larger for "Texto grande"', () => {
    const tema = temaDe({ textoGrande: true, altoContraste: false });
    expect(tema.fontSizeBase300).toBe('18px'); // body text, 14 px normally
    expect(tema.fontSizeBase400).toBe('20px');
    expect(tema.lineHeightBase300).toBe('25px');
    expect(tema.fontSizeHero1000).toBe('85px');
    // Colours stay those of the chosen theme.
    expect(tema.colorBrandBackground).toBe(webLightTheme.colorBrandBackground);
    const ambos = temaDe({ textoGrande: true, altoContraste: true });
    expect(ambos.fontSizeBase300).toBe('18px');
    expect(ambos.colorNeutralBackground1).toBe(teamsHighContrastTheme.colorNeutralBackground1);
  });
});
