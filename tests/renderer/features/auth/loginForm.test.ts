import { describe, expect, it } from 'vitest';
import { loginBodySchema } from '@shared/api';
import {
  VALORES_LOGIN_INICIALES,
  loginValido,
  validarLogin,
} from '../../../../src/renderer/features/auth/loginForm';
import { sinTituloRepetido } from '../../../../src/renderer/ui/texto';

describe('login form rules (spec 5)', () => {
  it('requires both fields', () => {
    expect(validarLogin(VALORES_LOGIN_INICIALES)).toEqual({
      email: 'auth.validacion.usuarioRequerido',
      password: 'auth.validacion.passwordRequerido',
    });
    expect(loginValido(VALORES_LOGIN_INICIALES)).toBe(false);
  });

  it('accepts what the server schema accepts, and rejects what it rejects', () => {
    const casos = [
      { email: 'ana', password: 'x', recordarme: false },
      { email: '   ', password: 'x', recordarme: false },
      { email: 'ana', password: '', recordarme: true },
      { email: ' ana ', password: '   ', recordarme: false },
    ];
    for (const valores of casos) {
      expect(loginValido(valores), JSON.stringify(valores)).toBe(
        loginBodySchema.safeParse(valores).success,
      );
    }
  });
});

describe('sinTituloRepetido', () => {
  it('drops a message start that repeats the title', () => {
    expect(sinTituloRepetido('Falta poco! Confirma tu email.', 'Falta poco!')).toBe(
      'Confirma tu email.',
    );
  });

  it('keeps other messages, and a message that is only the title', () => {
    expect(sinTituloRepetido('Confirma tu email.', 'Falta poco!')).toBe('Confirma tu email.');
    expect(sinTituloRepetido('Falta poco!', 'Falta poco!')).toBe('Falta poco!');
  });
});
