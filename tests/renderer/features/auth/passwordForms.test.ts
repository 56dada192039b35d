import { beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_RESTABLECER, MENSAJES_VALIDACION as M } from '@shared/api';
import {
  CAMBIO_PASSWORD_INICIAL,
  ERROR_GENERAL,
  RESTABLECER_INICIAL,
  validarCambioPassword,
  validarRestablecer,
  presentacionRestablecer,
  validarSolicitud,
} from '../../../../src/renderer/features/auth/passwordForms';
import i18n from '../../../../src/renderer/i18n';

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

describe('password reset (spec 5, issue 13: two steps with a one-time code)', () => {
  const valido = {
    email: 'ana@example.com',
    identificacion: '123',
    codigo: '012345',
    password: 'nueva-clave-1',
    confirmPassword: 'nueva-clave-1',
  };

  it('step one needs email and identification only', () => {
    expect(validarSolicitud({ email: '', identificacion: '' })).toEqual({
      [ERROR_GENERAL]: M.todosObligatorios,
    });
    expect(validarSolicitud({ email: 'ana@example.com', identificacion: '123' })).toEqual({});
  });

  it("any empty field of step two gives 'Todos los campos son obligatorios'", () => {
    expect(validarRestablecer(RESTABLECER_INICIAL)).toEqual({
      [ERROR_GENERAL]: 'Todos los campos son obligatorios',
    });
    expect(validarRestablecer({ ...valido, codigo: '  ' })).toEqual({
      [ERROR_GENERAL]: M.todosObligatorios,
    });
  });

  it('checks the 6-digit code, the confirmation and the password length', () => {
    expect(validarRestablecer(valido)).toEqual({});
    expect(validarRestablecer({ ...valido, codigo: '12a456' })).toEqual({
      codigo: MENSAJES_RESTABLECER.codigoInvalido,
    });
    expect(validarRestablecer({ ...valido, confirmPassword: 'otra-clave-1' })).toEqual({
      confirmPassword: M.passwordsNoCoinciden,
    });
    expect(validarRestablecer({ ...valido, password: 'corta', confirmPassword: 'corta' })).toEqual({
      password: M.passwordCorta,
    });
  });
});

describe('reset dialog steps (issue 13)', () => {
  beforeAll(() => i18n.changeLanguage('es'));

  it('with mail: step one sends the code, or skips to step two with a tutor code', () => {
    const p = presentacionRestablecer('pedir', true);
    expect(p).toEqual({
      accion: 'auth.restablecer.enviarCodigo',
      aviso: 'auth.restablecer.avisoCorreo',
      pideCodigoAlServidor: true,
      tengoCodigo: true,
    });
    expect(i18n.t(p.aviso)).toMatch(/código de 6 dígitos/);
    expect(presentacionRestablecer('confirmar', true).aviso).toBe('auth.restablecer.codigoEnviado');
  });

  it("without mail: it says to ask the centre's tutor and asks the server for nothing", () => {
    const p = presentacionRestablecer('pedir', false);
    expect(p.pideCodigoAlServidor).toBe(false);
    expect(p.tengoCodigo).toBe(false);
    expect(i18n.t(p.aviso)).toMatch(/pide al tutor de tu centro/);
    expect(i18n.t(p.accion)).toBe('Continuar');
    expect(i18n.t(presentacionRestablecer('confirmar', false).accion)).toBe('Restablecer');
  });
});
