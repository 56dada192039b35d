import { MENSAJES_VALIDACION as M, primerAdminBodySchema, type PrimerAdminBody } from '@shared/api';
import { erroresDeZod, type ErroresFormulario } from '../../ui/validacion';

/** The first administrator's form as typed. */
export interface ValoresPrimerAdmin {
  email: string;
  nombre: string;
  apellidos: string;
  password: string;
  confirmPassword: string;
}

export const PRIMER_ADMIN_INICIAL: ValoresPrimerAdmin = {
  email: '',
  nombre: '',
  apellidos: '',
  password: '',
  confirmPassword: '',
};

/** The request body: the form's fields as they are (the server trims and checks again). */
export function cuerpoPrimerAdmin(v: ValoresPrimerAdmin): PrimerAdminBody {
  return {
    email: v.email,
    nombre: v.nombre,
    apellidos: v.apellidos,
    password: v.password,
    confirmPassword: v.confirmPassword,
  };
}

/**
 * The server's own schema, so the messages are the ones it would answer; an empty password
 * or confirmation reads 'Este campo es requerido', as in the signup form.
 */
export function validarPrimerAdmin(v: ValoresPrimerAdmin): ErroresFormulario {
  const errores = erroresDeZod(primerAdminBodySchema.safeParse(cuerpoPrimerAdmin(v)));
  if (v.password === '') errores.password = M.requerido;
  if (v.confirmPassword === '') errores.confirmPassword = M.requerido;
  return errores;
}
