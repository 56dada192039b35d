import { z } from 'zod';
import { LIMITES_USUARIO, TAMANOS_PAGINA_USUARIOS } from '../domain/usuarios';
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
import { MENSAJES_VALIDACION as M } from './mensajes';
import { defineRoute } from './route';
import { idSchema, okSchema, usuarioSchema } from './schemas';

const idParams = z.object({ id: idSchema });

/** What update, state change and delete answer (spec 7): the user's id, and a fresh token when the change concerns the caller. */
const cambioUsuarioSchema = okSchema.extend({
  _id: idSchema,
  token: z.string().nullable(),
  data: usuarioSchema.nullable(),
});

const confirmar = <T extends { password?: string; confirmPassword?: string }>(b: T) =>
  (b.password ?? '') === (b.confirmPassword ?? '');

/** New user by an admin (spec 5): email, name, password + confirmation and role required. */
export const nuevoUsuarioBodySchema = z
  .object({
    email: emailSchema,
    nombre: requerido(LIMITES_USUARIO.nombreMax),
    apellidos: texto(LIMITES_USUARIO.nombreMax).default(''),
    password: passwordNuevaSchema,
    confirmPassword: z.string({ error: M.requerido }),
    rol: idSchemaRequerido(M.requerido),
    tipoIdentificacion: tipoIdentificacionSchema.optional(),
    identificacion: numericoSchema(LIMITES_USUARIO.identificacionMax).optional(),
    customData: customDataEntradaSchema.partial().optional(),
    /**
     * False: the account starts unverified and the answer carries a one-time verification
     * link (`verificacion.ruta`) for the admin to hand over; no email is sent from here.
     */
    emailVerified: z.boolean().default(true),
  })
  .refine(confirmar, { message: M.passwordsNoCoinciden, path: ['confirmPassword'] });

/** Edit user (spec 5): all of these required; password optional (with confirmation). */
export const actualizarUsuarioBodySchema = z
  .object({
    _id: idSchema,
    email: emailSchema,
    nombre: requerido(LIMITES_USUARIO.nombreMax),
    apellidos: requerido(LIMITES_USUARIO.nombreMax),
    rol: idSchemaRequerido(M.requerido),
    tipoIdentificacion: tipoIdentificacionSchema,
    identificacion: numericoSchema(LIMITES_USUARIO.identificacionMax),
    customData: customDataEntradaSchema,
    password: passwordNuevaSchema.optional(),
    confirmPassword: z.string().optional(),
  })
  .refine(confirmar, { message: M.passwordsNoCoinciden, path: ['confirmPassword'] });

export const CAMPOS_ORDEN_USUARIOS = [
  'identificacion',
  'email',
  'nombre',
  'apellidos',
  'tipoIdentificacion',
  'activo',
] as const;

/**
 * Server-side paging, sorting and search (the list must stay fast with 100,000 users).
 * Defaults are the spec's: page size 10, ordered by identificacion descending.
 */
export const listarUsuariosBodySchema = z
  .object({
    /** 1-based page. */
    pagina: z.number().int().min(1).default(1),
    limite: z
      .number()
      .int()
      .refine(
        (n) => (TAMANOS_PAGINA_USUARIOS as readonly number[]).includes(n),
        'Tamaño de página no válido',
      )
      .default(10),
    ordenarPor: z.enum(CAMPOS_ORDEN_USUARIOS).default('identificacion'),
    direccion: z.enum(['asc', 'desc']).default('desc'),
    /** Matches name, surname, email or identification (case-insensitive, contains). */
    buscar: texto(100).optional(),
    /** Only users of this role (issue 8: the same filter export and bulk actions use). */
    rol: idSchema.optional(),
    /** Only active (true) or inactive (false) users. */
    activo: z.boolean().optional(),
  })
  .default({ pagina: 1, limite: 10, ordenarPor: 'identificacion', direccion: 'desc' });

