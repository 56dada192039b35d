import { describe, expect, it } from 'vitest';
import { evaluacionEntradaSchema, type EvaluacionEdicion } from '@shared/api';
import { MENSAJES_EVALUACION as M } from '@shared/domain/evaluaciones';
import { recursos } from '../../../../src/renderer/i18n';
import {
  agregarPregunta,
  cambiarPregunta,
  claveMensajeEvaluacion,
  conPreguntas,
  conPuntaje,
  cuerpoEvaluacion,
  evaluacionVacia,
  hayProblemas,
  preguntaVacia,
  problemasPreguntas,
  quitarPregunta,
  textosProblemas,
  validarEvaluacion,
  valoresDeEvaluacion,
  type PreguntaForm,
  type ValoresEvaluacion,
} from '../../../../src/renderer/features/evaluaciones/evaluacionForm';
import { evaluacion } from './fixtures';

const es = recursos.es.translation.evaluaciones;

function pregunta(texto: string, respuestas: [string, boolean][]): PreguntaForm {
  const p = preguntaVacia();
  return {
    ...p,
    descripcion: texto,
    respuestas: respuestas.map(([t, c], i) => ({
      clave: `${p.clave}-${i}`,
      texto: t,
      isCorrecta: c,
    })),
  };
}

function valores(preguntas: PreguntaForm[], cambios: Partial<ValoresEvaluacion> = {}) {
  return conPreguntas(
    { ...evaluacionVacia(), curso: 'c1', codigo: ' EV-1 ', nombre: 'Final', ...cambios },
    preguntas,
  );
}

describe('evaluation form validation (spec 5)', () => {
  it('with no questions: the spec message', () => {
    const v = valores([]);
    const p = problemasPreguntas(v);
    expect(p.sinPreguntas).toBe(true);
    expect(hayProblemas(p)).toBe(true);
    expect(textosProblemas(p, es.mensajes)).toEqual([
      'No hay preguntas para esta evaluación, agregue al menos 1',
    ]);
  });

  it('lists the questions without a correct answer by number', () => {
    const v = valores([
      pregunta('Uno', [
        ['a', false],
        ['b', false],
      ]),
      pregunta('Dos', [
        ['a', true],
        ['b', false],
      ]),
      pregunta('Tres', [
        ['a', false],
        ['b', false],
        ['c', false],
      ]),
    ]);
    const p = problemasPreguntas(v);
    expect(p).toEqual({ sinPreguntas: false, sinCorrecta: [1, 3], pocasRespuestas: [] });
    expect(textosProblemas(p, es.mensajes)).toEqual([
      'Las siguientes preguntas no tienen respuesta correcta: 1, 3',
    ]);
  });

  it('a question with fewer than two answers is named too', () => {
    const v = valores([pregunta('Uno', [['a', true]])]);
    expect(problemasPreguntas(v).pocasRespuestas).toEqual([1]);
  });

  it('course, code and title are required; code and title at most 50 characters', () => {
    const ok = [
      pregunta('Uno', [
        ['a', true],
        ['b', false],
      ]),
    ];
    expect(validarEvaluacion(valores(ok))).toEqual({});
    const errores = validarEvaluacion(
      valores(ok, { curso: '', codigo: '   ', nombre: 'x'.repeat(51) }),
    );
    expect(errores.curso).toBe('Este campo es requerido');
    expect(errores.codigo).toBe('Este campo es requerido');
    expect(errores.nombre).toBe(M.nombreMax);
  });

  it('question and answer texts are required, questions at most 500 characters', () => {
    const v = valores([
      pregunta('x'.repeat(501), [
        ['a', true],
        ['', false],
      ]),
    ]);
    const errores = validarEvaluacion(v);
    expect(errores['preguntas.0.descripcion']).toBe(M.preguntaMax);
    expect(errores['preguntas.0.respuestas.1.texto']).toBe('Este campo es requerido');
  });

  it('shared messages map to keys whose Spanish text is the shared one', () => {
    expect(es.mensajes).toEqual(M);
    expect(claveMensajeEvaluacion(M.preguntaMax)).toBe('evaluaciones.mensajes.preguntaMax');
    expect(claveMensajeEvaluacion('otra cosa')).toBeNull();
  });
});

