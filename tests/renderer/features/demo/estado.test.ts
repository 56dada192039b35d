import { describe, expect, it } from 'vitest';
import type { Curso, Evaluacion, Usuario } from '@shared/api';
import { DEMO } from '@shared/domain/demo';
import { demoQuitada, estadoDemo } from '../../../../src/renderer/features/demo/estado';
import { CURSO_DEMO, APRENDIZ_DEMO } from '../../../../src/server/demo/contenido';
import { EVALUACION_DEMO } from '../../../../src/server/demo/repositoryEvaluacion';

const curso = (codigo: string) => ({ _id: `c-${codigo}`, codigo, nombre: codigo }) as Curso;
const evaluacion = (codigo: string) =>
  ({ _id: `e-${codigo}`, codigo, nombre: codigo }) as Evaluacion;
const usuario = (email: string) => ({ _id: `u-${email}`, email }) as Usuario;

describe('the demo page finds what the seeding creates (issue 16)', () => {
  it('looks for the very codes and address the server seeds', () => {
    expect(CURSO_DEMO.codigo).toBe(DEMO.cursoCodigo);
    expect(EVALUACION_DEMO.codigo).toBe(DEMO.evaluacionCodigo);
    expect(APRENDIZ_DEMO.email).toBe(DEMO.aprendizEmail);
  });

  it('finds each part case-insensitively, and nothing when it was removed', () => {
    const e = estadoDemo(
      [curso('OFI-01'), curso('demo-01')],
      [evaluacion('EVAL-DEMO-01')],
      // The users search matches by "contains": a similar address is not the demo learner.
      [usuario('otro.aprendiz@demo.local.co')],
    );
    expect(e.curso?._id).toBe('c-demo-01');
    expect(e.evaluacion?._id).toBe('e-EVAL-DEMO-01');
    expect(e.aprendiz).toBeNull();
    expect(demoQuitada(e)).toBe(false);
    expect(demoQuitada(estadoDemo([curso('OFI-01')], [], []))).toBe(true);
    expect(demoQuitada(estadoDemo(undefined, undefined, undefined))).toBe(true);
  });
});
