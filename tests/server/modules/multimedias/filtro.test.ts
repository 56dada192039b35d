import { describe, expect, it } from 'vitest';
import { rangoFechasPorDefecto } from '../../../../src/shared/domain/multimedias';
import { filtroDesdeQuery } from '../../../../src/server/modules/multimedias/filtro';

const consulta = { inicio: 0, fin: 20 };

describe('filtroDesdeQuery', () => {
  it('fills the default window of spec 4 for the very millisecond asked', () => {
    const ms = Date.parse('2026-12-07T10:20:30.456Z');
    const esperado = rangoFechasPorDefecto(new Date(ms));
    const filtro = filtroDesdeQuery(consulta, 'todos', false, ms);
    expect(filtro.fechaIni).toBe(esperado.fechaIni.toISOString());
    expect(filtro.fechaFin).toBe(esperado.fechaFin.toISOString());
    expect(filtro.fechaFin).toBe('2026-12-07T11:00:30.456Z');
  });

  it('never answers one millisecond with the window kept for another', () => {
    const ms = Date.parse('2026-12-07T10:20:30.456Z');
    const antes = filtroDesdeQuery(consulta, 'todos', false, ms);
    const despues = filtroDesdeQuery(consulta, 'todos', false, ms + 1);
    expect(despues.fechaFin).toBe('2026-12-07T11:00:30.457Z');
    expect(filtroDesdeQuery(consulta, 'todos', false, ms).fechaFin).toBe(antes.fechaFin);
  });

  it('keeps the dates the caller sent, in UTC, and reads lists without blanks or repeats', () => {
    const filtro = filtroDesdeQuery(
      {
        ...consulta,
        fechaIni: '2026-01-01T00:00:00-05:00',
        fechaFin: '2026-02-01T00:00:00Z',
        cursos: 'a, b,,a',
        tags: 'Redes',
      },
      new Set(['a']),
      true,
    );
    expect(filtro.fechaIni).toBe('2026-01-01T05:00:00.000Z');
    expect(filtro.fechaFin).toBe('2026-02-01T00:00:00.000Z');
    expect(filtro.cursos).toEqual(['a', 'b']);
    expect(filtro.tags).toEqual(['redes']);
    expect(filtro.tipos).toBeNull();
    expect(filtro.nombre).toBeNull();
    expect(filtro.sinCurso).toBeNull();
  });
});
