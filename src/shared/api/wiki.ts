import { z } from 'zod';
import { LIMITES_WIKI as L, MENSAJES_WIKI as M, SLUG_WIKI } from '../domain/wiki';
import { texto, textoMultilinea } from './campos';
import { defineRoute } from './route';
import { idSchema, okSchema } from './schemas';

/**
 * The help wiki (issue 16, docs/wiki.md): Markdown pages, global or of one course, with
 * their revisions, a Spanish full-text search and the lessons they link to.
 */

const slugSchema = texto(L.slugMax, { tipo: M.slugInvalido, max: M.slugLargo }).regex(
  SLUG_WIKI,
  M.slugInvalido,
);

export const paginaWikiResumenSchema = z.object({
  _id: idSchema,
  slug: z.string(),
  titulo: z.string(),
  /** null: a global page, every user with the wiki sees it. */
  cursoId: z.string().nullable(),
  cursoNombre: z.string().nullable(),
  actualizadoEn: z.string(),
  /** Name of whoever saved last (null once that account is deleted). */
  actualizadoPor: z.string().nullable(),
  /** Number of the latest revision; sent back on save to detect a concurrent edit. */
  version: z.number().int(),
});
export type PaginaWikiResumen = z.infer<typeof paginaWikiResumenSchema>;

export const paginaWikiSchema = paginaWikiResumenSchema.extend({
  cuerpo: z.string(),
  creadoEn: z.string(),
  creadoPor: z.string().nullable(),
  /** Ids of the lessons its Markdown links to (`/pl/<id>`). */
  lecciones: z.array(z.string()),
});
export type PaginaWiki = z.infer<typeof paginaWikiSchema>;

export const resultadoWikiSchema = z.object({
  _id: idSchema,
  slug: z.string(),
  titulo: z.string(),
  cursoId: z.string().nullable(),
  cursoNombre: z.string().nullable(),
  /** A passage of the page around the first word searched. */
  fragmento: z.string(),
});
export type ResultadoWiki = z.infer<typeof resultadoWikiSchema>;

export const revisionWikiResumenSchema = z.object({
  numero: z.number().int(),
  titulo: z.string(),
  autor: z.string().nullable(),
  creadoEn: z.string(),
  /** The revision this one restored, when it was a restore. */
  restauradaDe: z.number().int().nullable(),
});
export type RevisionWikiResumen = z.infer<typeof revisionWikiResumenSchema>;

export const TIPOS_DIFERENCIA = ['igual', 'agregado', 'quitado'] as const;
export const diferenciaSchema = z.object({
  /** Read from the old revision towards the current page: 'agregado' is in the current one. */
  tipo: z.enum(TIPOS_DIFERENCIA),
  texto: z.string(),
});
export type DiferenciaWiki = z.infer<typeof diferenciaSchema>;

export const paginaWikiEntradaSchema = z.object({
  titulo: texto(L.tituloMax, { tipo: M.tituloRequerido, max: M.tituloLargo }).min(
    1,
    M.tituloRequerido,
  ),
  /** Omitted or empty on creation: made from the title. */
  slug: z.union([z.literal(''), slugSchema]).optional(),
  cuerpo: textoMultilinea(L.cuerpoMax, { max: M.cuerpoLargo }),
  cursoId: idSchema.nullable().default(null),
});
export type PaginaWikiEntrada = z.input<typeof paginaWikiEntradaSchema>;

const idParams = z.object({ id: idSchema });
const revisionParams = z.object({
  id: idSchema,
  // A version number in the address: anything else is that version not existing, said so.
  numero: z.coerce
    .number({ error: M.revisionNoEncontrada })
    .int(M.revisionNoEncontrada)
    .min(1, M.revisionNoEncontrada)
    .max(1_000_000, M.revisionNoEncontrada),
});
const pagina = okSchema.extend({ data: paginaWikiSchema });

