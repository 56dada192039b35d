import { describe, expect, it } from 'vitest';
import { LARGO_MAXIMO_CLAVE, claveCache } from '../../../src/main/services/offline/claveCache';

describe('cache keys', () => {
  it('are stable whatever the key order and leave the lesson filter dates out', () => {
    const a = claveCache(
      'multimedias.filtrar',
      '/api/multimedias/filtrar',
      { cursos: 'c1', fin: 500, fechaIni: '1996-01-01T00:00:00.000Z', inicio: 0 },
      null,
    );
    const b = claveCache(
      'multimedias.filtrar',
      '/api/multimedias/filtrar',
      { inicio: 0, fechaFin: '2026-11-21T10:40:00.000Z', fin: 500, cursos: 'c1' },
      null,
    );
    expect(a).toBe(b);
    expect(a).toBe(
      'multimedias.filtrar {"consulta":{"cursos":"c1","fin":500,"inicio":0},"ruta":"/api/multimedias/filtrar"}',
    );
  });

  it('tells bodies apart and shortens long keys with a hash', () => {
    const uno = claveCache('cursos.buscar', '/api/cursos/buscar/', {}, { _id: 'a' });
    const otro = claveCache('cursos.buscar', '/api/cursos/buscar/', {}, { _id: 'b' });
    expect(uno).not.toBe(otro);
    const largo = (n: string) =>
      claveCache(
        'multimedias.filtrar',
        '/api/multimedias/filtrar',
        { nombre: `${'x'.repeat(300)}${n}` },
        null,
      );
    expect(largo('1').length).toBeLessThanOrEqual(LARGO_MAXIMO_CLAVE);
    expect(largo('1')).not.toBe(largo('2'));
    expect(largo('1')).toBe(largo('1'));
  });
});
