import { describe, expect, it } from 'vitest';
import { recursos } from '../../../../src/renderer/i18n';
import {
  claveGrupo,
  ordenarGrupos,
  tieneMas,
  visiblesDe,
} from '../../../../src/renderer/features/biblioteca/biblioteca';

describe('library (spec 2 and 9)', () => {
  const diez = Array.from({ length: 10 }, (_, i) => i);

  it('shows 8 cards until expanded, then all', () => {
    expect(visiblesDe(diez, false)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(visiblesDe(diez, true)).toHaveLength(10);
    expect(tieneMas(10)).toBe(true);
    expect(tieneMas(8)).toBe(false);
  });

  it("groups courses by name and puts 'MULTIMEDIAS SIN CURSO' last", () => {
    const grupos = [
      { curso: null },
      { curso: { _id: '2', nombre: 'Ofimática' } },
      { curso: { _id: '1', nombre: 'Alfabetización' } },
    ];
    expect(ordenarGrupos(grupos).map((g) => claveGrupo(g.curso))).toEqual(['1', '2', 'sin-curso']);
    expect(recursos.es.translation.multimedias.sinCursoTitulo).toBe('MULTIMEDIAS SIN CURSO');
    expect(recursos.es.translation.biblioteca.verMas).toBe('Ver Más');
  });
});
