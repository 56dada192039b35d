import { describe, expect, it } from 'vitest';
import { MENSAJES_VALIDACION as M } from '@shared/api';
import { PERMISOS_TODOS } from '@shared/domain/permisos';
import {
  USUARIO_VACIO,
  cuerpoActualizarUsuario,
  cuerpoNuevoUsuario,
  rolesElegibles,
  validarEdicionUsuario,
  validarNuevoUsuario,
  valoresDeUsuario,
  type ValoresUsuario,
} from '../../../../src/renderer/features/usuarios/usuarioForm';
import { USUARIO } from '../auth/servidorDePrueba';

const nuevoValido: ValoresUsuario = {
  ...USUARIO_VACIO,
  email: 'pedro@example.com',
  nombre: 'Pedro',
  password: 'clave-segura-1',
  confirmPassword: 'clave-segura-1',
  rol: 'r2',
};

const edicionValida: ValoresUsuario = {
  ...nuevoValido,
  apellidos: 'Ruiz',
  password: '',
  confirmPassword: '',
  tipoIdentificacion: 'Pasaporte',
  identificacion: '123',
  municipio: 'Achí',
  institucion: 'Biblioteca de Achí',
  tipoRegistro: 'Profesor',
};

describe('new user form (spec 5)', () => {
  it('requires email, name, password, confirmation and role', () => {
    expect(validarNuevoUsuario(USUARIO_VACIO)).toMatchObject({
      email: M.email,
      nombre: M.requerido,
      password: M.requerido,
      confirmPassword: M.requerido,
      rol: M.requerido,
    });
    expect(validarNuevoUsuario(nuevoValido)).toEqual({});
  });

  it("says 'Error: Las contraseñas no coinciden' when they differ", () => {
    expect(validarNuevoUsuario({ ...nuevoValido, confirmPassword: 'otra-clave-1' })).toEqual({
      confirmPassword: 'Error: Las contraseñas no coinciden',
    });
  });

  it('checks numbers and the municipality/institution pair', () => {
    expect(validarNuevoUsuario({ ...nuevoValido, identificacion: '12a' })).toEqual({
      identificacion: M.numerico,
    });
    expect(validarNuevoUsuario({ ...nuevoValido, municipio: 'Achí' })).toEqual({
      institucion: M.requerido,
    });
  });

  it('sends optional data only when given, and the verification choice', () => {
    const cuerpo = cuerpoNuevoUsuario({ ...nuevoValido, requiereVerificacion: true });
    expect(cuerpo.customData).toBeUndefined();
    expect(cuerpo.tipoIdentificacion).toBeUndefined();
    expect(cuerpo.emailVerified).toBe(false);
    const completo = cuerpoNuevoUsuario({ ...edicionValida, password: 'x', confirmPassword: 'x' });
    expect(completo.customData).toEqual({
      municipio: { nombre: 'Achí' },
      institucion: { nombrePunto: 'Biblioteca de Achí' },
      tipoRegistro: 'Profesor',
    });
    expect(completo.emailVerified).toBe(true);
  });
});

describe('edit user form (spec 5)', () => {
  it('requires every listed field but not the password', () => {
    expect(validarEdicionUsuario(edicionValida)).toEqual({});
    const errores = validarEdicionUsuario({ ...USUARIO_VACIO });
    expect(Object.keys(errores).sort()).toEqual(
      [
        'apellidos',
        'email',
        'identificacion',
        'institucion',
        'municipio',
        'nombre',
        'rol',
        'tipoIdentificacion',
        'tipoRegistro',
      ].sort(),
    );
  });

  it('validates a new password only when one is typed', () => {
    expect(validarEdicionUsuario({ ...edicionValida, password: 'clave-nueva-1' })).toEqual({
      confirmPassword: M.passwordsNoCoinciden,
    });
    const sin = cuerpoActualizarUsuario('u9', edicionValida);
    expect(sin.password).toBeUndefined();
    expect(sin.confirmPassword).toBeUndefined();
    expect(sin._id).toBe('u9');
  });

  it('fills the form from a listed user', () => {
    const v = valoresDeUsuario({
      ...USUARIO,
      customData: { numeroTelefono: '300', municipio: { nombre: 'Achí' } },
    });
    expect(v).toMatchObject({
      email: USUARIO.email,
      rol: 'r1',
      telefono: '300',
      municipio: 'Achí',
    });
    expect(v.password).toBe('');
  });
});

describe('role options (spec 5)', () => {
  const roles = [
    { _id: 'a', nombre: 'ADMINISTRADOR', permisos: PERMISOS_TODOS },
    { _id: 'e', nombre: 'Estudiante', permisos: [] },
  ];
  it('exclude ADMINISTRADOR, except for the administrator being edited', () => {
    expect(rolesElegibles(roles).map((r) => r._id)).toEqual(['e']);
    expect(rolesElegibles(roles, 'a').map((r) => r._id)).toEqual(['a', 'e']);
  });
});
