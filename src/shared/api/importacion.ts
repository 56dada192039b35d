import { z } from 'zod';
import {
  ESTADOS_FILA,
  ESTADOS_LOTE,
  FASES_LOTE,
  FILAS_POR_PAGINA_IMPORTACION,
  MODOS_IMPORTACION,
} from '../domain/importacion';
import { defineRoute } from './route';
import { idSchema, okSchema } from './schemas';

/**
 * Users import (issue 8): upload → dry run (a lote in state validado) → confirm → a job
 * that hashes passwords off the request thread and writes in one transaction → undo.
 */

const conteoSchema = z.object({
  nuevo: z.number().int(),
  actualizado: z.number().int(),
  sinCambios: z.number().int(),
  error: z.number().int(),
});

/** One import batch as every import route answers it. */
export const loteSchema = z.object({
  id: idSchema,
  estado: z.enum(ESTADOS_LOTE),
  /** Set at confirm; null while only validated. */
  modo: z.enum(MODOS_IMPORTACION).nullable(),
  reemplazarCursos: z.boolean(),
  archivoNombre: z.string(),
  codificacion: z.enum(['utf-8', 'utf-8-bom', 'windows-1252']),
  delimitador: z.string(),
  /** Headers of the file that map to no field (ignored, shown as a warning). */
  desconocidas: z.array(z.string()),
  /** Data rows in the file (blank lines not counted). */
  total: z.number().int(),
  /**
   * New users the file gives no "Tipo de registro" (column or cell missing): they are created
   * as Estudiante, and the dry run says so (issue 16).
   */
  tipoRegistroPredeterminado: z.number().int(),
  /** The dry run's counts. */
  conteo: conteoSchema,
  /** Progress while en_curso: rows whose work in the current phase is done, out of `aplicar`. */
  fase: z.enum(FASES_LOTE).nullable(),
  procesadas: z.number().int(),
  /** Rows the confirmed mode applies (nuevo, plus actualizado in nuevosYActualizar). */
  aplicar: z.number().int(),
  /** After completado: what was written. */
  creados: z.number().int(),
  actualizados: z.number().int(),
  /** Undo: how many created users were deleted and how many were kept (they logged in…). */
  deshechos: z.number().int(),
  /** Spanish reason when fallido. */
  error: z.string().nullable(),
  creadoPor: z.object({ _id: idSchema, nombre: z.string() }),
  creadoEn: z.string(),
  terminadoEn: z.string().nullable(),
  /** Generated initial passwords still valid (users who have not changed them yet). */
  credencialesPendientes: z.number().int(),
});
export type Lote = z.infer<typeof loteSchema>;

/** One row of the preview table. */
export const filaImportacionSchema = z.object({
  /** Spreadsheet row number (header = 1). */
  fila: z.number().int(),
  estado: z.enum(ESTADOS_FILA),
  email: z.string(),
  nombre: z.string(),
  /** Spanish reasons ("Campo: mensaje"), only for estado error. */
  errores: z.array(z.string()),
  /** Field names (spec's) that would change, only for estado actualizado. */
  cambios: z.array(z.string()),
});
export type FilaImportacion = z.infer<typeof filaImportacionSchema>;

const loteParams = z.object({ lote: idSchema });
const loteRespuesta = okSchema.extend({ data: loteSchema });

export const filasBodySchema = z
  .object({
    pagina: z.number().int().min(1).default(1),
    limite: z.number().int().min(1).max(200).default(FILAS_POR_PAGINA_IMPORTACION),
    estado: z.enum(ESTADOS_FILA).optional(),
  })
  .default({ pagina: 1, limite: FILAS_POR_PAGINA_IMPORTACION });

