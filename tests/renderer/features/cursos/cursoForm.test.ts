import { describe, expect, it } from 'vitest';
import { MENSAJES_VALIDACION } from '@shared/api';
import { MENSAJES_CURSO } from '@shared/domain/cursos';
import {
  CURSO_VACIO,
  claveMensajeCurso,
  cuerpoCurso,
  validarAdjunto,
  validarCurso,
  validarImagenFondo,
  valoresDeCurso,
} from '../../../../src/renderer/features/cursos/cursoForm';
import { curso } from './fixtures';

const MB = 1024 * 1024;

describe("'Nuevo Módulo' form (spec 5)", () => {
  it('codigo and nombre are required', () => {
    expect(validarCurso(CURSO_VACIO)).toEqual({
      codigo: MENSAJES_VALIDACION.requerido,
      nombre: MENSAJES_VALIDACION.requerido,
    });
  });

  it('limits name and code to 50 characters and the description to 500', () => {
    const errores = validarCurso({
      ...CURSO_VACIO,
      codigo: 'C'.repeat(51),
      nombre: 'N'.repeat(51),
      descripcion: 'd'.repeat(501),
    });
    expect(errores).toEqual({
      codigo: MENSAJES_CURSO.nombreMax,
      nombre: MENSAJES_CURSO.nombreMax,
      descripcion: MENSAJES_CURSO.descripcionMax,
    });
    expect(claveMensajeCurso(errores.nombre)).toBe('cursos.form.errores.nombreMax');
    expect(claveMensajeCurso(errores.descripcion)).toBe('cursos.form.errores.descripcionMax');
    expect(claveMensajeCurso(MENSAJES_VALIDACION.requerido)).toBeNull();
  });

  it('an empty colour lets the server choose the next of the cycle', () => {
    const v = { ...CURSO_VACIO, codigo: 'A1', nombre: 'Uno' };
    expect(validarCurso(v)).toEqual({});
    expect(cuerpoCurso(v)).not.toHaveProperty('colorFondoTarjeta');
    expect(cuerpoCurso({ ...v, colorFondoTarjeta: '#F7AB0F' }).colorFondoTarjeta).toBe('#F7AB0F');
  });

  it('editing starts from the course and keeps its background image', () => {
    const v = valoresDeCurso(
      curso({ imagenFondo: `${'f'.repeat(32)}.png`, colorFondoTarjeta: '#b7cdf1' }),
    );
    expect(v.colorFondoTarjeta).toBe('#B7CDF1');
    expect(cuerpoCurso(v).imagenFondo).toBe(`${'f'.repeat(32)}.png`);
    expect(validarCurso(v)).toEqual({});
  });
});

describe('uploads of the course screens (spec 5 and 9)', () => {
  it('the background must be a JPEG or PNG image of at most 10 MB', () => {
    expect(validarImagenFondo({ type: 'image/png', size: 10 * MB })).toBeNull();
    expect(validarImagenFondo({ type: 'image/jpeg', size: 10 * MB + 1 })).toBe('tamano');
    expect(validarImagenFondo({ type: 'application/pdf', size: 10 })).toBe('tipo');
  });

  it("an attachment needs a file ('No has seleccionado ningún archivo') of at most 50 MB", () => {
    expect(validarAdjunto(null)).toBe('sinArchivo');
    expect(validarAdjunto({ size: 50 * MB + 1 })).toBe('tamano');
    expect(validarAdjunto({ size: 1 })).toBeNull();
  });
});
