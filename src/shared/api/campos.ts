import { z } from 'zod';
import { LIMITES_USUARIO, TIPOS_IDENTIFICACION, TIPOS_REGISTRO } from '../domain/usuarios';
import { MENSAJES_VALIDACION as M } from './mensajes';

/**
 * Control characters (C0 incl. NUL, DEL, C1) are never text a person typed: they break
 * PostgreSQL (NUL), logs, CSV exports and screens. Every text field of the API refuses them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const SIN_CONTROL = /^[^\u0000-\u001F\u007F-\u009F]*$/;
/** Long texts (descriptions, comments, questions) keep tab and line breaks. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SIN_CONTROL_MULTILINEA = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;
export const MENSAJE_CARACTERES_CONTROL = M.caracteresControl;

/** Messages of a text field: for a missing/non-text value and for one over the limit. */
export interface MensajesTexto {
  tipo?: string;
  max?: string;
}

function cadena(max: number, patron: RegExp, mensajes: MensajesTexto) {
  return z
    .string(mensajes.tipo === undefined ? undefined : { error: mensajes.tipo })
    .trim()
    .max(max, mensajes.max)
    .regex(patron, MENSAJE_CARACTERES_CONTROL);
}

/**
 * A one-line text field: trimmed, at most `max` characters, no control characters (the
 * 400's `fields` names the field with MENSAJE_CARACTERES_CONTROL). Chain `.min(1, …)`,
 * `.regex(…)`, `.optional()` etc. as the field needs.
 */
export const texto = (max: number, mensajes: MensajesTexto = {}) =>
  cadena(max, SIN_CONTROL, mensajes);

/** Like `texto`, but tab, line feed and carriage return are allowed (long free texts, HTML). */
export const textoMultilinea = (max: number, mensajes: MensajesTexto = {}) =>
  cadena(max, SIN_CONTROL_MULTILINEA, mensajes);

/** Field schemas shared by the signup, admin and profile forms and by the server. */
export const requerido = (max: number) => texto(max, { tipo: M.requerido }).min(1, M.requerido);

export const emailSchema = texto(LIMITES_USUARIO.emailMax, { tipo: M.email })
  .min(1, M.email)
  .pipe(z.email(M.email));

export const passwordNuevaSchema = z
  .string({ error: M.requerido })
  .min(LIMITES_USUARIO.passwordMin, M.passwordCorta)
  .max(LIMITES_USUARIO.passwordMax);

/** Identification and phone numbers: digits only (spec 5), kept as text (leading zeros). */
export const numericoSchema = (max: number) =>
  texto(max, { tipo: M.requerido }).min(1, M.requerido).regex(/^\d+$/, M.numerico);

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
export const idSchemaRequerido = (mensaje: string) => texto(64, { tipo: mensaje }).min(1, mensaje);
