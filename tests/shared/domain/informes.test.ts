import { describe, expect, it } from 'vitest';
import {
  MENSAJES_INFORME,
  diaColombia,
  esDia,
  horas,
  inicioDiaColombia,
  instantesDelRango,
  problemaDelRango,
  rangoRapido,
  segundosDeAvance,
} from '@shared/domain/informes';

describe('report days are Colombian days (UTC−5, no daylight saving)', () => {
  it('an instant falls on its day in Colombia', () => {
    expect(diaColombia('2026-11-21T04:59:59.999Z')).toBe('2026-11-20');
    expect(diaColombia('2026-11-21T05:00:00.000Z')).toBe('2026-11-21');
    expect(diaColombia('2026-07-01T03:00:00.000Z')).toBe('2026-06-30');
    expect(inicioDiaColombia('2026-11-21')).toBe('2026-11-21T05:00:00.000Z');
    expect(instantesDelRango('2026-11-01', '2026-11-30')).toEqual({
      desde: '2026-11-01T05:00:00.000Z',
      hasta: '2026-12-01T05:00:00.000Z',
    });
  });

  it('quick ranges: this month from the 1st, this week from Monday, today', () => {
    // Wednesday 25 November 2026, 01:00 in Colombia (06:00 UTC).
    const miercoles = new Date('2026-11-25T06:00:00.000Z');
    expect(rangoRapido('hoy', miercoles)).toEqual({ desde: '2026-11-25', hasta: '2026-11-25' });
    expect(rangoRapido('semana', miercoles)).toEqual({ desde: '2026-11-23', hasta: '2026-11-25' });
    expect(rangoRapido('mes', miercoles)).toEqual({ desde: '2026-11-01', hasta: '2026-11-25' });
    // 03:00 UTC on a Monday is still Sunday night in Colombia: the week began 6 days before.
    const domingoNoche = new Date('2026-11-23T03:00:00.000Z');
    expect(rangoRapido('hoy', domingoNoche).desde).toBe('2026-11-22');
    expect(rangoRapido('semana', domingoNoche).desde).toBe('2026-11-16');
    // A Monday starts its own week.
    expect(rangoRapido('semana', new Date('2026-11-23T15:00:00.000Z')).desde).toBe('2026-11-23');
  });

  it('a range must be real days, in order, at most 366 days', () => {
    expect(esDia('2026-02-28')).toBe(true);
    expect(esDia('2026-02-29')).toBe(false);
    expect(esDia('2024-02-29')).toBe(true);
    expect(esDia('28/02/2026')).toBe(false);
    expect(problemaDelRango('2026-01-01', '2026-12-31')).toBeNull();
    expect(problemaDelRango('2024-01-01', '2024-12-31')).toBeNull();
    expect(problemaDelRango('2026-03-02', '2026-03-01')).toBe(MENSAJES_INFORME.rango);
    expect(problemaDelRango('2024-01-01', '2025-01-01')).toBe(MENSAJES_INFORME.largo);
    expect(problemaDelRango('2026-13-01', '2026-12-01')).toBe(MENSAJES_INFORME.fecha);
  });
});

describe('study time recorded by a progress advance', () => {
  const video = { tipo: 'media', duracionSegundos: 600 } as const;
  const pdf = { tipo: 'pdf', paginas: 10 } as const;

  it('media: the share of the duration the advance covers', () => {
    expect(segundosDeAvance(video, 0, 50, null)).toBe(300);
    expect(segundosDeAvance(video, 50, 100, 5)).toBe(300);
    expect(segundosDeAvance(video, 100, 100, 1000)).toBe(0);
    expect(segundosDeAvance(video, 80, 40, null)).toBe(0);
  });

  it('documents: a minute per page newly seen, never more than the real time that passed', () => {
    expect(segundosDeAvance(pdf, 0, 30, null)).toBe(180);
    expect(segundosDeAvance(pdf, 0, 30, 1000)).toBe(180);
    expect(segundosDeAvance(pdf, 0, 30, 25)).toBe(25);
    expect(segundosDeAvance(pdf, 30, 100, null)).toBe(420);
    expect(segundosDeAvance(pdf, 30, 100, -5)).toBe(0);
  });

  it('lessons without length count as one page', () => {
    expect(segundosDeAvance({ tipo: 'minimo' }, 0, 100, null)).toBe(60);
    expect(segundosDeAvance({ tipo: 'minimo' }, 0, 100, 12)).toBe(12);
    expect(segundosDeAvance({ tipo: 'media', duracionSegundos: 0 }, 0, 100, null)).toBe(60);
  });

  it('hours with two decimals', () => {
    expect(horas(370)).toBe(0.1);
    expect(horas(5400)).toBe(1.5);
    expect(horas(0)).toBe(0);
  });
});
