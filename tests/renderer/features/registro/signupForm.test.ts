import { describe, expect, it } from 'vitest';
import { MENSAJES_VALIDACION as M, signupBodySchema } from '@shared/api';
import {
  SIGNUP_INICIAL,
  cuerpoSignup,
  validarSignup,
  type ValoresSignup,
} from '../../../../src/renderer/features/registro/signupForm';

const valido: ValoresSignup = {
  nombre: 'Lucía',
  apellidos: 'Gómez',
  email: 'lucia@example.com',
  tipoIdentificacion: 'Cedula ciudadanía',
  identificacion: '1234567',
  telefono: '3001234567',
  municipio: 'Achí',
  institucion: 'Biblioteca de Achí',
  password: 'clave-segura-1',
  confirmPassword: 'clave-segura-1',
  aceptaPoliticas: true,
  aceptaTerminos: true,
  cursoId: 'c1',
};

describe('signup form (spec 5)', () => {
  it("required fields say 'Este campo es requerido'; the email its own message", () => {
    const errores = validarSignup(SIGNUP_INICIAL);
    for (const campo of [
      'nombre',
      'apellidos',
      'tipoIdentificacion',
      'identificacion',
      'municipio',
      'institucion',
      'password',
      'confirmPassword',
      'aceptaPoliticas',
      'aceptaTerminos',
    ]) {
      expect(errores[campo], campo).toBe(M.requerido);
    }
    expect(errores.email).toBe('Por favor, ingrese su email.');
    expect(errores.cursoId).toBe('Debes seleccionar un curso');
    expect(errores.telefono).toBeUndefined();
  });

  it('identification and phone are numeric', () => {
    expect(validarSignup({ ...valido, identificacion: '12-34', telefono: '300 12' })).toEqual({
      identificacion: M.numerico,
      telefono: M.numerico,
    });
  });

  it('both the privacy policy and the terms must be accepted', () => {
    expect(validarSignup({ ...valido, aceptaTerminos: false })).toEqual({
      aceptaTerminos: M.requerido,
    });
    expect(cuerpoSignup({ ...valido, aceptaTerminos: false }).aceptaPoliticas).toBe(false);
  });

  it('passwords must match', () => {
    expect(validarSignup({ ...valido, confirmPassword: 'otra-clave-1' })).toEqual({
      confirmPassword: M.passwordsNoCoinciden,
    });
  });

  it('a valid form is a body the server accepts, registered as Estudiante', () => {
    expect(validarSignup(valido)).toEqual({});
    const cuerpo = signupBodySchema.parse(cuerpoSignup(valido));
    expect(cuerpo.customData).toEqual({
      telefono: '3001234567',
      municipio: { nombre: 'Achí' },
      institucion: { nombrePunto: 'Biblioteca de Achí' },
      tipoRegistro: 'Estudiante',
    });
    expect(cuerpo.cursoId).toBe('c1');
    expect(cuerpoSignup({ ...valido, telefono: ' ' }).customData.telefono).toBeUndefined();
  });
});
