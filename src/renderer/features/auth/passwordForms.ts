import {
  MENSAJES_VALIDACION as M,
  cambiarPasswordBodySchema,
  restablecerBodySchema,
} from '@shared/api';
import { erroresDeZod, type ErroresFormulario } from '../../ui/validacion';

/** Change-password dialog (spec 2 and 5): current, new, repeat. */
export interface ValoresCambioPassword {
  current: string;
  password: string;
  repetir: string;
}

export const CAMBIO_PASSWORD_INICIAL: ValoresCambioPassword = {
  current: '',
  password: '',
  repetir: '',
};

/**
 * All three required; the repeat must match ('El nuevo Password no coincide'); the new one
 * must differ from the current one and meet the server's length rule.
 */
export function validarCambioPassword(v: ValoresCambioPassword): ErroresFormulario {
  const errores = erroresDeZod(
    cambiarPasswordBodySchema.safeParse({ _id: 'yo', current: v.current, password: v.password }),
  );
  if (v.password === '') errores.password = M.requerido;
  if (v.repetir === '') errores.repetir = M.requerido;
  else if (v.repetir !== v.password) errores.repetir = M.nuevoPasswordNoCoincide;
  return errores;
}

/** Password reset from the login page (spec 5): email, identification, new password. */
export interface ValoresRestablecer {
  email: string;
  identificacion: string;
  password: string;
  confirmPassword: string;
}

export const RESTABLECER_INICIAL: ValoresRestablecer = {
  email: '',
  identificacion: '',
  password: '',
  confirmPassword: '',
};

/** Key of the form-wide message: 'Todos los campos son obligatorios' when one is empty. */
export const ERROR_GENERAL = 'general';

export function validarRestablecer(v: ValoresRestablecer): ErroresFormulario {
  const vacio = [v.email.trim(), v.identificacion.trim(), v.password, v.confirmPassword].some(
    (x) => x === '',
  );
  if (vacio) return { [ERROR_GENERAL]: M.todosObligatorios };
  const errores = erroresDeZod(
    restablecerBodySchema.safeParse({
      email: v.email,
      identificacion: v.identificacion,
      password: v.password,
    }),
  );
  if (v.confirmPassword !== v.password) errores.confirmPassword = M.passwordsNoCoinciden;
  return errores;
}