export const wikiRoutes = {
  'wiki.listar': defineRoute({
    method: 'GET',
    path: '/api/wiki/paginas',
    permission: ['wiki', 'consultar'],
    tag: 'wiki',
    summary:
      'Las páginas de ayuda que el llamante puede ver (globales y de sus cursos), por título, y la wiki externa si hay una.',
    query: z.object({ curso: idSchema.optional() }),
    response: okSchema.extend({
      data: z.array(paginaWikiResumenSchema),
      /** WIKI_EXTERNA_URL: an external wiki to link to (never with credentials), or null. */
      externa: z.string().nullable(),
    }),
  }),
  'wiki.buscar': defineRoute({
    method: 'GET',
    path: '/api/wiki/buscar',
    permission: ['wiki', 'consultar'],
    tag: 'wiki',
    summary:
      'Búsqueda de texto completo en español (con o sin tildes) en las páginas visibles, las más pertinentes primero.',
    query: z.object({
      q: texto(L.busquedaMax, { max: M.busquedaLarga }),
    }),
    response: okSchema.extend({ data: z.array(resultadoWikiSchema) }),
  }),
  'wiki.obtener': defineRoute({
    method: 'GET',
    path: '/api/wiki/paginas/:slug',
    permission: ['wiki', 'consultar'],
    tag: 'wiki',
    summary: 'Una página de ayuda por su dirección (404 si no existe o no es visible).',
    params: z.object({ slug: slugSchema }),
    response: pagina,
  }),
  'wiki.deLeccion': defineRoute({
    method: 'GET',
    path: '/api/wiki/lecciones/:multimediaId',
    permission: ['wiki', 'consultar'],
    tag: 'wiki',
    summary: 'Las páginas de ayuda visibles que enlazan a una lección.',
    params: z.object({ multimediaId: idSchema }),
    response: okSchema.extend({ data: z.array(paginaWikiResumenSchema) }),
  }),
  'wiki.crear': defineRoute({
    method: 'POST',
    path: '/api/wiki/paginas',
    permission: ['wiki', 'crear'],
    tag: 'wiki',
    summary: 'Crea una página (su primera revisión); una página de curso exige ver ese curso.',
    body: paginaWikiEntradaSchema,
    response: pagina,
  }),
  'wiki.actualizar': defineRoute({
    method: 'PUT',
    path: '/api/wiki/paginas/:id',
    permission: ['wiki', 'editar'],
    tag: 'wiki',
    summary:
      'Guarda una página como nueva revisión; 409 si otra persona guardó después de `version`.',
    params: idParams,
    body: paginaWikiEntradaSchema.extend({
      version: z.number().int().min(1).optional(),
    }),
    response: pagina,
  }),
  'wiki.eliminar': defineRoute({
    method: 'DELETE',
    path: '/api/wiki/paginas/:id',
    permission: ['wiki', 'eliminar'],
    tag: 'wiki',
    summary: 'Elimina una página con todas sus revisiones.',
    params: idParams,
    response: okSchema,
  }),
  'wiki.revisiones': defineRoute({
    method: 'GET',
    path: '/api/wiki/paginas/:id/revisiones',
    permission: ['wiki', 'consultar'],
    tag: 'wiki',
    summary: 'El historial de una página: quién guardó, cuándo, más reciente primero.',
    params: idParams,
    response: okSchema.extend({ data: z.array(revisionWikiResumenSchema) }),
  }),
  'wiki.revision': defineRoute({
    method: 'GET',
    path: '/api/wiki/paginas/:id/revisiones/:numero',
    permission: ['wiki', 'consultar'],
    tag: 'wiki',
    summary: 'Una revisión con su texto y sus diferencias con la versión actual.',
    params: revisionParams,
    response: okSchema.extend({
      data: revisionWikiResumenSchema.extend({ cuerpo: z.string() }),
      diferencias: z.array(diferenciaSchema),
    }),
  }),
  'wiki.restaurar': defineRoute({
    method: 'POST',
    path: '/api/wiki/paginas/:id/revisiones/:numero/restaurar',
    permission: ['wiki', 'editar'],
    tag: 'wiki',
    summary: 'Vuelve a una revisión anterior guardándola como una revisión nueva.',
    params: revisionParams,
    response: pagina,
  }),
} as const;
