import { z } from 'zod';
import { defineRoute } from './route';
import { MENSAJES_VALIDACION, okSchema, usuarioSchema } from './schemas';

export const loginBodySchema = z.object({
  /** The spec's "user/e-mail" field: the account's email. */
  email: z
    .string({ error: MENSAJES_VALIDACION.usuarioRequerido })
    .trim()
    .min(1, MENSAJES_VALIDACION.usuarioRequerido)
    .max(254),
  password: z
    .string({ error: MENSAJES_VALIDACION.passwordRequerido })
    .min(1, MENSAJES_VALIDACION.passwordRequerido)
    .max(1024),
  /** Remember-me: a long-lived token instead of one for this session only. */
  recordarme: z.boolean().default(false),
});
export type LoginBody = z.input<typeof loginBodySchema>;

const sesionSchema = okSchema.extend({
  token: z.string(),
  /** ISO date when the token stops being accepted. */
  expira: z.string(),
  user: usuarioSchema,
});

export const authRoutes = {
  'auth.login': defineRoute({
    method: 'POST',
    path: '/auth/login',
    permission: 'public',
    tag: 'auth',
    summary: 'Inicia sesión con email y contraseña; devuelve un token y el usuario.',
    body: loginBodySchema,
    response: sesionSchema,
  }),
  'auth.token': defineRoute({
    method: 'POST',
    path: '/auth/token',
    permission: 'public',
    tag: 'auth',
    summary: 'Recarga el usuario de un token guardado.',
    body: z.object({ token: z.string().min(1).max(4096) }),
    response: okSchema.extend({ user: usuarioSchema }),
  }),
  'auth.logout': defineRoute({
    method: 'POST',
    path: '/auth/logout',
    permission: 'authenticated',
    tag: 'auth',
    summary: 'Cierra la sesión: el token deja de ser aceptado.',
    response: okSchema,
  }),
} as const;
