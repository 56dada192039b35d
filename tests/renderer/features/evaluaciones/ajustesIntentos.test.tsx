import { describe, expect, it } from 'vitest';
import { MENSAJES_EVALUACION as M } from '@shared/domain/evaluaciones';
import {
  ajustesPorDefecto,
  intentosAgotados,
  resumenIntentos,
} from '../../../../src/renderer/features/evaluaciones/ajustesIntentos';
import { AjustesIntentosCampos } from '../../../../src/renderer/features/evaluaciones/components/AjustesIntentosCampos';
import { ContenidoRetroalimentacion } from '../../../../src/renderer/features/evaluaciones/components/RetroalimentacionDialog';
import {
  cuerpoEvaluacion,
  evaluacionVacia,
  preguntaVacia,
  validarEvaluacion,
  valoresDeEvaluacion,
} from '../../../../src/renderer/features/evaluaciones/evaluacionForm';
import { preguntasRetroalimentacion } from '../../../../src/renderer/features/evaluaciones/retroalimentacion';
import { evaluacion, retroalimentacionSinClave } from './fixtures';
import { renderizar, texto, textos } from './render';

/** A form with `n` valid questions and the given settings typed. */
function valores(n: number, cambios: Partial<ReturnType<typeof evaluacionVacia>> = {}) {
  const preguntas = Array.from({ length: n }, (_, i) => ({
    ...preguntaVacia(),
    descripcion: `P${i + 1}`,
    respuestas: [
      { clave: `a${i}`, texto: 'Sí', isCorrecta: true },
      { clave: `b${i}`, texto: 'No', isCorrecta: false },
    ],
  }));
  return {
    ...evaluacionVacia(),
    curso: 'c1',
    codigo: 'EV',
    nombre: 'Final',
    preguntas,
    ...cambios,
  };
}

describe('attempt settings in the evaluation form', () => {
  it('a new evaluation starts with the defaults and sends them', () => {
    expect(ajustesPorDefecto()).toEqual({
      mostrarRespuestas: 'alAprobar',
      intentosPermitidos: '',
      esperaMinutos: '10',
      barajarPreguntas: true,
      barajarRespuestas: true,
      preguntasPorIntento: '',
    });
    expect(cuerpoEvaluacion(valores(2))).toMatchObject({
      mostrarRespuestas: 'alAprobar',
      intentosPermitidos: null,
      esperaMinutos: 10,
      barajarPreguntas: true,
      barajarRespuestas: true,
      preguntasPorIntento: null,
    });
  });

  it('typed numbers are sent as numbers; empty means no limit (and no wait)', () => {
    const cuerpo = cuerpoEvaluacion(
      valores(3, { intentosPermitidos: ' 3 ', esperaMinutos: '', preguntasPorIntento: '2' }),
    );
    expect(cuerpo).toMatchObject({
      intentosPermitidos: 3,
      esperaMinutos: 0,
      preguntasPorIntento: 2,
    });
  });

  it('an edited evaluation shows its stored settings', () => {
    const v = valoresDeEvaluacion({
      ...evaluacion({ intentosPermitidos: 2, esperaMinutos: 0, preguntasPorIntento: 1 }),
      mostrarRespuestas: 'alAgotarIntentos',
      barajarPreguntas: false,
      preguntas: [],
    });
    expect(v).toMatchObject({
      mostrarRespuestas: 'alAgotarIntentos',
      intentosPermitidos: '2',
      esperaMinutos: '0',
      preguntasPorIntento: '1',
      barajarPreguntas: false,
    });
  });

  it('checks the settings with the server rules and Spanish messages', () => {
    expect(validarEvaluacion(valores(2))).toEqual({});
    expect(validarEvaluacion(valores(2, { preguntasPorIntento: '3' })).preguntasPorIntento).toBe(
      M.poolMayor,
    );
    expect(
      validarEvaluacion(valores(2, { mostrarRespuestas: 'alAgotarIntentos' })).intentosPermitidos,
    ).toBe(M.agotarSinLimite);
    expect(validarEvaluacion(valores(2, { esperaMinutos: '1,5' })).esperaMinutos).toBe(
      M.esperaMinutos,
    );
    expect(validarEvaluacion(valores(2, { intentosPermitidos: '0' })).intentosPermitidos).toBe(
      M.intentosPermitidos,
    );
  });

  it('renders the Spanish labels, the three policies and the pool hint', () => {
    const html = renderizar(
      <AjustesIntentosCampos
        valores={ajustesPorDefecto()}
        totalPreguntas={12}
        mensaje={(c) => (c === 'preguntasPorIntento' ? M.poolMayor : undefined)}
        onCambio={() => undefined}
        onTocar={() => undefined}
      />,
    );
    const todo = texto(html);
    for (const etiqueta of [
      'Intentos y revisión',
      'Mostrar las respuestas correctas',
      'Intentos permitidos',
      'Espera mínima entre intentos (minutos)',
      'Preguntas por intento',
      'Cambiar el orden de las preguntas en cada intento',
      'Cambiar el orden de las respuestas en cada intento',
      'de las 12 de la evaluación',
      M.poolMayor,
    ]) {
      expect(todo).toContain(etiqueta);
    }
    expect(textos(html, 'option')).toEqual([
      'Nunca',
      'Cuando el aprendiz apruebe',
      'Cuando el aprendiz agote sus intentos',
    ]);
    expect(html).toMatch(/<option[^>]*value="alAprobar"[^>]*selected/);
  });
});

describe('the take page helpers', () => {
  it('says attempts used of allowed, and when they are used up', () => {
    expect(resumenIntentos(evaluacion({ intentos: 1, intentosPermitidos: 3 }))).toEqual({
      clave: 'evaluaciones.rendir.intentosUsados',
      valores: { usados: 1, permitidos: 3 },
    });
    expect(resumenIntentos(evaluacion({ intentos: 4 })).clave).toBe(
      'evaluaciones.rendir.intentosIlimitados',
    );
    expect(intentosAgotados(evaluacion({ intentos: 3, intentosPermitidos: 3 }))).toBe(true);
    expect(intentosAgotados(evaluacion({ intentos: 9, intentosPermitidos: null }))).toBe(false);
  });
});

describe('feedback without the answers (before the policy shows them)', () => {
  const retro = retroalimentacionSinClave();
  const html = renderizar(<ContenidoRetroalimentacion retro={retro} />);

  it('marks only what was ticked, never an answer as correct', () => {
    const ps = preguntasRetroalimentacion(retro);
    expect(ps.flatMap((p) => p.respuestas.map((r) => r.marca))).toEqual([
      'elegida',
      'ninguna',
      'elegida',
      'ninguna',
      'elegida',
    ]);
    expect(textos(html, 'li')).toEqual([
      'Tu respuesta Un mensaje',
      'Un virus',
      'Tu respuesta Firefox',
      'Chromium',
      'Tu respuesta Excel',
    ]);
    expect(texto(html)).not.toContain('Respuesta correcta');
    expect(texto(html)).not.toContain('Incorrecta');
  });

  it('still says which questions were right or wrong, and when the answers will show', () => {
    const todo = texto(html);
    expect(todo).toContain('¿Qué es un correo? Respondida correctamente');
    expect(todo).toContain('¿Cuáles son navegadores? Respondida incorrectamente');
    expect(todo).toContain('Las respuestas correctas se mostrarán cuando apruebes la evaluación.');
  });
});
