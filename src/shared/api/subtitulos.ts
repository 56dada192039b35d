import { z } from 'zod';
import { IDIOMA_SUBTITULO, LIMITES_SUBTITULOS, MENSAJES_SUBTITULOS } from '../domain/subtitulos';
import { texto } from './campos';
import { defineRoute } from './route';
import { idSchema, okSchema } from './schemas';

/** One caption file of a video lesson, as the lesson's API answer lists it (issue 16). */
export const subtituloSchema = z.object({
  /** BCP-47 tag: the <track>'s srclang. */
  idioma: z.string(),
  /** What the player's CC menu shows. */
  etiqueta: z.string(),
  /** URL of GET /api/subtitulos/{multimediaId}/{idioma}, signed for this caller. */
  src: z.string(),
  tamano: z.number().int(),
});
export type Subtitulo = z.infer<typeof subtituloSchema>;

const idiomaSchema = z.string().regex(IDIOMA_SUBTITULO, MENSAJES_SUBTITULOS.idiomaInvalido);
const params = z.object({ multimediaId: idSchema, idioma: idiomaSchema });

export const subtitulosRoutes = {
  'subtitulos.subir': defineRoute({
    method: 'PUT',
    path: '/api/multimedias/:multimediaId/subtitulos/:idioma',
    permission: ['multimedias', 'editar'],
    tag: 'multimedias',
    consumes: 'multipart',
    summary:
      'Sube (o reemplaza) el archivo WebVTT de subtítulos de una lección de video en un idioma (campo file, UTF-8, máx. 512 KB; ?etiqueta= opcional). Se valida como WebVTT; los errores nombran la línea.',
    // The language is checked by the handler once the form was read: a malformed upload is
    // answered as such (400/415) whatever its path, like every upload route.
    params: z.object({ multimediaId: idSchema, idioma: texto(40) }),
    query: z.object({
      etiqueta: texto(LIMITES_SUBTITULOS.etiquetaMax, {
        max: MENSAJES_SUBTITULOS.etiquetaLarga,
      }).optional(),
    }),
    response: okSchema.extend({ data: subtituloSchema }),
  }),
  'subtitulos.borrar': defineRoute({
    method: 'DELETE',
    path: '/api/multimedias/:multimediaId/subtitulos/:idioma',
    permission: ['multimedias', 'editar'],
    tag: 'multimedias',
    summary: 'Quita los subtítulos de una lección en un idioma (y su archivo).',
    params,
    response: okSchema,
  }),
  'subtitulos.archivo': defineRoute({
    method: 'GET',
    path: '/api/subtitulos/:multimediaId/:idioma',
    permission: ['multimedias', 'consultar'],
    firmaEnUrl: true,
    tag: 'multimedias',
    produces: 'file',
    summary:
      'El archivo WebVTT (Content-Type text/vtt) de los subtítulos de una lección, con las mismas reglas de acceso que la lección (acceso secuencial, curso). Acepta la URL firmada de subtitulos[].src.',
    params,
    query: z.object({ firma: texto(2000).optional() }),
    response: z.unknown(),
  }),
} as const;