describe('the body a valid form sends', () => {
  it('trims texts, keeps order and the correct flags, and passes the server schema', () => {
    const v = valores(
      [
        pregunta(' ¿Qué es un correo? ', [
          [' Un mensaje ', true],
          ['Un virus', false],
        ]),
        pregunta('¿Navegadores?', [
          ['Firefox', true],
          ['Excel', false],
          ['Chromium', true],
        ]),
      ],
      { descripcion: ' Final del curso ' },
    );
    const cuerpo = cuerpoEvaluacion(v);
    expect(cuerpo).toEqual({
      curso: 'c1',
      codigo: 'EV-1',
      nombre: 'Final',
      descripcion: 'Final del curso',
      puntajeMinimo: 2,
      mostrarRespuestas: 'alAprobar',
      intentosPermitidos: null,
      esperaMinutos: 10,
      barajarPreguntas: true,
      barajarRespuestas: true,
      preguntasPorIntento: null,
      preguntas: [
        {
          descripcion: '¿Qué es un correo?',
          respuestas: [
            { texto: 'Un mensaje', isCorrecta: true },
            { texto: 'Un virus', isCorrecta: false },
          ],
        },
        {
          descripcion: '¿Navegadores?',
          respuestas: [
            { texto: 'Firefox', isCorrecta: true },
            { texto: 'Excel', isCorrecta: false },
            { texto: 'Chromium', isCorrecta: true },
          ],
        },
      ],
    });
    expect(evaluacionEntradaSchema.safeParse(cuerpo).success).toBe(true);
    expect(hayProblemas(problemasPreguntas(v))).toBe(false);
  });

  it('sends the colour only when there is one', () => {
    const ok = [
      pregunta('Uno', [
        ['a', true],
        ['b', false],
      ]),
    ];
    expect(cuerpoEvaluacion(valores(ok))).not.toHaveProperty('colorFondoTarjeta');
    expect(cuerpoEvaluacion(valores(ok, { colorFondoTarjeta: '#F7AB0F' })).colorFondoTarjeta).toBe(
      '#F7AB0F',
    );
  });
});

describe('puntajeMinimo: slider and number input (spec 2 and 9)', () => {
  it('defaults to the number of questions and follows it until touched', () => {
    let v = evaluacionVacia();
    expect(v.puntajeMinimo).toBe(0);
    v = agregarPregunta(agregarPregunta(agregarPregunta(v)));
    expect(v.puntajeMinimo).toBe(3);
    v = quitarPregunta(v, 0);
    expect(v.puntajeMinimo).toBe(2);
  });

  it('one value for both controls: moving either sets it, clamped to 0 … questions', () => {
    let v = agregarPregunta(agregarPregunta(agregarPregunta(evaluacionVacia())));
    v = conPuntaje(v, 1); // the slider
    expect(v.puntajeMinimo).toBe(1);
    expect(v.puntajeTocado).toBe(true);
    v = conPuntaje(v, 9); // typed in the number input
    expect(v.puntajeMinimo).toBe(3);
    v = conPuntaje(v, -2);
    expect(v.puntajeMinimo).toBe(0);
    v = conPuntaje(v, 1.6);
    expect(v.puntajeMinimo).toBe(2);
  });

  it('once touched it stays, only clamped when questions go', () => {
    let v = agregarPregunta(agregarPregunta(agregarPregunta(evaluacionVacia())));
    v = conPuntaje(v, 2);
    v = agregarPregunta(v);
    expect(v.puntajeMinimo).toBe(2);
    v = quitarPregunta(quitarPregunta(quitarPregunta(v, 0), 0), 0);
    expect(v.puntajeMinimo).toBe(1);
  });

  it('editing a question does not move it', () => {
    let v = agregarPregunta(agregarPregunta(evaluacionVacia()));
    v = conPuntaje(v, 1);
    const p = v.preguntas[0];
    if (!p) throw new Error('sin pregunta');
    v = cambiarPregunta(v, 0, { ...p, descripcion: 'Nueva' });
    expect(v.preguntas[0]?.descripcion).toBe('Nueva');
    expect(v.puntajeMinimo).toBe(1);
  });

  it('an edited evaluation keeps a chosen value and follows the count when it was the default', () => {
    const base: EvaluacionEdicion = {
      ...evaluacion({ puntajeMinimo: 2 }),
      preguntas: [
        {
          _id: 'p1',
          nombre: '1',
          descripcion: 'Uno',
          indice: 0,
          respuestaCorrecta: 1,
          respuestas: [
            { _id: 'a1', texto: 'a', label: 1, isCorrecta: true },
            { _id: 'a2', texto: 'b', label: 2, isCorrecta: false },
          ],
        },
        {
          _id: 'p2',
          nombre: '2',
          descripcion: 'Dos',
          indice: 1,
          respuestaCorrecta: 2,
          respuestas: [
            { _id: 'b2', texto: 'd', label: 2, isCorrecta: true },
            { _id: 'b1', texto: 'c', label: 1, isCorrecta: false },
          ],
        },
      ],
    };
    const v = valoresDeEvaluacion(base);
    expect(v.curso).toBe('c1');
    expect(v.preguntas.map((p) => p.respuestas.map((r) => r.texto))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(v.puntajeTocado).toBe(false);
    expect(agregarPregunta(v).puntajeMinimo).toBe(3);
    const elegido = valoresDeEvaluacion({ ...base, puntajeMinimo: 1 });
    expect(elegido.puntajeTocado).toBe(true);
    expect(agregarPregunta(elegido).puntajeMinimo).toBe(1);
  });
});
