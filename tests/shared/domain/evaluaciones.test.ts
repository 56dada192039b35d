import { describe, expect, it } from 'vitest';
import {
  describirEspera,
  proximoIntentoEn,
  respuestasVisibles,
} from '../../../src/shared/domain/evaluaciones';

describe('when feedback shows the right answers (docs/evaluaciones.md)', () => {
  const estado = (aprobado: boolean, usados: number, permitidos: number | null) => ({
    aprobado,
    intentosUsados: usados,
    intentosPermitidos: permitidos,
  });

  it("'nunca' never, 'alAprobar' once approved", () => {
    expect(respuestasVisibles('nunca', estado(true, 5, 5))).toBe(false);
    expect(respuestasVisibles('alAprobar', estado(false, 5, 5))).toBe(false);
    expect(respuestasVisibles('alAprobar', estado(true, 1, null))).toBe(true);
  });

  it("'alAgotarIntentos' after the last allowed attempt, never while unlimited", () => {
    expect(respuestasVisibles('alAgotarIntentos', estado(true, 1, 2))).toBe(false);
    expect(respuestasVisibles('alAgotarIntentos', estado(false, 2, 2))).toBe(true);
    expect(respuestasVisibles('alAgotarIntentos', estado(true, 50, null))).toBe(false);
  });
});

describe('the wait between attempts', () => {
  const ahora = new Date('2026-11-25T10:00:00.000Z');

  it('opens `esperaMinutos` after the last attempt; null when it is open already', () => {
    expect(proximoIntentoEn('2026-11-25T09:55:00.000Z', 10, ahora)).toBe(
      '2026-11-25T10:05:00.000Z',
    );
    expect(proximoIntentoEn('2026-11-25T09:50:00.000Z', 10, ahora)).toBeNull();
    expect(proximoIntentoEn('2026-11-25T09:59:59.000Z', 0, ahora)).toBeNull();
    expect(proximoIntentoEn(null, 10, ahora)).toBeNull();
  });

  it('words the time left in Spanish', () => {
    expect(describirEspera(1)).toBe('1 segundo');
    expect(describirEspera(45)).toBe('45 segundos');
    expect(describirEspera(60)).toBe('1 minuto');
    expect(describirEspera(541)).toBe('10 minutos');
  });
});
