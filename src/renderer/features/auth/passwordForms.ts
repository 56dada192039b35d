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

/**
 * Password reset from the login page (spec 5, issue 13), in two steps: email and
 * identification ask for a one-time code; then the code, the new password and its repeat.
 */
export interface ValoresRestablecer {
  email: string;
  identificacion: string;
  codigo: string;
  password: string;
  confirmPassword: string;
}

export const RESTABLECER_INICIAL: ValoresRestablecer = {
  email: '',
  identificacion: '',
  codigo: '',
  password: '',
  confirmPassword: '',
};

/** Key of the form-wide message: 'Todos los campos son obligatorios' when one is empty. */
export const ERROR_GENERAL = 'general';

export type PasoRestablecer = 'pedir' | 'confirmar';

/**
 * What the reset dialog says and offers at each step. `correo`: the server mails codes
 * (public flag); without it the learner asks the centre's tutor and step one only moves on.
 */
export function presentacionRestablecer(paso: PasoRestablecer, correo: boolean) {
  if (paso === 'confirmar') {
    return {
      accion: 'auth.restablecer.accion',
      aviso: correo ? 'auth.restablecer.codigoEnviado' : 'auth.restablecer.codigoTutor',
      pideCodigoAlServidor: false,
      tengoCodigo: false,
    } as const;
  }
  return {
    accion: correo ? 'auth.restablecer.enviarCodigo' : 'auth.restablecer.continuar',
    aviso: correo ? 'auth.restablecer.avisoCorreo' : 'auth.restablecer.avisoTutor',
    pideCodigoAlServidor: correo,
    // A tutor's code works on a mailing server too: skip straight to step two.
    tengoCodigo: correo,
  } as const;
}

/** Step one: email and identification, both required. */
export function validarSolicitud(v: Pick<ValoresRestablecer, 'email' | 'identificacion'>) {
  if (v.email.trim() === '' || v.identificacion.trim() === '') {
    return { [ERROR_GENERAL]: M.todosObligatorios };
  }
  return erroresDeZod(
    restablecerBodySchema.safeParse({ email: v.email, identificacion: v.identificacion }),
  );
}

/** Step two: the 6-digit code, the new password and a matching repeat. */
export function validarRestablecer(v: ValoresRestablecer): ErroresFormulario {
  const vacio = [
    v.email.trim(),
    v.identificacion.trim(),
    v.codigo.trim(),
    v.password,
    v.confirmPassword,
  ].some((x) => x === '');
  if (vacio) return { [ERROR_GENERAL]: M.todosObligatorios };
  const errores = erroresDeZod(
    restablecerBodySchema.safeParse({
      email: v.email,
      identificacion: v.identificacion,
      codigo: v.codigo,
      password: v.password,
    }),
  );
  if (v.confirmPassword !== v.password) errores.confirmPassword = M.passwordsNoCoinciden;
  return errores;
}
