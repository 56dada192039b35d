import { describe, expect, it } from 'vitest';
import { PreguntasTabs } from '../../../../src/renderer/features/evaluaciones/components/PreguntasTabs';
import { PuntajeMinimoCampo } from '../../../../src/renderer/features/evaluaciones/components/PuntajeMinimoCampo';
import { preguntasOrdenadas } from '../../../../src/renderer/features/evaluaciones/rendir';
import { paraRendir } from './fixtures';
import { renderizar, texto, textos } from './render';

const nada = () => undefined;

describe('puntajeMinimo field', () => {
  it('the slider and the number input show the same value, 0 … questions', () => {
    const html = renderizar(<PuntajeMinimoCampo valor={2} max={3} onCambio={nada} />);
    const slider = /<input[^>]*type="range"[^>]*>/.exec(html)?.[0] ?? '';
    expect(slider).toContain('value="2"');
    expect(slider).toContain('min="0"');
    expect(slider).toContain('max="3"');
    const numero = /<input[^>]*role="spinbutton"[^>]*>/.exec(html)?.[0] ?? '';
    expect(numero).toContain('value="2"');
    expect(numero).toContain('aria-valuemax="3"');
    expect(texto(html)).toContain('De 0 a 3');
  });
});

describe('question tabs', () => {
  it('one tab per question, colour classes cycling, answers as checkboxes', () => {
    const ev = paraRendir();
    const preguntas = preguntasOrdenadas([
      ...ev.preguntas,
      ...[2, 3, 4, 5].map((i) => ({
        _id: `q${i}`,
        nombre: String(i + 1),
        descripcion: `Pregunta ${i + 1}`,
        indice: i,
        respuestas: [],
      })),
    ]);
    const html = renderizar(
      <PreguntasTabs
        preguntas={preguntas}
        seleccion={{ p1: ['a2'] }}
        deshabilitado={false}
        onMarcar={nada}
      />,
    );
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*>/g)].map((m) => m[0]);
    expect(tabs).toHaveLength(6);
    const clases = tabs.map((t) => /class="([^"]*)"/.exec(t)?.[1] ?? '');
    // Tab 0 is the selected one; among the others, four colours, then the first again.
    expect(new Set(clases.slice(1, 5)).size).toBe(4);
    expect(clases[5]).toBe(clases[1]);
    // Fluent repeats an unselected tab's label (bold, hidden) to reserve its width.
    expect(textos(html, 'button').map((t) => t.slice(0, 'Pregunta 1'.length))).toEqual([
      'Pregunta 1',
      'Pregunta 2',
      'Pregunta 3',
      'Pregunta 4',
      'Pregunta 5',
      'Pregunta 6',
    ]);
    const casillas = [...html.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)].map((m) => m[0]);
    expect(casillas).toHaveLength(2);
    expect(casillas[0]).not.toContain('checked');
    expect(casillas[1]).toContain('checked');
    expect(texto(html)).toContain('¿Qué es un correo? Un mensaje Un virus');
  });
});
