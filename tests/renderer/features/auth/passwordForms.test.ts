import { describe, expect, it } from 'vitest';
import { MENSAJES_VALIDACION as M } from '@shared/api';
import {
  CAMBIO_PASSWORD_INICIAL,
  ERROR_GENERAL,
  RESTABLECER_INICIAL,
  validarCambioPassword,
  validarRestablecer,
} from '../../../../src/renderer/features/auth/passwordForms';

describe('change-password dialog (spec 5)', () => {
  it('all three fields are required', () => {
    expect(validarCambioPassword(CAMBIO_PASSWORD_INICIAL)).toEqual({
      current: M.requerido,
      password: M.requerido,
      repetir: M.requerido,
    });
  });

  it("a different repeat says 'El nuevo Password no coincide'", () => {
    expect(
      validarCambioPassword({
        current: 'vieja-clave',
        password: 'nueva-clave-1',
        repetir: 'nueva-clave-2',
      }),
    ).toEqual({ repetir: 'El nuevo Password no coincide' });
  });

  it('the new password must differ from the current one and be long enough', () => {
    expect(
      validarCambioPassword({
        current: 'misma-clave',
        password: 'misma-clave',
        repetir: 'misma-clave',
      }),
    ).toEqual({ password: M.passwordIgualActual });
    expect(validarCambioPassword({ current: 'x', password: 'corta', repetir: 'corta' })).toEqual({
      password: M.passwordCorta,
    });
    expect(
      validarCambioPassword({
        current: 'vieja',
        password: 'nueva-clave-1',
        repetir: 'nueva-clave-1',
      }),
    ).toEqual({});
  });
});

describe('password reset (spec 5)', () => {
  const valido = {
    email: 'ana@example.com',
    identificacion: '123',
    password: 'nueva-clave-1',
    confirmPassword: 'nueva-clave-1',
  };

  it("any empty field gives 'Todos los campos son obligatorios'", () => {
    expect(validarRestablecer(RESTABLECER_INICIAL)).toEqual({
      [ERROR_GENERAL]: 'Todos los campos son obligatorios',
    });
    expect(validarRestablecer({ ...valido, identificacion: '  ' })).toEqual({
      [ERROR_GENERAL]: M.todosObligatorios,
    });
  });

  it('checks the confirmation and the password length', () => {
    expect(validarRestablecer(valido)).toEqual({});
    expect(validarRestablecer({ ...valido, confirmPassword: 'otra-clave-1' })).toEqual({
      confirmPassword: M.passwordsNoCoinciden,
    });
    expect(validarRestablecer({ ...valido, password: 'corta', confirmPassword: 'corta' })).toEqual({
      password: M.passwordCorta,
    });
  });
});
