import { z } from 'zod';
import { LIMITES_USUARIO } from '../domain/usuarios';
import { sesionSchema } from './auth';
import { emailSchema, passwordNuevaSchema, requerido, texto } from './campos';
import { MENSAJES_VALIDACION as M } from './mensajes';
import { defineRoute } from './route';
import { okSchema } from './schemas';

/** The answer to a second attempt once an administrator exists (409). */
export const MENSAJE_INSTALACION_COMPLETA = 'La instalación ya tiene un administrador.';
/** The answer of a server that does not take the first administrator from a form (404). */
export const MENSAJE_INSTALACION_NO_DISPONIBLE =
  'La instalación guiada no está disponible en este servidor.';
/** The answer to a call from another machine (403): only the PC that runs the server installs it. */
export const MENSAJE_INSTALACION_SOLO_LOCAL =
  'La cuenta de administración solo puede crearse desde este mismo equipo.';

/**
 * The first administrator of a local (desktop) installation: the same fields and messages
 * as an admin's "new user" form, without the role (always ADMINISTRADOR).
 */
export const primerAdminBodySchema = z
  .object({
    email: emailSchema,
    nombre: requerido(LIMITES_USUARIO.nombreMax),
    apellidos: texto(LIMITES_USUARIO.nombreMax).default(''),
    password: passwordNuevaSchema,
    confirmPassword: z.string({ error: M.requerido }),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: M.passwordsNoCoinciden,
    path: ['confirmPassword'],
  });
export type PrimerAdminBody = z.input<typeof primerAdminBodySchema>;

export const estadoInstalacionSchema = okSchema.extend({
  /** True only while the server waits for its first administrator from this very PC. */
  pendiente: z.boolean(),
});
export type EstadoInstalacion = z.output<typeof estadoInstalacionSchema>;

export const instalacionRoutes = {
  'instalacion.estado': defineRoute({
    method: 'GET',
    path: '/api/instalacion',
    permission: 'public',
    tag: 'instalacion',
    summary:
      'Indica si la instalación local espera a su primer administrador (solo con PRIMER_ADMIN_INTERACTIVO y sin usuarios).',
    response: estadoInstalacionSchema,
  }),
  'instalacion.primerAdmin': defineRoute({
    method: 'POST',
    path: '/api/instalacion/primer-admin',
    permission: 'public',
    tag: 'instalacion',
    summary:
      'Crea el primer ADMINISTRADOR de una instalación local vacía (solo desde 127.0.0.1) e inicia su sesión.',
    body: primerAdminBodySchema,
    response: sesionSchema,
  }),
} as const;
