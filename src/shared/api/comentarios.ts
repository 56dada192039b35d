import { z } from 'zod';
import { texto as textoCampo, textoMultilinea } from './campos';
import { defineRoute } from './route';
import { idSchema, okSchema } from './schemas';

export const LIMITE_RESPUESTA = 500;
export const LIMITE_TITULO = 150;
export const LIMITE_CONTENIDO = 5000;

export const MENSAJES_FORO = {
  temaIncompleto: 'Completa los campos de Título y Contenido',
  respuestaLarga: 'La respuesta debe tener como máximo 500 caracteres',
  autorDesconocido: 'Desconocido',
} as const;

/** A reply (spec 3): text, time and author. Text is plain text, never HTML. */
export const respuestaSchema = z.object({
  _id: idSchema,
  texto: z.string(),
  timestamp: z.string(),
  user: z.object({ _id: idSchema.nullable(), nombre: z.string().nullable() }),
  puedeEditar: z.boolean(),
  puedeEliminar: z.boolean(),
});

/** A forum topic of one lesson with its replies (oldest first). */
export const temaSchema = z.object({
  _id: idSchema,
  multimedia: idSchema,
  titulo: z.string(),
  contenido: z.string(),
  autor: z.string().nullable(),
  pinned: z.boolean(),
  vistas: z.number().int(),
  timestamp: z.string(),
  respuestas: z.array(respuestaSchema),
  puedeEditar: z.boolean(),
  puedeEliminar: z.boolean(),
});
export type Tema = z.infer<typeof temaSchema>;

const idParams = z.object({ comentarioId: idSchema });

/**
 * The author's own id (a UUID) for one creation: sent again with the same id (a retry, or
 * the desktop outbox replaying a reply after a crash), the server answers the comment it
 * already made and changes nothing. Optional: without it every request creates anew.
 */
const idClienteSchema = z.uuid().optional();

/** New topic (admins only) or reply (anyone who may read the lesson), by `parentId`. */
export const nuevoComentarioSchema = z.union([
  z.object({
    multimedia: idSchema,
    parentId: idSchema,
    idCliente: idClienteSchema,
    texto: textoMultilinea(LIMITE_RESPUESTA, { max: MENSAJES_FORO.respuestaLarga }).min(
      1,
      'Escribe una respuesta',
    ),
  }),
  z.object({
    multimedia: idSchema,
    parentId: z.null().optional(),
    titulo: textoCampo(LIMITE_TITULO, { tipo: MENSAJES_FORO.temaIncompleto }).min(
      1,
      MENSAJES_FORO.temaIncompleto,
    ),
    texto: textoMultilinea(LIMITE_CONTENIDO, { tipo: MENSAJES_FORO.temaIncompleto }).min(
      1,
      MENSAJES_FORO.temaIncompleto,
    ),
    pinned: z.boolean().default(false),
    idCliente: idClienteSchema,
  }),
]);

export const comentariosRoutes = {
  'comentarios.crear': defineRoute({
    method: 'POST',
    path: '/api/comentarios',
    permission: ['comentarios', 'consultar'],
    tag: 'comentarios',
    summary:
      'Crea un tema (solo ADMINISTRADOR) o una respuesta (máx. 500 caracteres) en el foro de una lección. Con `idCliente` (UUID), repetir la petición responde el comentario ya creado sin crear otro.',
    body: nuevoComentarioSchema,
    response: okSchema.extend({ data: temaSchema }),
  }),
  'comentarios.actualizar': defineRoute({
    method: 'PUT',
    path: '/api/comentarios/:comentarioId',
    permission: ['comentarios', 'consultar'],
    tag: 'comentarios',
    summary: 'Edita el texto (y el título de un tema): su autor, o quien tenga comentarios.editar.',
    params: idParams,
    body: z.object({
      texto: textoMultilinea(LIMITE_CONTENIDO).min(1),
      titulo: textoCampo(LIMITE_TITULO).min(1).optional(),
    }),
    response: okSchema.extend({ data: temaSchema }),
  }),
  'comentarios.patch': defineRoute({
    method: 'PATCH',
    path: '/api/comentarios/:comentarioId',
    permission: ['comentarios', 'consultar'],
    tag: 'comentarios',
    summary: 'Fija o suelta un tema (solo ADMINISTRADOR) o cuenta una vista (una por lector).',
    params: idParams,
    body: z.object({ pinned: z.boolean().optional(), visto: z.literal(true).optional() }),
    response: okSchema.extend({ data: temaSchema }),
  }),
  'comentarios.borrar': defineRoute({
    method: 'DELETE',
    path: '/api/comentarios/:comentarioId',
    permission: ['comentarios', 'consultar'],
    tag: 'comentarios',
    summary:
      'Borra un comentario: un tema solo ADMINISTRADOR; una respuesta su autor o quien tenga comentarios.eliminar.',
    params: idParams,
    response: okSchema,
  }),
  'comentarios.filtrar': defineRoute({
    method: 'POST',
    path: '/api/comentarios/filtrar',
    permission: ['comentarios', 'consultar'],
    tag: 'comentarios',
    summary:
      'Los temas del foro de una lección (fijados primero, luego los más recientes) con sus respuestas. Respuesta: un arreglo.',
    body: z.object({ multimedia: idSchema }),
    response: z.array(temaSchema),
  }),
} as const;
