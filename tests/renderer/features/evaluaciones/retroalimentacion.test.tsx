import { describe, expect, it } from 'vitest';
import { ContenidoRetroalimentacion } from '../../../../src/renderer/features/evaluaciones/components/RetroalimentacionDialog';
import {
  marcaRespuesta,
  preguntasRetroalimentacion,
} from '../../../../src/renderer/features/evaluaciones/retroalimentacion';
import { retroalimentacion } from './fixtures';
import { renderizar, texto, textos } from './render';

describe('feedback marks (spec 2, Feedback dialog)', () => {
  it('tells correct, rightly selected and wrongly selected answers apart', () => {
    const r = (isCorrecta: boolean, fueSeleccionada: boolean, label = 1) => ({
      label,
      texto: 'x',
      isCorrecta,
      fueSeleccionada,
    });
    expect(marcaRespuesta(r(true, true), null)).toBe('acertada');
    expect(marcaRespuesta(r(true, false), null)).toBe('correcta');
    expect(marcaRespuesta(r(false, true), null)).toBe('equivocada');
    expect(marcaRespuesta(r(false, false), null)).toBe('ninguna');
    // correctLabel (the spec's field) marks the correct answer too.
    expect(marcaRespuesta(r(false, false, 2), 2)).toBe('correcta');
    expect(marcaRespuesta(r(false, true, 2), 2)).toBe('acertada');
  });

  it('orders questions by indice and answers by label', () => {
    const ps = preguntasRetroalimentacion(retroalimentacion());
    expect(ps.map((p) => p.descripcion)).toEqual([
      '¿Qué es un correo?',
      '¿Cuáles son navegadores?',
    ]);
    expect(ps[1]?.respuestas.map((r) => r.marca)).toEqual(['acertada', 'correcta', 'equivocada']);
  });
});

describe('the feedback dialog content', () => {
  const html = renderizar(<ContenidoRetroalimentacion retro={retroalimentacion()} />);
  const respuestas = textos(html, 'li');

  it('shows the score on top and every question with its answers', () => {
    const todo = texto(html);
    expect(todo.startsWith('Puntaje: 50 de 100')).toBe(true);
    expect(todo).toContain('Pregunta 1 ¿Qué es un correo? Respondida correctamente');
    expect(todo).toContain('Pregunta 2 ¿Cuáles son navegadores? Respondida incorrectamente');
    expect(respuestas).toHaveLength(5);
  });

  it('marks each answer in words, not by colour alone', () => {
    expect(respuestas).toEqual([
      'Tu respuesta · Respuesta correcta Un mensaje',
      'Un virus',
      'Tu respuesta · Respuesta correcta Firefox',
      'Respuesta correcta Chromium',
      'Tu respuesta · Incorrecta Excel',
    ]);
  });

  it('gives the correct and the wrongly selected answers different styles and icons', () => {
    const items = [...html.matchAll(/<li[\s\S]*?<\/li>/g)].map((m) => m[0]);
    const clase = (i: number) => /class="([^"]*)"/.exec(items[i] ?? '')?.[1] ?? '';
    const icono = (i: number) => /<path d="([^"]*)"/.exec(items[i] ?? '')?.[1] ?? null;
    expect(clase(3)).not.toBe(clase(1)); // correct vs. plain
    expect(clase(4)).not.toBe(clase(3)); // wrongly selected vs. correct
    expect(clase(4)).not.toBe(clase(1));
    expect(icono(1)).toBeNull();
    expect(icono(3)).not.toBeNull();
    expect(icono(4)).not.toBeNull();
    expect(icono(4)).not.toBe(icono(3));
  });
});
