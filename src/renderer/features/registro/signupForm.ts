import { MENSAJES_VALIDACION as M, signupBodySchema, type SignupBody } from '@shared/api';
import { TIPO_REGISTRO_SIGNUP } from '@shared/domain/usuarios';
import { ubicacionACustomData } from '../datos';
import { erroresDeZod, erroresPorCampo, type ErroresFormulario } from '../../ui/validacion';

/** The signup form (spec 2, 3 Registration user, 5) as typed. */
export interface ValoresSignup {
  nombre: string;
  apellidos: string;
  email: string;
  tipoIdentificacion: string;
  identificacion: string;
  telefono: string;
  municipio: string;
  institucion: string;
  password: string;
  confirmPassword: string;
  aceptaPoliticas: boolean;
  aceptaTerminos: boolean;
  cursoId: string;
}

export const SIGNUP_INICIAL: ValoresSignup = {
  nombre: '',
  apellidos: '',
  email: '',
  tipoIdentificacion: '',
  identificacion: '',
  telefono: '',
  municipio: '',
  institucion: '',
  password: '',
  confirmPassword: '',
  aceptaPoliticas: false,
  aceptaTerminos: false,
  cursoId: '',
};

/**
 * The API keeps one acceptance flag; the form asks for privacy policy and terms apart (spec
 * 2), so the flag is true only when both were accepted. Registration type is Estudiante.
 */
export function cuerpoSignup(v: ValoresSignup): SignupBody {
  return {
    nombre: v.nombre,
    apellidos: v.apellidos,
    email: v.email,
    tipoIdentificacion: v.tipoIdentificacion as SignupBody['tipoIdentificacion'],
    identificacion: v.identificacion,
    password: v.password,
    confirmPassword: v.confirmPassword,
    aceptaPoliticas: (v.aceptaPoliticas && v.aceptaTerminos) as true,
    customData: {
      telefono: v.telefono.trim() === '' ? undefined : v.telefono,
      ...ubicacionACustomData(v),
      tipoRegistro: TIPO_REGISTRO_SIGNUP,
    },
    cursoId: v.cursoId,
  };
}

/** Spec 5 with the server's own schema; each checkbox gets its own message. */
export function validarSignup(v: ValoresSignup): ErroresFormulario {
  const errores = erroresPorCampo(erroresDeZod(signupBodySchema.safeParse(cuerpoSignup(v))));
  delete errores.aceptaPoliticas;
  if (!v.aceptaPoliticas) errores.aceptaPoliticas = M.requerido;
  if (!v.aceptaTerminos) errores.aceptaTerminos = M.requerido;
  if (v.password === '') errores.password = M.requerido;
  if (v.confirmPassword === '') errores.confirmPassword = M.requerido;
  return errores;
}
