import { describe, expect, it } from 'vitest';
import {
  mediana,
  normalizarBusqueda,
  ubicacionDe,
} from '../../../../src/server/modules/monitor/calculo';
import { preguntasDificiles } from '../../../../src/server/modules/monitor/preguntas';

/** The monitor's pure rules, on cases the journey of the other suites does not reach. */
describe('monitor rules', () => {
  it('median: middle value, mean of the two middle ones, one decimal; none without data', () => {
    expect(mediana([5, 1, 3])).toBe(3);
    expect(mediana([1, 2, 3, 10])).toBe(2.5);
    expect(mediana([0.04, 0.2])).toBe(0.1);
    expect(mediana([])).toBeNull();
  });

  it('search text ignores accents and case', () => {
    expect(normalizarBusqueda('  José ÑÚÑEZ ')).toBe('jose nunez');
  });

  it('centre and municipality from custom data; anything unreadable is empty', () => {
    expect(
      ubicacionDe(
        JSON.stringify({ institucion: { nombrePunto: ' Casa ' }, municipio: { nombre: 'Mompox' } }),
      ),
    ).toEqual({ centro: 'Casa', municipio: 'Mompox' });
    for (const malo of ['{', 'null', '{"institucion": 3}', '[]']) {
      expect(ubicacionDe(malo)).toEqual({ centro: '', municipio: '' });
    }
  });

  it('hardest questions: per evaluation and text, over the attempts that asked each one', () => {
    const intento = (usuario: string, preguntas: [string, boolean][], evaluacion = 'e1') => ({
      evaluacion_id: evaluacion,
      evaluacion: evaluacion === 'e1' ? 'Final' : 'Otra',
      usuario_id: usuario,
      respuestas: JSON.stringify({
        preguntas: preguntas.map(([descripcion, correcta]) => ({ descripcion, correcta })),
      }),
    });
    const aprendices = new Set(['a', 'b']);
    const r = preguntasDificiles(
      [
        // A pool of questions: P1 asked twice, P2 and P3 once each.
        intento('a', [
          ['P1', false],
          ['P2', true],
        ]),
        intento('b', [
          ['P1', true],
          ['P3', false],
        ]),
        // The same text in another evaluation is another question.
        intento('a', [['P1', false]], 'e2'),
        // Not a learner of the course (staff), and an unreadable attempt: not counted.
        intento('tutor', [['P2', false]]),
        { evaluacion_id: 'e1', evaluacion: 'Final', usuario_id: 'a', respuestas: 'no es json' },
      ],
      aprendices,
    );
    expect(r).toEqual([
      { evaluacion: 'Otra', descripcion: 'P1', presentada: 1, falladas: 1, porcentajeFallo: 100 },
      { evaluacion: 'Final', descripcion: 'P3', presentada: 1, falladas: 1, porcentajeFallo: 100 },
      { evaluacion: 'Final', descripcion: 'P1', presentada: 2, falladas: 1, porcentajeFallo: 50 },
    ]);
    expect(
      preguntasDificiles(
        [
          intento('a', [
            ['P1', false],
            ['P2', false],
          ]),
        ],
        aprendices,
        1,
      ),
    ).toHaveLength(1);
  });
});
