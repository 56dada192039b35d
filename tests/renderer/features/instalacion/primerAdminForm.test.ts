import { describe, expect, it } from 'vitest';
import { MENSAJES_VALIDACION as M, primerAdminBodySchema } from '@shared/api';
import {
  PRIMER_ADMIN_INICIAL,
  cuerpoPrimerAdmin,
  validarPrimerAdmin,
  type ValoresPrimerAdmin,
} from '../../../../src/renderer/features/instalacion/primerAdminForm';

const valido: ValoresPrimerAdmin = {
  email: 'directora@centro.co',
  nombre: 'Marta',
  apellidos: 'Ruiz',
  password: 'clave-admin-local',
  confirmPassword: 'clave-admin-local',
};

describe('first administrator form', () => {
  it("empty: required fields say 'Este campo es requerido', the email its own message", () => {
    expect(validarPrimerAdmin(PRIMER_ADMIN_INICIAL)).toEqual({
      email: M.email,
      nombre: M.requerido,
      password: M.requerido,
      confirmPassword: M.requerido,
    });
  });

  it('surnames are optional, as in the admin user form', () => {
    expect(validarPrimerAdmin({ ...valido, apellidos: '' })).toEqual({});
  });

  it('checks the email, the password length and the confirmation', () => {
    expect(validarPrimerAdmin({ ...valido, email: 'no-es-email' })).toEqual({ email: M.email });
    expect(validarPrimerAdmin({ ...valido, password: 'corta', confirmPassword: 'corta' })).toEqual({
      password: M.passwordCorta,
    });
    expect(validarPrimerAdmin({ ...valido, confirmPassword: 'otra-clave-9' })).toEqual({
      confirmPassword: M.passwordsNoCoinciden,
    });
    expect(validarPrimerAdmin({ ...valido, nombre: '   ' })).toEqual({ nombre: M.requerido });
  });

  it('a valid form is exactly the body the server accepts', () => {
    expect(validarPrimerAdmin(valido)).toEqual({});
    const cuerpo = cuerpoPrimerAdmin(valido);
    expect(cuerpo).toEqual(valido);
    expect(primerAdminBodySchema.parse(cuerpo)).toEqual(valido);
  });
});