export const importacionRoutes = {
  'importacion.plantilla': defineRoute({
    method: 'GET',
    path: '/api/usuarios/importar/plantilla.csv',
    permission: ['usuarios', 'crear'],
    tag: 'usuarios',
    produces: 'file',
    summary: 'Plantilla CSV (UTF-8 con BOM, `;`) con los encabezados y una fila de ejemplo.',
    response: z.unknown(),
  }),
  'importacion.validar': defineRoute({
    method: 'POST',
    path: '/api/usuarios/importar/validar',
    permission: ['usuarios', 'crear'],
    tag: 'usuarios',
    consumes: 'multipart',
    summary:
      'Simulación completa: lee el CSV (campo `file`, máx. 10 MB; antes, opcional `reemplazarCursos` = "true") y valida cada fila sin escribir nada. Devuelve el lote y la primera página de filas.',
    response: okSchema.extend({
      data: loteSchema,
      filas: z.array(filaImportacionSchema),
    }),
  }),
  'importacion.lotes': defineRoute({
    method: 'POST',
    path: '/api/usuarios/importar/lotes',
    permission: ['usuarios', 'crear'],
    tag: 'usuarios',
    summary: 'Historial de importaciones (más recientes primero): quién, cuándo, conteos y estado.',
    body: z
      .object({
        pagina: z.number().int().min(1).default(1),
        limite: z.number().int().min(1).max(100).default(10),
      })
      .default({ pagina: 1, limite: 10 }),
    response: okSchema.extend({ data: z.array(loteSchema), total: z.number().int() }),
  }),
  'importacion.estado': defineRoute({
    method: 'GET',
    path: '/api/usuarios/importar/:lote',
    permission: ['usuarios', 'crear'],
    tag: 'usuarios',
    summary: 'Estado y progreso de una importación.',
    params: loteParams,
    response: loteRespuesta,
  }),
  'importacion.filas': defineRoute({
    method: 'POST',
    path: '/api/usuarios/importar/:lote/filas',
    permission: ['usuarios', 'crear'],
    tag: 'usuarios',
    summary: 'Filas de la simulación, paginadas, opcionalmente por estado.',
    params: loteParams,
    body: filasBodySchema,
    response: okSchema.extend({ data: z.array(filaImportacionSchema), total: z.number().int() }),
  }),
  'importacion.errores': defineRoute({
    method: 'GET',
    path: '/api/usuarios/importar/:lote/errores.csv',
    permission: ['usuarios', 'crear'],
    tag: 'usuarios',
    produces: 'file',
    summary:
      'Informe de errores: las filas con error tal como venían más la columna `errores`, para corregir y volver a importar.',
    params: loteParams,
    response: z.unknown(),
  }),
  'importacion.confirmar': defineRoute({
    method: 'POST',
    path: '/api/usuarios/importar/:lote/confirmar',
    permission: ['usuarios', 'crear'],
    tag: 'usuarios',
    summary:
      'Aplica exactamente lo simulado (revalida; 409 si los datos cambiaron). Actualizar usuarios exige además usuarios/editar. Responde enseguida; el progreso se consulta con el estado.',
    params: loteParams,
    body: z.object({ modo: z.enum(MODOS_IMPORTACION) }),
    response: loteRespuesta,
  }),
  'importacion.cancelar': defineRoute({
    method: 'POST',
    path: '/api/usuarios/importar/:lote/cancelar',
    permission: ['usuarios', 'crear'],
    tag: 'usuarios',
    summary: 'Cancela una importación en curso: no queda nada a medias (se revierte todo el lote).',
    params: loteParams,
    response: loteRespuesta,
  }),
  'importacion.deshacer': defineRoute({
    method: 'POST',
    path: '/api/usuarios/importar/:lote/deshacer',
    permission: ['usuarios', 'eliminar'],
    tag: 'usuarios',
    summary:
      'Elimina los usuarios creados por el lote que nunca iniciaron sesión; informa cuáles se conservaron y por qué.',
    params: loteParams,
    response: loteRespuesta.extend({
      eliminados: z.number().int(),
      conservados: z.array(z.object({ email: z.string(), motivo: z.string() })),
    }),
  }),
  'importacion.credenciales': defineRoute({
    method: 'GET',
    path: '/api/usuarios/importar/:lote/credenciales.csv',
    permission: ['usuarios', 'crear'],
    tag: 'usuarios',
    produces: 'file',
    summary:
      'Contraseñas iniciales generadas del lote (solo las de usuarios que aún no la cambiaron), para imprimir o entregar.',
    params: loteParams,
    response: z.unknown(),
  }),
  'importacion.credencialesLista': defineRoute({
    method: 'GET',
    path: '/api/usuarios/importar/:lote/credenciales',
    permission: ['usuarios', 'crear'],
    tag: 'usuarios',
    summary: 'Las mismas credenciales pendientes en JSON, para la hoja imprimible.',
    params: loteParams,
    response: okSchema.extend({
      data: z.array(z.object({ email: z.string(), nombre: z.string(), password: z.string() })),
    }),
  }),
} as const;