export const usuariosRoutes = {
  'usuarios.nuevo': defineRoute({
    method: 'POST',
    path: '/api/usuarios/nuevo',
    permission: ['usuarios', 'crear'],
    tag: 'usuarios',
    summary: 'Crea un usuario (rol distinto de ADMINISTRADOR).',
    body: nuevoUsuarioBodySchema,
    response: okSchema.extend({
      data: usuarioSchema,
      /** Present when the account was created unverified: the one-time link's client path. */
      verificacion: z.object({ ruta: z.string(), expira: z.string() }).nullable(),
    }),
  }),
  'usuarios.buscar': defineRoute({
    method: 'POST',
    path: '/api/usuarios/buscar/:id',
    permission: ['usuarios', 'consultar'],
    tag: 'usuarios',
    summary: 'Un usuario por id.',
    params: idParams,
    response: okSchema.extend({ data: usuarioSchema }),
  }),
  'usuarios.listar': defineRoute({
    method: 'POST',
    path: '/api/usuarios/listar',
    permission: ['usuarios', 'consultar'],
    tag: 'usuarios',
    summary:
      'Lista paginada en el servidor (por defecto 10 por página, identificación descendente).',
    body: listarUsuariosBodySchema,
    response: okSchema.extend({
      data: z.object({
        data: z.array(usuarioSchema),
        total: z.number().int(),
        pagina: z.number().int(),
        limite: z.number().int(),
      }),
    }),
  }),
  'usuarios.actualizar': defineRoute({
    method: 'POST',
    path: '/api/usuarios/actualizar',
    permission: ['usuarios', 'editar'],
    tag: 'usuarios',
    summary:
      'Actualiza un usuario. El rol de un ADMINISTRADOR no cambia y nadie pasa a ADMINISTRADOR por aquí.',
    body: actualizarUsuarioBodySchema,
    response: cambioUsuarioSchema,
  }),
  'usuarios.eliminar': defineRoute({
    method: 'POST',
    path: '/api/usuarios/eliminar',
    permission: ['usuarios', 'eliminar'],
    tag: 'usuarios',
    summary: 'Elimina un usuario (nunca el propio).',
    body: z.object({ _id: idSchema }),
    response: cambioUsuarioSchema,
  }),
  'usuarios.updateEstado': defineRoute({
    method: 'POST',
    path: '/api/usuarios/updateEstado',
    permission: ['usuarios', 'desactivar'],
    tag: 'usuarios',
    summary: 'Activa o desactiva un usuario (nunca el propio).',
    body: z.object({ _id: idSchema, activo: z.boolean() }),
    response: cambioUsuarioSchema,
  }),
  'usuarios.asignarCursos': defineRoute({
    method: 'POST',
    path: '/api/usuarios/:id/asignarCursos',
    permission: ['usuarios', 'editar'],
    tag: 'usuarios',
    summary: 'Asigna cursos a un usuario; se suman a los que ya tenía (nunca se quitan).',
    params: idParams,
    body: z.object({ cursoIds: z.array(idSchema).min(1, 'Seleccione al menos un curso').max(200) }),
    response: okSchema.extend({ success: z.literal(true), cursosAsignados: z.array(idSchema) }),
  }),
  'usuarios.perfil': defineRoute({
    method: 'POST',
    path: '/api/usuarios/perfil',
    permission: 'authenticated',
    tag: 'usuarios',
    summary:
      'Guarda el perfil propio (nombre, apellidos, teléfono) y, si se pide, cambia la contraseña verificando la actual.',
    body: z
      .object({
        nombre: requerido(LIMITES_USUARIO.nombreMax),
        apellidos: texto(LIMITES_USUARIO.nombreMax).optional(),
        telefono: z.union([numericoSchema(LIMITES_USUARIO.telefonoMax), z.literal('')]).optional(),
        current: z.string().max(1024).optional(),
        password: passwordNuevaSchema.optional(),
        confirmPassword: z.string().optional(),
      })
      .refine(confirmar, { message: M.perfilPasswordsNoCoinciden, path: ['confirmPassword'] })
      .refine((b) => !b.password || Boolean(b.current), {
        message: M.requerido,
        path: ['current'],
      }),
    response: okSchema.extend({
      token: z.string().nullable(),
      expira: z.string().nullable(),
      data: usuarioSchema,
    }),
  }),
  'usuarios.subirFoto': defineRoute({
    method: 'POST',
    path: '/api/upload-foto',
    permission: 'authenticated',
    tag: 'usuarios',
    consumes: 'multipart',
    summary: 'Sube la foto del perfil propio (campo `file`, JPEG o PNG, máximo 1 MB).',
    response: okSchema.extend({ fileName: z.string(), newFile: z.string(), newPath: z.string() }),
  }),
  'usuarios.foto': defineRoute({
    method: 'GET',
    path: '/api/usuarios/foto/:nombre',
    permission: 'public',
    tag: 'usuarios',
    produces: 'file',
    summary:
      'La imagen de una foto de perfil por su nombre de servidor (aleatorio, no adivinable): las etiquetas <img> no envían el token.',
    params: z.object({ nombre: z.string().regex(/^[a-f0-9]{32}\.(jpg|png)$/) }),
    response: z.unknown(),
  }),
  'usuarios.codigoRestablecimiento': defineRoute({
    method: 'POST',
    path: '/api/usuarios/codigoRestablecimiento',
    permission: ['usuarios', 'editar'],
    tag: 'usuarios',
    summary:
      'Genera un código de restablecimiento de un solo uso para otro usuario (se muestra una vez, para entregarlo en persona); queda en la auditoría.',
    body: z.object({ _id: idSchema }),
    response: okSchema.extend({ codigo: z.string(), expira: z.string() }),
  }),
  'usuarios.desbloquearAcceso': defineRoute({
    method: 'POST',
    path: '/api/usuarios/desbloquearAcceso',
    permission: ['usuarios', 'editar'],
    tag: 'usuarios',
    summary:
      'Borra los intentos fallidos de acceso y de restablecimiento de un usuario, desde cualquier dirección; queda en la auditoría.',
    body: z.object({ _id: idSchema }),
    response: okSchema,
  }),
} as const;
