import { z } from 'zod';
import { LIMITES_USUARIO, TIPOS_IDENTIFICACION, TIPOS_REGISTRO } from '../domain/usuarios';
import { MENSAJES_VALIDACION as M } from './mensajes';

/** Field schemas shared by the signup, admin and profile forms and by the server. */
export const requerido = (max: number) =>
  z.string({ error: M.requerido }).trim().min(1, M.requerido).max(max);

export const emailSchema = z
  .string({ error: M.email })
  .trim()
  .min(1, M.email)
  .max(LIMITES_USUARIO.emailMax)
  .pipe(z.email(M.email));

export const passwordNuevaSchema = z
  .string({ error: M.requerido })
  .min(LIMITES_USUARIO.passwordMin, M.passwordCorta)
  .max(LIMITES_USUARIO.passwordMax);

/** Identification and phone numbers: digits only (spec 5), kept as text (leading zeros). */
export const numericoSchema = (max: number) =>
  z.string({ error: M.requerido }).trim().min(1, M.requerido).max(max).regex(/^\d+$/, M.numerico);

export const tipoIdentificacionSchema = z.enum(TIPOS_IDENTIFICACION, { error: M.requerido });
export const tipoRegistroSchema = z.enum(TIPOS_REGISTRO, { error: M.requerido });

/** Municipality and institution as the spec stores them: objects carrying their names. */
export const municipioSchema = z.object({ nombre: requerido(100) });
export const institucionSchema = z.object({ nombrePunto: requerido(150) });

/** The personal data of customData that forms edit. */
export const customDataEntradaSchema = z.object({
  telefono: numericoSchema(LIMITES_USUARIO.telefonoMax).optional(),
  municipio: municipioSchema,
  institucion: institucionSchema,
  tipoRegistro: tipoRegistroSchema,
});

/** A required id chosen in a form (a course, a role), with the form's own message. */
export const idSchemaRequerido = (mensaje: string) =>
  z.string({ error: mensaje }).trim().min(1, mensaje).max(64);
