/** The login form's values and rules (spec 5), kept apart from the component to test them. */
export interface ValoresLogin {
  email: string;
  password: string;
  recordarme: boolean;
}

export type CampoLogin = 'email' | 'password';

export type ClaveErrorLogin =
  'auth.validacion.usuarioRequerido' | 'auth.validacion.passwordRequerido';

export const VALORES_LOGIN_INICIALES: ValoresLogin = { email: '', password: '', recordarme: false };

/**
 * Both fields are required, as the server's loginBodySchema says: the user is trimmed
 * there, the password is not (spaces may be part of a password).
 */
export function validarLogin(valores: ValoresLogin): Partial<Record<CampoLogin, ClaveErrorLogin>> {
  const errores: Partial<Record<CampoLogin, ClaveErrorLogin>> = {};
  if (valores.email.trim() === '') errores.email = 'auth.validacion.usuarioRequerido';
  if (valores.password === '') errores.password = 'auth.validacion.passwordRequerido';
  return errores;
}

export function loginValido(valores: ValoresLogin): boolean {
  return Object.keys(validarLogin(valores)).length === 0;
}
