import { z } from 'zod';
import { ALCANCES } from '../domain/permisos';
import { LIMITES_USUARIO } from '../domain/usuarios';
import { texto } from './campos';
import { MENSAJES_VALIDACION as M } from './mensajes';
import { defineRoute } from './route';
import { idSchema, okSchema, permisoSchema, rolSchema } from './schemas';

/** Role name (spec 5): required, at most 20 characters. */
export const nombreRolSchema = texto(LIMITES_USUARIO.rolNombreMax - 1, {
  tipo: M.requerido,
  max: M.rolNombreMax,
}).min(1, M.requerido);

const idParams = z.object({ id: idSchema });

export const rolesRoutes = {
  'roles.nuevo': defineRoute({
    method: 'POST',
    path: '/api/roles/nuevo',
    permission: ['roles', 'crear'],
    tag: 'roles',
    summary: 'Crea un rol (nombre único sin distinguir mayúsculas); sin permisos si no se dan.',
    body: z.object({
      nombre: nombreRolSchema,
      permisos: z.array(permisoSchema).optional(),
      omitirOrden: z.boolean().default(false),
      alcance: z.enum(ALCANCES).default('todos'),
    }),
    response: okSchema.extend({ data: rolSchema }),
  }),
  'roles.buscar': defineRoute({
    method: 'POST',
    path: '/api/roles/buscar/:id',
    permission: ['roles', 'consultar'],
    tag: 'roles',
    summary: 'Un rol con su matriz de permisos.',
    params: idParams,
    response: okSchema.extend({ data: rolSchema }),
  }),
  'roles.listar': defineRoute({
    method: 'POST',
    path: '/api/roles/listar',
    // The user forms need the role list; it holds no personal data.
    permission: 'authenticated',
    tag: 'roles',
    summary: 'Todos los roles con sus permisos y cuántos usuarios tiene cada uno.',
    response: okSchema.extend({
      data: z.array(rolSchema.extend({ sistema: z.boolean(), usuarios: z.number().int() })),
    }),
  }),
  'roles.actualizar': defineRoute({
    method: 'PUT',
    path: '/api/roles/actualizar/:id',
    permission: ['roles', 'editar'],
    tag: 'roles',
    summary: 'Cambia el nombre y la matriz de permisos. ADMINISTRADOR no se puede modificar.',
    params: idParams,
    body: z.object({
      _id: idSchema.optional(),
      rol: z.object({
        nombre: nombreRolSchema,
        permisos: z.array(permisoSchema),
        omitirOrden: z.boolean().optional(),
        /** Left out: the role keeps its current scope (older clients do not send it). */
        alcance: z.enum(ALCANCES).optional(),
      }),
    }),
    response: okSchema.extend({ data: rolSchema }),
  }),
  'roles.eliminar': defineRoute({
    method: 'POST',
    path: '/api/roles/eliminar/:id',
    permission: ['roles', 'eliminar'],
    tag: 'roles',
    summary:
      'Elimina un rol. Los roles del sistema (ADMINISTRADOR, Estudiante) y los que tienen usuarios no se eliminan.',
    params: idParams,
    body: z.object({ _id: idSchema.optional(), rol: z.unknown().optional() }).optional(),
    response: okSchema,
  }),
} as const;
