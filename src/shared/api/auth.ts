import { z } from 'zod';
import { LIMITES_USUARIO, TIPO_REGISTRO_SIGNUP } from '../domain/usuarios';
import {
  customDataEntradaSchema,
  emailSchema,
  idSchemaRequerido,
  numericoSchema,
  passwordNuevaSchema,
  requerido,
  texto,
  tipoIdentificacionSchema,
} from './campos';
import { defineRoute } from './route';
import { idSchema, MENSAJES_VALIDACION, okSchema, usuarioSchema } from './schemas';

export const loginBodySchema = z.object({
  /** The spec's "user/e-mail" field: the account's email. */
  email: texto(254, { tipo: MENSAJES_VALIDACION.usuarioRequerido }).min(
    1,
    MENSAJES_VALIDACION.usuarioRequerido,
  ),
  password: z
    .string({ error: MENSAJES_VALIDACION.passwordRequerido })
    .min(1, MENSAJES_VALIDACION.passwordRequerido)
    .max(1024),
  /** Remember-me: a long-lived token instead of one for this session only. */
  recordarme: z.boolean().default(false),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const sesionSchema = okSchema.extend({
  token: z.string(),
  /** ISO date when the token stops being accepted. */
  expira: z.string(),
  user: usuarioSchema,
});

/**
 * Signup (spec 3, Registration user; spec 5). The spec's form shows no password field; a
 * learner must be able to sign in afterwards, so we ask for one (with confirmation).
 * Registration type is always Estudiante; the chosen course is assigned to the learner.
 */
export const signupBodySchema = z
  .object({
    nombre: requerido(LIMITES_USUARIO.nombreMax),
    apellidos: requerido(LIMITES_USUARIO.nombreMax),
    email: emailSchema,
    tipoIdentificacion: tipoIdentificacionSchema,
    identificacion: numericoSchema(LIMITES_USUARIO.identificacionMax),
    password: passwordNuevaSchema,
    confirmPassword: z.string({ error: MENSAJES_VALIDACION.requerido }),
    aceptaPoliticas: z.literal(true, { error: MENSAJES_VALIDACION.aceptarPoliticas }),
    customData: customDataEntradaSchema.extend({
      tipoRegistro: z.literal(TIPO_REGISTRO_SIGNUP).default(TIPO_REGISTRO_SIGNUP),
    }),
    cursoId: idSchemaRequerido(MENSAJES_VALIDACION.seleccionarCurso),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: MENSAJES_VALIDACION.passwordsNoCoinciden,
    path: ['confirmPassword'],
  });
export type SignupBody = z.input<typeof signupBodySchema>;

/** Messages of the two-step reset (issue 13). */
export const MENSAJES_RESTABLECER = {
  codigoInvalido: 'El código tiene 6 dígitos',
  codigoRequerido: 'Ingrese el código de restablecimiento',
} as const;

/**
 * Password reset from the login screen, in two steps on the spec's path: with email and
 * identification only, it asks for a one-time code (mailed when SMTP is configured);
 * with `codigo` and `password` too, it sets the password if the code is live.
 */
export const restablecerBodySchema = z
  .object({
    email: texto(254, { tipo: MENSAJES_VALIDACION.todosObligatorios }).min(
      1,
      MENSAJES_VALIDACION.todosObligatorios,
    ),
    identificacion: texto(40, { tipo: MENSAJES_VALIDACION.todosObligatorios }).min(
      1,
      MENSAJES_VALIDACION.todosObligatorios,
    ),
    codigo: texto(6, {
      tipo: MENSAJES_RESTABLECER.codigoInvalido,
      max: MENSAJES_RESTABLECER.codigoInvalido,
    })
      .regex(/^\d{6}$/, MENSAJES_RESTABLECER.codigoInvalido)
      .optional(),
    password: passwordNuevaSchema.optional(),
  })
  // A new password without a code is refused (spec-era clients): nothing changes unproven.
  .refine((b) => b.password === undefined || b.codigo !== undefined, {
    message: MENSAJES_RESTABLECER.codigoRequerido,
    path: ['codigo'],
  })
  .refine((b) => b.codigo === undefined || b.password !== undefined, {
    message: MENSAJES_VALIDACION.requerido,
    path: ['password'],
  });
export type RestablecerBody = z.output<typeof restablecerBodySchema>;

/** Change-password dialog: `current` is checked by the server; the new one must differ. */
export const cambiarPasswordBodySchema = z
  .object({
    _id: idSchema,
    current: z
      .string({ error: MENSAJES_VALIDACION.requerido })
      .min(1, MENSAJES_VALIDACION.requerido)
      .max(1024),
    password: passwordNuevaSchema,
  })
  .refine((b) => b.password !== b.current, {
    message: MENSAJES_VALIDACION.passwordIgualActual,
    path: ['password'],
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
    permiteCambioPendiente: true,
  }),
  'auth.signup': defineRoute({
    method: 'POST',
    path: '/auth/signup',
    permission: 'public',
    tag: 'auth',
    summary:
      'Registro de un aprendiz (rol Estudiante, email verificado) con el curso elegido asignado; inicia su sesión.',
    body: signupBodySchema,
    response: sesionSchema,
  }),
  'auth.verifyEmail': defineRoute({
    method: 'POST',
    path: '/auth/verifyEmail',
    permission: 'public',
    tag: 'auth',
    summary: 'Confirma el email con el enlace de un solo uso (id de usuario y token).',
    body: z.object({ id: idSchema, token: texto(256).min(1) }),
    response: okSchema.extend({ email: z.string() }),
  }),
  'auth.restablecerPassword': defineRoute({
    method: 'POST',
    path: '/auth/changepass',
    permission: 'public',
    tag: 'auth',
    summary:
      'Restablece la contraseña en dos pasos: con email e identificación pide un código de un solo uso (por correo si hay SMTP); con el código y la nueva contraseña la cambia. Misma respuesta exista o no la cuenta; limitado por cuenta y por dirección; queda en la auditoría.',
    body: restablecerBodySchema,
    response: okSchema,
  }),
  'auth.opcionesRestablecer': defineRoute({
    method: 'GET',
    path: '/auth/changepass/opciones',
    permission: 'public',
    tag: 'auth',
    summary:
      'Si el servidor envía los códigos por correo (SMTP configurado); si no, el código lo entrega el tutor del centro.',
    response: okSchema.extend({ correo: z.boolean() }),
  }),
  'auth.cambiarPassword': defineRoute({
    method: 'POST',
    path: '/auth/changePass',
    permission: 'authenticated',
    tag: 'auth',
    summary:
      'Cambia la contraseña propia verificando la actual; las demás sesiones del usuario dejan de valer y se devuelve un token nuevo para esta.',
    body: cambiarPasswordBodySchema,
    response: sesionSchema,
    permiteCambioPendiente: true,
  }),
} as const;
