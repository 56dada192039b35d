import { z } from 'zod';
import { LIMITES_CURSO, MENSAJES_CURSO } from '../domain/cursos';
import { texto, textoMultilinea } from './campos';
import { MENSAJES_VALIDACION as M } from './mensajes';
import { defineRoute } from './route';
import { idSchema, okSchema } from './schemas';

export const adjuntoSchema = z.object({
  filename: z.string(),
  serverFilename: z.string(),
  descripcion: z.string(),
  /** Signed download URL for the caller (attachments are course material). */
  url: z.string(),
});

/** A course as the API returns it (spec 3, Course), with the caller's progress and access. */
export const cursoSchema = z.object({
  _id: idSchema,
  id: idSchema,
  codigo: z.string(),
  nombre: z.string(),
  descripcion: z.string(),
  /** Rich HTML, sanitized when stored (and again when rendered). */
  descripcion2: z.string(),
  objetivos: z.string(),
  metodologia: z.string(),
  imagenFondo: z.string().nullable(),
  /** `/api/file/<imagenFondo>` or null. */
  srcImagenFondo: z.string().nullable(),
  colorFondoTarjeta: z.string(),
  colorTextoTarjeta: z.string(),
  moduleSubtitles: z.record(z.string(), z.string()),
  adjuntos: z.array(adjuntoSchema),
  estado: z.boolean(),
  disco: z.string().nullable(),
  memoria: z.string().nullable(),
  lastEdit: z.string(),
  /** The caller's progress in this course, 0–100 (syllabus excluded). */
  overallProgress: z.number(),
  /** Whether the caller may open it (assigned, or an administrator). */
  asignado: z.boolean(),
});
export type Curso = z.infer<typeof cursoSchema>;

const codigo = texto(LIMITES_CURSO.codigoMax, {
  tipo: M.requerido,
  max: MENSAJES_CURSO.nombreMax,
}).min(1, M.requerido);
const nombre = texto(LIMITES_CURSO.nombreMax, {
  tipo: M.requerido,
  max: MENSAJES_CURSO.nombreMax,
}).min(1, M.requerido);
const descripcion = textoMultilinea(LIMITES_CURSO.descripcionMax, {
  max: MENSAJES_CURSO.descripcionMax,
});
/** A server file name returned by POST /api/upload (the background image). */
const archivoServidor = z.string().regex(/^[a-f0-9]{32}\.[a-z0-9]{2,5}$/, 'Archivo no válido');
const color = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Color no válido');

export const cursoEntradaSchema = z.object({
  codigo,
  nombre,
  descripcion: descripcion.default(''),
  imagenFondo: archivoServidor.nullable().optional(),
  /** Default: the next colour of the six-colour cycle. */
  colorFondoTarjeta: color.optional(),
});

const idBody = z.object({ _id: idSchema });

/** Page sizes the course list offers (issue 18); the server's default is the first. */
export const TAMANOS_PAGINA_CURSOS = [24, 48, 96] as const;

/**
 * Optional paging and search of POST /api/cursos/listar (issue 18). Without `pagina` and
 * `porPagina` the answer is every course, as the spec's callers (desktop sync, menus,
 * pickers) expect; `buscar` narrows either form.
 */
export const listarCursosBodySchema = z
  .object({
    /** 1-based page; asking for one (or for `porPagina`) pages the answer. */
    pagina: z.number().int().min(1).max(100_000).optional(),
    porPagina: z.number().int().min(1).max(100).optional(),
    /** Contains, in code or name; case and accents ignored. */
    buscar: texto(100).optional(),
  })
  .default({});
export type ListarCursosBody = z.input<typeof listarCursosBodySchema>;
const cursoRespuesta = okSchema.extend({ data: cursoSchema });

export const solicitudCursoSchema = z.object({
  _id: idSchema,
  usuario: z.object({ _id: idSchema, nombre: z.string(), email: z.string() }),
  curso: z.object({ _id: idSchema, codigo: z.string(), nombre: z.string() }),
  estado: z.enum(['pendiente', 'aprobada']),
  creadaEn: z.string(),
  aprobarEn: z.string(),
});

