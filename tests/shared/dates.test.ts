import { describe, expect, it } from 'vitest';
import { formatearFecha, parsearFecha } from '../../src/shared/dates';

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
