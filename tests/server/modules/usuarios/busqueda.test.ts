import { describe, expect, it } from 'vitest';
import {
  SEPARADOR_CAMPOS,
  escaparLike,
  frase,
  plegarBusqueda,
  terminoBusqueda,
  textoBusqueda,
  usaTrigramas,
} from '../../../../src/server/modules/usuarios/busqueda';

/** The folding both the stored search text and the term go through (migration 0033). */
describe('users search folding', () => {
  it('lower-cases and removes accents and other marks, any script', () => {
    expect(plegarBusqueda('ÁLVARO Núñez')).toBe('alvaro nunez');
    expect(plegarBusqueda('Ñandú Zoë Çağ')).toBe('nandu zoe cag');
    // Compatibility forms: full-width digits and a ligature.
    expect(plegarBusqueda('１２３ ﬁn')).toBe('123 fin');
    // Decomposed input (NFD, as some keyboards send it) folds the same as composed.
    expect(plegarBusqueda('A\u0301lvaro')).toBe(plegarBusqueda('Álvaro'));
    expect(plegarBusqueda('한국')).toBe('한국');
  });

  it('makes every run of whitespace or control characters one space', () => {
    expect(plegarBusqueda('Ana \t  María\n')).toBe('ana maria ');
    expect(plegarBusqueda(`a${SEPARADOR_CAMPOS}b`)).toBe('a b');
  });

  it('stores name, email and identification apart, so no term spans two', () => {
    const texto = textoBusqueda({
      nombre: 'Ána',
      apellidos: 'Gómez',
      email_normalizado: 'ana@x.co',
      identificacion: null,
    });
    expect(texto).toBe(['ana gomez', 'ana@x.co', ''].join(SEPARADOR_CAMPOS));
    for (const termino of ['gomez ana', 'gomez ana@', 'x.co ana']) {
      expect(texto.includes(terminoBusqueda(termino) ?? '?'), termino).toBe(false);
    }
  });

  it('trims the term; nothing left is no search', () => {
    expect(terminoBusqueda('  ÁLVARO  ')).toBe('alvaro');
    expect(terminoBusqueda(' \t ')).toBeNull();
    expect(terminoBusqueda(undefined)).toBeNull();
  });

  it('counts characters, not UTF-16 units, for the trigram threshold', () => {
    expect(usaTrigramas('ab')).toBe(false);
    expect(usaTrigramas('abc')).toBe(true);
    expect(usaTrigramas('😀😀')).toBe(false);
  });

  it('quotes FTS5 strings and escapes LIKE wildcards', () => {
    expect(frase('a"b')).toBe('"a""b"');
    expect(frase('near(x) -y *')).toBe('"near(x) -y *"');
    expect(escaparLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
