import { routes, type RouteBodyInput, type Routes, type Usuario } from '@shared/api';
import { FOTO_MAX_BYTES, FOTO_TIPOS } from '@shared/domain/usuarios';
import { erroresDeZod, type ErroresFormulario } from '../../ui/validacion';

/** The profile form (spec 2, 5): personal data and an optional password change. */
export interface ValoresPerfil {
  nombre: string;
  apellidos: string;
  telefono: string;
  current: string;
  password: string;
  confirmPassword: string;
}

export function valoresDePerfil(u: Usuario | null): ValoresPerfil {
  return {
    nombre: u?.nombre ?? '',
    apellidos: u?.apellidos ?? '',
    telefono: u?.customData.telefono ?? u?.customData.numeroTelefono ?? '',
    current: '',
    password: '',
    confirmPassword: '',
  };
}

export type CuerpoPerfil = RouteBodyInput<Routes['usuarios.perfil']>;

/** The password fields travel only when a new password is being set. */
export function cuerpoPerfil(v: ValoresPerfil): CuerpoPerfil {
  const conPassword = v.password !== '' || v.confirmPassword !== '';
  return {
    nombre: v.nombre,
    apellidos: v.apellidos,
    telefono: v.telefono.trim(),
    ...(conPassword
      ? { current: v.current, password: v.password, confirmPassword: v.confirmPassword }
      : {}),
  };
}

/** Spec 5: name required; new password and confirmation must match (the server's schema). */
export function validarPerfil(v: ValoresPerfil): ErroresFormulario {
  return erroresDeZod(routes['usuarios.perfil'].body.safeParse(cuerpoPerfil(v)));
}

export type ErrorFoto = 'tipo' | 'tamano';

/** Spec 9: the photo is a JPEG or PNG of at most 1 MB (the server checks the bytes again). */
export function validarFoto(archivo: { size: number; type: string }): ErrorFoto | null {
  if (!(FOTO_TIPOS as readonly string[]).includes(archivo.type)) return 'tipo';
  if (archivo.size > FOTO_MAX_BYTES) return 'tamano';
  return null;
}