export const cursosRoutes = {
  'cursos.nuevo': defineRoute({
    method: 'POST',
    path: '/api/cursos/nuevo',
    permission: ['cursos', 'crear'],
    tag: 'cursos',
    summary: 'Crea un curso o módulo (estado activo; color siguiente del ciclo si no se da).',
    body: cursoEntradaSchema,
    response: cursoRespuesta,
  }),
  'cursos.buscar': defineRoute({
    method: 'POST',
    path: '/api/cursos/buscar/',
    permission: ['cursos', 'consultar'],
    tag: 'cursos',
    summary: 'Un curso con su información general y adjuntos (solo si el usuario tiene acceso).',
    body: idBody,
    response: cursoRespuesta,
  }),
  'cursos.listar': defineRoute({
    method: 'POST',
    path: '/api/cursos/listar',
    permission: ['cursos', 'consultar'],
    tag: 'cursos',
    summary:
      'Los cursos (activos para quien no es administrador) con el progreso y el acceso del usuario; todos, o una página (pagina, porPagina) y un texto a buscar en código o nombre.',
    body: listarCursosBodySchema,
    response: okSchema.extend({
      data: z.object({
        data: z.array(cursoSchema),
        /** How many courses match the search in all pages. */
        total: z.number().int(),
        /** The page answered (1 when not paged). */
        pagina: z.number().int(),
        /** Its size (the whole answer's when not paged). */
        porPagina: z.number().int(),
        /**
         * How many of the caller's visible courses they may open, search aside: the
         * client's 'Desbloquear mi curso' needs it without loading every course.
         */
        abiertos: z.number().int(),
      }),
    }),
  }),
  'cursos.actualizar': defineRoute({
    method: 'POST',
    path: '/api/cursos/actualizar',
    permission: ['cursos', 'editar'],
    tag: 'cursos',
    summary: 'Cambia código, nombre, descripción, imagen de fondo o color de un curso.',
    body: cursoEntradaSchema.extend({ _id: idSchema }),
    response: cursoRespuesta,
  }),
  'cursos.eliminar': defineRoute({
    method: 'POST',
    path: '/api/cursos/eliminar',
    permission: ['cursos', 'eliminar'],
    tag: 'cursos',
    summary:
      'Elimina un curso, sus adjuntos y asignaciones; sus lecciones quedan sin curso (no se pierden).',
    body: idBody,
    response: okSchema,
  }),
  'cursos.updateEstado': defineRoute({
    method: 'POST',
    path: '/api/cursos/updateEstado',
    permission: ['cursos', 'desactivar'],
    tag: 'cursos',
    summary: 'Activa o desactiva un curso (los inactivos no se muestran a los aprendices).',
    body: z.object({ _id: idSchema, estado: z.boolean() }),
    response: cursoRespuesta,
  }),
  'cursos.actualizarInfoGeneral': defineRoute({
    method: 'POST',
    path: '/api/cursos/actualizarInfoGeneral',
    permission: ['cursos', 'editar'],
    tag: 'cursos',
    summary:
      'Guarda descripción, objetivos y metodología (HTML enriquecido, saneado en el servidor: sin scripts, eventos ni javascript:).',
    body: z.object({
      _id: idSchema,
      descripcion2: textoMultilinea(LIMITES_CURSO.htmlMax),
      objetivos: textoMultilinea(LIMITES_CURSO.htmlMax),
      metodologia: textoMultilinea(LIMITES_CURSO.htmlMax),
    }),
    response: cursoRespuesta,
  }),
  'cursos.subirAdjunto': defineRoute({
    method: 'POST',
    path: '/api/cursos/subirAdjunto',
    permission: ['cursos', 'editar'],
    tag: 'cursos',
    consumes: 'multipart',
    summary:
      'Adjunta un archivo (PDF, imagen, audio o video; máx. 50 MB) a un curso. Campos: _id, descripcionAdjunto y, al final, file.',
    response: okSchema.extend({ curso: cursoSchema }),
  }),
  'cursos.borrarAdjunto': defineRoute({
    method: 'POST',
    path: '/api/cursos/borrarAdjunto',
    permission: ['cursos', 'editar'],
    tag: 'cursos',
    summary: 'Quita un adjunto del curso y borra su archivo.',
    body: z.object({ _id: idSchema, serverFilename: texto(100).min(1) }),
    response: okSchema.extend({ curso: cursoSchema }),
  }),
  'cursos.moduleSubtitle': defineRoute({
    method: 'PUT',
    path: '/api/cursos/:id/moduleSubtitle',
    permission: ['cursos', 'editar'],
    tag: 'cursos',
    summary: 'Pone (o quita, con texto vacío) el subtítulo de un módulo del curso.',
    params: z.object({ id: idSchema }),
    body: z.object({
      moduleKey: texto(20).min(1),
      subtitle: texto(LIMITES_CURSO.subtituloMax),
    }),
    response: okSchema.extend({
      success: z.literal(true),
      moduleSubtitles: z.record(z.string(), z.string()),
    }),
  }),
  'cursos.archivo': defineRoute({
    method: 'GET',
    path: '/api/file/:name',
    permission: 'public',
    tag: 'cursos',
    produces: 'file',
    summary:
      'Imagen de fondo de un curso por su nombre de servidor (aleatorio; las etiquetas <img> no envían el token).',
    params: z.object({ name: archivoServidor }),
    response: z.unknown(),
  }),
  'cursos.adjunto': defineRoute({
    method: 'GET',
    path: '/api/cursos/adjunto/:serverFilename',
    permission: ['cursos', 'consultar'],
    firmaEnUrl: true,
    tag: 'cursos',
    produces: 'file',
    summary:
      'Descarga un adjunto (solo con acceso al curso). Acepta la URL firmada que trae el curso en adjuntos[].url.',
    params: z.object({ serverFilename: archivoServidor }),
    response: z.unknown(),
  }),
  'cursos.solicitar': defineRoute({
    method: 'POST',
    path: '/api/cursos/solicitar',
    permission: ['cursos', 'consultar'],
    tag: 'cursos',
    summary:
      'Un aprendiz pide desbloquear un curso: la solicitud se guarda y se aprueba sola tras la demora configurada.',
    body: z.object({ cursoId: idSchema }),
    response: okSchema.extend({ solicitud: solicitudCursoSchema }),
  }),
  'cursos.solicitudes': defineRoute({
    method: 'POST',
    path: '/api/cursos/solicitudes',
    permission: ['usuarios', 'editar'],
    tag: 'cursos',
    summary: 'Solicitudes de desbloqueo pendientes (para administradores).',
    response: okSchema.extend({ data: z.array(solicitudCursoSchema) }),
  }),
} as const;
