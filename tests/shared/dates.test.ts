import { afterEach, describe, expect, it } from 'vitest';
import {
  LOCALES_FECHA,
  establecerIdiomaFechas,
  formatearFecha,
  idiomaDeFechas,
  localeFecha,
  parsearFecha,
} from '../../src/shared/dates';
import { IDIOMAS_INTERFAZ } from '../../src/shared/domain/idiomas';

describe('dates', () => {
  const fecha = new Date(2026, 10, 21, 8, 5, 9); // 21 Nov 2026, local time

  it('formats DD/MM/YY HH:mm:ss by default and the other formats of the spec', () => {
    expect(formatearFecha(fecha)).toBe('21/11/26 08:05:09');
    expect(formatearFecha(fecha, 'fecha')).toBe('21/11/26');
    expect(formatearFecha(fecha, 'fechaLarga4')).toBe('21/11/2026');
    expect(formatearFecha(fecha, 'larga')).toBe('21 de noviembre de 2026');
  });

  it('gives an empty string for missing or invalid dates', () => {
    expect(formatearFecha(null)).toBe('');
    expect(formatearFecha('no es fecha')).toBe('');
  });

  it('parses 8 characters as DD/MM/YY, 10 as DD/MM/YYYY, others generically', () => {
    expect(parsearFecha('21/11/26').getFullYear()).toBe(2026);
    expect(parsearFecha('21/11/2026').getMonth()).toBe(10);
    expect(parsearFecha('2026-11-21T08:00:00Z').toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(Number.isNaN(parsearFecha('31/02/2026').getTime())).toBe(true);
    expect(Number.isNaN(parsearFecha('ayer').getTime())).toBe(true);
  });
});

describe('dates in each interface language (issue 16)', () => {
  const fecha = new Date(2026, 10, 21, 8, 5, 9);
  afterEach(() => establecerIdiomaFechas('es'));

  it('keeps DD/MM/YY HH:mm:ss in every language and names months in each', () => {
    const largas = {
      es: '21 de noviembre de 2026',
      en: 'November 21st, 2026',
      fr: '21 novembre 2026',
      pt: '21 de novembro de 2026',
      zh: '2026年11月21日',
    } as const;
    for (const idioma of IDIOMAS_INTERFAZ) {
      establecerIdiomaFechas(idioma);
      expect(idiomaDeFechas()).toBe(idioma);
      expect(formatearFecha(fecha), idioma).toBe('21/11/26 08:05:09');
      expect(formatearFecha(fecha, 'fechaLarga4'), idioma).toBe('21/11/2026');
      expect(formatearFecha(fecha, 'larga'), idioma).toBe(largas[idioma]);
      // An explicit language wins over the current one (the server's Spanish certificates).
      expect(formatearFecha(fecha, 'larga', 'es'), idioma).toBe(largas.es);
    }
  });

  it('falls back to Spanish for a language it does not know', () => {
    establecerIdiomaFechas('de');
    expect(idiomaDeFechas()).toBe('es');
    expect(formatearFecha(fecha, 'larga')).toBe('21 de noviembre de 2026');
  });

  it('gives date-fns the locale of a language code, regional variants included', () => {
    expect(localeFecha('fr')).toBe(LOCALES_FECHA.fr);
    expect(localeFecha('pt-BR')).toBe(LOCALES_FECHA.pt);
    expect(localeFecha('zh')).toBe(LOCALES_FECHA.zh);
    expect(localeFecha('xx')).toBe(LOCALES_FECHA.es);
  });
});
