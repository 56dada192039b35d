import { describe, expect, it } from 'vitest';
import { MENSAJES_VALIDACION as M } from '@shared/api';
import {
  cuerpoPerfil,
  validarFoto,
  validarPerfil,
  valoresDePerfil,
} from '../../../../src/renderer/features/perfil/perfilForm';
import { USUARIO } from '../auth/servidorDePrueba';

const base = valoresDePerfil({ ...USUARIO, customData: { telefono: '300' } });

describe('profile form (spec 5)', () => {
  it('starts from the user, with empty password fields', () => {
    expect(base).toEqual({
      nombre: 'Ana',
      apellidos: 'Pérez',
      telefono: '300',
      current: '',
      password: '',
      confirmPassword: '',
    });
    expect(validarPerfil(base)).toEqual({});
  });

  it('the name is required', () => {
    expect(validarPerfil({ ...base, nombre: ' ' })).toEqual({ nombre: M.requerido });
  });

  it("new password and confirmation must match: 'Los campos de nueva contraseña no coinciden'", () => {
    expect(
      validarPerfil({ ...base, current: 'vieja', password: 'nueva-clave-1', confirmPassword: 'x' }),
    ).toEqual({ confirmPassword: 'Los campos de nueva contraseña no coinciden' });
  });

  it('a new password needs the current one', () => {
    expect(
      validarPerfil({ ...base, password: 'nueva-clave-1', confirmPassword: 'nueva-clave-1' }),
    ).toEqual({ current: M.requerido });
  });

  it('sends the password fields only when changing it; the phone is numeric', () => {
    expect(cuerpoPerfil(base)).toEqual({ nombre: 'Ana', apellidos: 'Pérez', telefono: '300' });
    expect(validarPerfil({ ...base, telefono: '30a' })).toEqual({ telefono: M.numerico });
    expect(validarPerfil({ ...base, telefono: '' })).toEqual({});
  });
});

describe('profile photo (spec 9: JPEG/PNG, 1 MB)', () => {
  it('accepts a small JPEG or PNG and refuses other types or larger files', () => {
    expect(validarFoto({ type: 'image/png', size: 1024 })).toBeNull();
    expect(validarFoto({ type: 'image/jpeg', size: 1024 * 1024 })).toBeNull();
    expect(validarFoto({ type: 'image/jpeg', size: 1024 * 1024 + 1 })).toBe('tamano');
    expect(validarFoto({ type: 'image/gif', size: 10 })).toBe('tipo');
  });
});
