import { z } from 'zod';
import { LIMITES_MULTIMEDIA, MENSAJES_MULTIMEDIA, TIPOS_MEDIA } from '../domain/multimedias';
import { ESTADOS_PROGRESO } from '../domain/progreso';
import { MENSAJE_CARACTERES_CONTROL, SIN_CONTROL, texto, textoMultilinea } from './campos';
import { MENSAJES_VALIDACION as M } from './mensajes';
import { defineRoute } from './route';
import { idSchema, okSchema } from './schemas';
import { subtituloSchema } from './subtitulos';

/** A lesson as the API returns it (spec 3, Multimedia), seen by one caller. */
export const multimediaSchema = z.object({
  _id: idSchema,
  nombre: z.string(),
  descripcion: z.string(),
  tipoMedia: z.enum(TIPOS_MEDIA),
  /** File format from its content: 'pdf', 'mp4', 'mp3', 'jpg', 'png'; null for links. */
  formato: z.string().nullable(),
  curso: z.object({ _id: idSchema, nombre: z.string() }).nullable(),
  user: z.object({ nombre: z.string() }).nullable(),
  tags: z.array(z.string()),
  /**
   * What the player loads. `src` is a signed URL of GET /api/plyr/{id} for this caller
   * (media elements cannot send the token); `link` for link lessons.
   */
  sources: z.object({
    src: z.string().nullable(),
    srcType: z.string().nullable(),
    link: z.string().nullable(),
  }),
  link: z.object({ link: z.string() }).nullable(),
  /** Server file name, or null for link lessons. */
  file: z.string().nullable(),
  tipoArchivo: z.string().nullable(),
  /** Size of the stored file in bytes (downloads show it). */
  tamano: z.number().nullable(),
  numVisto: z.number().int(),
  calificaciones: z.object({
    likes: z.number().int(),
    noLikes: z.number().int(),
    /** The caller's own rating. */
    mia: z.enum(['like', 'nolike']).nullable(),
  }),
  timestamp: z.string(),
  /** The caller's progress on this lesson. */
  progreso: z.enum(ESTADOS_PROGRESO),
  progress: z.number(),
  isCompleted: z.boolean(),
  /**
   * Sequential access for this caller: null when the lesson opens; otherwise the lesson to
   * finish first and its percent (the card explains the lock). Syllabus: always null.
   */
  bloqueo: z
    .object({ anterior: z.object({ _id: idSchema, nombre: z.string(), porcentaje: z.number() }) })
    .nullable(),
  /** Caption files of a video lesson, one per language (issue 16); [] for other lessons. */
  subtitulos: z.array(subtituloSchema).default([]),
});
export type Multimedia = z.infer<typeof multimediaSchema>;

const url = z
  .url({ error: MENSAJES_MULTIMEDIA.enlaceInvalido, protocol: /^https?$/ })
  .regex(SIN_CONTROL, MENSAJE_CARACTERES_CONTROL);
const archivoServidor = z.string().regex(/^[a-f0-9]{32}\.[a-z0-9]{2,5}$/, 'Archivo no válido');

/**
 * A new or edited lesson: a file lesson names the server file returned by
 * POST /api/uploadmultimedia (its type comes from the file); a link lesson has tipoMedia
 * 'link' and a valid http(s) URL.
 */
export const multimediaEntradaSchema = z
  .object({
    nombre: texto(LIMITES_MULTIMEDIA.nombreMax, { tipo: M.requerido }).min(1, M.requerido),
    descripcion: textoMultilinea(LIMITES_MULTIMEDIA.descripcionMax, {
      max: 'La descripción debe tener menos de 500 caracteres',
    }).default(''),
    curso: idSchema.nullable().default(null),
    tags: z
      .array(texto(LIMITES_MULTIMEDIA.tagMax).min(1))
      .max(LIMITES_MULTIMEDIA.tagsMax)
      .default([]),
    tipoMedia: z.enum(TIPOS_MEDIA).optional(),
    file: archivoServidor.nullable().optional(),
    link: url.nullable().optional(),
  })
  .refine((m) => (m.tipoMedia === 'link' ? Boolean(m.link) : Boolean(m.file)), {
    message: 'Seleccione un archivo o, para un enlace, escriba la dirección.',
    path: ['file'],
  });

