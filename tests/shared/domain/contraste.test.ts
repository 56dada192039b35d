import { describe, expect, it } from 'vitest';
import {
  CONTRASTE_MINIMO_TEXTO,
  luminancia,
  relacionDeContraste,
  textoLegible,
} from '../../../src/shared/domain/contraste';
import {
  COLORES_TARJETA,
  TEXTO_CLARO,
  TEXTO_OSCURO,
  colorDeTexto,
} from '../../../src/shared/domain/cursos';

const redondeo = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);

describe('card text contrast (issue 16, WCAG 1.4.3)', () => {
  it('computes the WCAG ratios the docs quote', () => {
    expect(redondeo(relacionDeContraste('#FFFFFF', '#000000'))).toBe(21);
    expect(redondeo(relacionDeContraste('#F7AB0F', '#FFFFFF'))).toBe(1.95);
    expect(redondeo(relacionDeContraste('#F7AB0F', TEXTO_OSCURO))).toBe(7.46);
    expect(redondeo(relacionDeContraste('#F9D110', TEXTO_OSCURO))).toBe(9.79);
    expect(redondeo(relacionDeContraste('#78A2EE', TEXTO_CLARO))).toBe(2.56);
    expect(redondeo(relacionDeContraste('#78A2EE', TEXTO_OSCURO))).toBe(5.67);
    expect(redondeo(relacionDeContraste('#172559', TEXTO_CLARO))).toBe(14.53);
  });

  it('gives every colour of the cycle a text colour that passes 4.5:1', () => {
    const texto = COLORES_TARJETA.map((fondo) => colorDeTexto(fondo));
    expect(texto).toEqual([
      TEXTO_OSCURO,
      TEXTO_OSCURO,
      TEXTO_OSCURO,
      TEXTO_OSCURO,
      TEXTO_OSCURO,
      TEXTO_CLARO,
    ]);
    for (const fondo of COLORES_TARJETA) {
      expect(relacionDeContraste(fondo, colorDeTexto(fondo))).toBeGreaterThanOrEqual(
        CONTRASTE_MINIMO_TEXTO,
      );
    }
  });

  it('reads any background, in either case, and refuses what is not #RRGGBB', () => {
    expect(colorDeTexto('#f7ab0f')).toBe(TEXTO_OSCURO);
    expect(colorDeTexto('#202020')).toBe(TEXTO_CLARO);
    expect(luminancia('rojo')).toBeNull();
    expect(luminancia('#FFF')).toBeNull();
    expect(relacionDeContraste('#FFF', '#000000')).toBeNull();
    expect(textoLegible('#FFFFFF', ['#EEEEEE', '#333333'])).toBe('#333333');
  });
});
