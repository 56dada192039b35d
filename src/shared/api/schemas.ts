import { z } from 'zod';
import { ALCANCES, OPERACIONES, VISTAS } from '../domain/permisos';
import { MENSAJE_CARACTERES_CONTROL, SIN_CONTROL } from './campos';
import { MENSAJES_VALIDACION } from './mensajes';
export { MENSAJES_VALIDACION };

/** Ids are never trimmed; control characters are refused like in every text (NUL breaks PostgreSQL). */
export const idSchema = z
  .string()
  .min(1, MENSAJES_VALIDACION.requerido)
  .max(64)
  .regex(SIN_CONTROL, MENSAJE_CARACTERES_CONTROL);

export const operacionesSchema = z.object(
  Object.fromEntries(OPERACIONES.map((op) => [op, z.boolean()])) as Record<
    (typeof OPERACIONES)[number],
    z.ZodBoolean
  >,
);

export const permisoSchema = z.object({
  vista: z.enum(VISTAS),
  op: operacionesSchema,
});

export const rolSchema = z.object({
  _id: idSchema,
  nombre: z.string(),
  permisos: z.array(permisoSchema),
  /** May open lessons out of order (spec 4's sequential access); admins and tutors by default. */
  omitirOrden: z.boolean(),
  /** Whose learners the role sees (issue 15): everyone, or those of the caller's courses. */
  alcance: z.enum(ALCANCES),
});
export type Rol = z.infer<typeof rolSchema>;

export const customDataSchema = z
  .object({
    telefono: z.string().optional(),
    numeroTelefono: z.string().optional(),
    municipio: z.object({ nombre: z.string() }).passthrough().optional(),
    institucion: z.object({ nombrePunto: z.string() }).passthrough().optional(),
    tipoRegistro: z.string().optional(),
  })
  .passthrough();

export const certificacionSchema = z.object({
  fecha: z.string(),
  numero_certificado: z.number().int(),
});

/**
 * The user as the API returns it (spec section 3, User). Never carries the password
 * hash: response schemas strip every field they do not name.
 */
export const usuarioSchema = z.object({
  _id: idSchema,
  email: z.string(),
  nombre: z.string(),
  apellidos: z.string(),
  tipoIdentificacion: z.string().nullable(),
  identificacion: z.string().nullable(),
  rol: rolSchema,
  activo: z.boolean(),
  emailVerified: z.boolean(),
  aceptaPoliticas: z.boolean(),
  debeCambiarPassword: z.boolean(),
  cursosAsignados: z.array(idSchema),
  customData: customDataSchema,
  /** Server file name of the profile photo (GET /api/usuarios/foto/{foto}), or null. */
  foto: z.string().nullable(),
  certificaciones: z.array(certificacionSchema),
});
export type Usuario = z.infer<typeof usuarioSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
