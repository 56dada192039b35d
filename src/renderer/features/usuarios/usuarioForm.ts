import {
  MENSAJES_VALIDACION as M,
  actualizarUsuarioBodySchema,
  nuevoUsuarioBodySchema,
  type Usuario,
} from '@shared/api';
import { esAdministrador, type RolConPermisos } from '@shared/domain/permisos';
import { ubicacionACustomData } from '../datos';
import { erroresDeZod, erroresPorCampo, type ErroresFormulario } from '../../ui/validacion';
import type { z } from 'zod';

/** The admin's user form (spec 2, Users list; spec 5): every field as typed. */
export interface ValoresUsuario {
  email: string;
  nombre: string;
  apellidos: string;
  password: string;
  confirmPassword: string;
  rol: string;
  tipoIdentificacion: string;
  identificacion: string;
  telefono: string;
  municipio: string;
  institucion: string;
  tipoRegistro: string;
  /** New users only: create unverified and get a one-time link for the user. */
  requiereVerificacion: boolean;
}

export const USUARIO_VACIO: ValoresUsuario = {
  email: '',
  nombre: '',
  apellidos: '',
  password: '',
  confirmPassword: '',
  rol: '',
  tipoIdentificacion: '',
  identificacion: '',
  telefono: '',
  municipio: '',
  institucion: '',
  tipoRegistro: '',
  requiereVerificacion: false,
};

/** The form filled with a listed user (passwords empty: optional when editing). */
export function valoresDeUsuario(u: Usuario): ValoresUsuario {
  return {
    ...USUARIO_VACIO,
    email: u.email,
    nombre: u.nombre,
    apellidos: u.apellidos,
    rol: u.rol._id,
    tipoIdentificacion: u.tipoIdentificacion ?? '',
    identificacion: u.identificacion ?? '',
    telefono: u.customData.telefono ?? u.customData.numeroTelefono ?? '',
    municipio: u.customData.municipio?.nombre ?? '',
    institucion: u.customData.institucion?.nombrePunto ?? '',
    tipoRegistro: u.customData.tipoRegistro ?? '',
  };
}

const siHay = (texto: string): string | undefined => (texto.trim() === '' ? undefined : texto);

export type CuerpoNuevoUsuario = z.input<typeof nuevoUsuarioBodySchema>;
export type CuerpoActualizarUsuario = z.input<typeof actualizarUsuarioBodySchema>;

/** New user: optional personal data is sent only when given. */
export function cuerpoNuevoUsuario(v: ValoresUsuario): CuerpoNuevoUsuario {
  const customData: NonNullable<CuerpoNuevoUsuario['customData']> = {};
  if (siHay(v.telefono)) customData.telefono = v.telefono;
  if (siHay(v.municipio)) customData.municipio = { nombre: v.municipio };
  if (siHay(v.institucion)) customData.institucion = { nombrePunto: v.institucion };
  if (siHay(v.tipoRegistro)) customData.tipoRegistro = v.tipoRegistro as 'Estudiante';
  return {
    email: v.email,
    nombre: v.nombre,
    apellidos: v.apellidos,
    password: v.password,
    confirmPassword: v.confirmPassword,
    rol: v.rol,
    tipoIdentificacion: siHay(v.tipoIdentificacion) as CuerpoNuevoUsuario['tipoIdentificacion'],
    identificacion: siHay(v.identificacion),
    customData: Object.keys(customData).length > 0 ? customData : undefined,
    emailVerified: !v.requiereVerificacion,
  };
}

/** Edit: all of spec 5's fields; the password only when a new one was typed. */
export function cuerpoActualizarUsuario(id: string, v: ValoresUsuario): CuerpoActualizarUsuario {
  const conPassword = v.password !== '' || v.confirmPassword !== '';
  return {
    _id: id,
    email: v.email,
    nombre: v.nombre,
    apellidos: v.apellidos,
    rol: v.rol,
    tipoIdentificacion: v.tipoIdentificacion as CuerpoActualizarUsuario['tipoIdentificacion'],
    identificacion: v.identificacion,
    customData: {
      telefono: siHay(v.telefono),
      ...ubicacionACustomData(v),
      tipoRegistro: v.tipoRegistro as 'Estudiante',
    },
    password: conPassword ? v.password : undefined,
    confirmPassword: conPassword ? v.confirmPassword : undefined,
  };
}

/** Spec 5, new user: email, name, password, confirmation and role required; passwords equal. */
export function validarNuevoUsuario(v: ValoresUsuario): ErroresFormulario {
  const errores = erroresPorCampo(
    erroresDeZod(nuevoUsuarioBodySchema.safeParse(cuerpoNuevoUsuario(v))),
  );
  if (v.password === '') errores.password = M.requerido;
  if (v.confirmPassword === '') errores.confirmPassword = M.requerido;
  // Optional, but a municipality needs its institution (the server checks the pair).
  if (v.municipio !== '' && v.institucion === '') errores.institucion = M.requerido;
  return errores;
}

/** Spec 5, edit user: the listed fields required, password optional (and then confirmed). */
export function validarEdicionUsuario(v: ValoresUsuario): ErroresFormulario {
  const errores = erroresPorCampo(
    erroresDeZod(actualizarUsuarioBodySchema.safeParse(cuerpoActualizarUsuario('x', v))),
  );
  delete errores._id;
  return errores;
}

/**
 * Role options (spec 5): never ADMINISTRADOR, except that an administrator being edited
 * shows their role (in a disabled select).
 */
export function rolesElegibles<R extends RolConPermisos & { _id: string }>(
  roles: readonly R[],
  rolActual?: string,
): R[] {
  return roles.filter((r) => !esAdministrador(r) || r._id === rolActual);
}
