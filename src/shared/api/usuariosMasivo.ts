import { z } from 'zod';
import { MASIVO_MAX_IDS } from '../domain/importacion';
import { texto } from './campos';
import { defineRoute } from './route';
import { idSchema, okSchema } from './schemas';

/**
 * Export and bulk actions on users (issue 8). The filter is the users list's: the same
 * search (and optional role / state) the admin sees, so "select all N matching" and
 * "export" act on exactly that list.
 */
export const filtroUsuariosSchema = z.object({
  /** Matches name, surname, email or identification (case-insensitive, contains). */
  buscar: texto(100).optional(),
  /** Only users of this role. */
  rol: idSchema.optional(),
  /** Only active (true) or inactive (false) users. */
  activo: z.boolean().optional(),
});
export type FiltroUsuarios = z.infer<typeof filtroUsuariosSchema>;

/**
 * Which users a bulk action touches: explicit ids (checkboxes), or everyone matching the
 * filter minus the ones unticked. `total` is the count the admin saw: if the filter now
 * matches a different number, the server refuses (409) instead of acting on users the
 * admin never saw.
 */
export const seleccionUsuariosSchema = z.union([
  z.object({
    ids: z
      .array(idSchema)
      .min(1, 'Seleccione al menos un usuario')
      .max(MASIVO_MAX_IDS, `Seleccione como máximo ${MASIVO_MAX_IDS} usuarios`),
  }),
  z.object({
    filtro: filtroUsuariosSchema,
    excluir: z.array(idSchema).max(MASIVO_MAX_IDS).default([]),
    total: z.number().int().min(0),
  }),
]);
export type SeleccionUsuarios = z.input<typeof seleccionUsuariosSchema>;

/** What every bulk action answers: how many were changed and which were refused, why. */
export const resultadoMasivoSchema = okSchema.extend({
  /** Users the action changed (or deleted). */
  aplicados: z.number().int(),
  /** Users that already were in the requested state (nothing to do). */
  sinCambios: z.number().int(),
  /** Total refused; `rechazados` lists at most MASIVO_MAX_RECHAZOS_LISTADOS of them. */
  totalRechazados: z.number().int(),
  rechazados: z.array(
    z.object({ _id: idSchema, email: z.string(), nombre: z.string(), motivo: z.string() }),
  ),
});
export type ResultadoMasivo = z.infer<typeof resultadoMasivoSchema>;

export const usuariosMasivoRoutes = {
  'usuarios.exportar': defineRoute({
    method: 'POST',
    path: '/api/usuarios/exportar',
    permission: ['usuarios', 'consultar'],
    tag: 'usuarios',
    produces: 'file',
    summary:
      'CSV de los usuarios que coinciden con el filtro (encabezados de la importación, `;`, UTF-8 con BOM): se abre en una hoja de cálculo con tildes y se puede volver a importar.',
    body: filtroUsuariosSchema.default({}),
    response: z.unknown(),
  }),
  'usuarios.masivo.estado': defineRoute({
    method: 'POST',
    path: '/api/usuarios/masivo/estado',
    permission: ['usuarios', 'desactivar'],
    tag: 'usuarios',
    summary:
      'Activa o desactiva muchos usuarios (nunca el propio ni el último ADMINISTRADOR activo).',
    body: z.object({ seleccion: seleccionUsuariosSchema, activo: z.boolean() }),
    response: resultadoMasivoSchema,
  }),
  'usuarios.masivo.cursos': defineRoute({
    method: 'POST',
    path: '/api/usuarios/masivo/cursos',
    permission: ['usuarios', 'editar'],
    tag: 'usuarios',
    summary: 'Asigna cursos a muchos usuarios; se suman a los que ya tenían (nunca se quitan).',
    body: z.object({
      seleccion: seleccionUsuariosSchema,
      cursoIds: z.array(idSchema).min(1, 'Seleccione al menos un curso').max(200),
    }),
    response: resultadoMasivoSchema,
  }),
  'usuarios.masivo.rol': defineRoute({
    method: 'POST',
    path: '/api/usuarios/masivo/rol',
    permission: ['usuarios', 'editar'],
    tag: 'usuarios',
    summary:
      'Cambia el rol de muchos usuarios (nunca a ADMINISTRADOR, nunca el de un ADMINISTRADOR ni el propio).',
    body: z.object({ seleccion: seleccionUsuariosSchema, rol: idSchema }),
    response: resultadoMasivoSchema,
  }),
  'usuarios.masivo.eliminar': defineRoute({
    method: 'POST',
    path: '/api/usuarios/masivo/eliminar',
    permission: ['usuarios', 'eliminar'],
    tag: 'usuarios',
    summary:
      'Elimina muchos usuarios de forma irreversible (nunca el propio ni el último ADMINISTRADOR activo).',
    body: z.object({ seleccion: seleccionUsuariosSchema }),
    response: resultadoMasivoSchema,
  }),
} as const;