/** Query of GET /api/multimedias/filtrar (spec 7), with the defaults of spec 4. */
export const filtroMultimediasSchema = z.object({
  fechaIni: z.iso.datetime({ offset: true }).optional(),
  fechaFin: z.iso.datetime({ offset: true }).optional(),
  inicio: z.coerce.number().int().min(0).default(0),
  fin: z.coerce.number().int().min(1).max(1000).default(100),
  /** Kept for compatibility with the old clients (they send -10); not used for paging. */
  resultados: z.coerce.number().int().optional(),
  /** Comma-joined lists. */
  tipoMedia: texto(200).optional(),
  cursos: texto(2000).optional(),
  tags: texto(1000).optional(),
  nombre: texto(200).optional(),
  /** 'sin-curso' lists lessons without a course ('MULTIMEDIAS SIN CURSO'). */
  sinCurso: z.enum(['true', 'false']).optional(),
});

export const grupoBibliotecaSchema = z.object({
  curso: z.object({ _id: idSchema, nombre: z.string() }).nullable(),
  multimedias: z.array(multimediaSchema),
  total: z.number().int(),
});

const idParams = z.object({ multimediaId: idSchema });
const multimediaRespuesta = okSchema.extend({ data: multimediaSchema });

export const multimediasRoutes = {
  'multimedias.filtrar': defineRoute({
    method: 'GET',
    path: '/api/multimedias/filtrar',
    permission: ['multimedias', 'consultar'],
    tag: 'multimedias',
    summary:
      'Lecciones por fecha, tipo, curso, etiquetas y nombre, paginadas por inicio/fin (de los cursos que el usuario puede ver).',
    query: filtroMultimediasSchema,
    response: okSchema.extend({ data: z.array(multimediaSchema), total: z.number().int() }),
  }),
  'multimedias.filtrarCompleto': defineRoute({
    method: 'GET',
    path: '/api/multimedias/filtrarCompleto',
    permission: ['multimedias', 'consultar'],
    tag: 'multimedias',
    summary: "Biblioteca: lecciones agrupadas por curso (o 'MULTIMEDIAS SIN CURSO') con su total.",
    query: filtroMultimediasSchema,
    response: okSchema.extend({ data: z.array(grupoBibliotecaSchema) }),
  }),
  'multimedias.obtener': defineRoute({
    method: 'GET',
    path: '/api/multimedias/:multimediaId',
    permission: ['multimedias', 'consultar'],
    tag: 'multimedias',
    summary: 'Una lección (solo de un curso al que el usuario tiene acceso).',
    params: idParams,
    response: multimediaRespuesta,
  }),
  'multimedias.crear': defineRoute({
    method: 'POST',
    path: '/api/multimedias',
    permission: ['multimedias', 'crear'],
    tag: 'multimedias',
    summary: 'Crea una lección de archivo (subido antes) o de enlace.',
    body: multimediaEntradaSchema,
    response: multimediaRespuesta,
  }),
  'multimedias.actualizar': defineRoute({
    method: 'PUT',
    path: '/api/multimedias/:multimediaId',
    permission: ['multimedias', 'editar'],
    tag: 'multimedias',
    summary: 'Edita una lección; con otro archivo, el anterior se borra.',
    params: idParams,
    body: z.object({ _id: idSchema.optional(), multimedia: multimediaEntradaSchema }),
    response: multimediaRespuesta,
  }),
  'multimedias.patch': defineRoute({
    method: 'PATCH',
    path: '/api/multimedias/:multimediaId',
    permission: ['multimedias', 'consultar'],
    tag: 'multimedias',
    summary:
      'Vistas y valoraciones: `visto` cuenta una apertura por usuario y sesión; `calificacion` guarda una valoración por usuario (cambiarla la reemplaza; null la quita).',
    params: idParams,
    body: z.object({
      _id: idSchema.optional(),
      multimediaFields: z.object({
        visto: z.literal(true).optional(),
        calificacion: z.enum(['like', 'nolike']).nullable().optional(),
      }),
    }),
    response: multimediaRespuesta,
  }),
  'multimedias.borrar': defineRoute({
    method: 'DELETE',
    path: '/api/multimedias/borrar/:multimediaId',
    permission: ['multimedias', 'eliminar'],
    tag: 'multimedias',
    summary: 'Elimina una lección y su archivo (irreversible).',
    params: idParams,
    response: okSchema,
  }),
  'multimedias.plyr': defineRoute({
    method: 'GET',
    path: '/api/plyr/:id',
    permission: ['multimedias', 'consultar'],
    firmaEnUrl: true,
    tag: 'multimedias',
    produces: 'file',
    summary:
      'Transmite el archivo de una lección con HTTP Range (206), cabeceras x-filename y content-type. `?descargar=1` pide descarga (los videos no se descargan). Acepta la URL firmada de sources.src.',
    params: z.object({ id: idSchema }),
    query: z.object({ descargar: z.enum(['0', '1']).optional(), firma: texto(2000).optional() }),
    response: z.unknown(),
  }),
} as const;
