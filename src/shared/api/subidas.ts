import { z } from 'zod';
import { defineRoute } from './route';
import { okSchema } from './schemas';

/** Answer of the uploaders (spec 7): original name, server name and where to fetch it. */
const subidaSchema = okSchema.extend({
  fileName: z.string(),
  newFile: z.string(),
  newPath: z.string(),
});

/**
 * Uploads (multipart, field `file`): streamed to disk, limits enforced while streaming
 * (413), type decided by the content (415), stored under a server-made name.
 */
export const subidasRoutes = {
  'subidas.upload': defineRoute({
    method: 'POST',
    path: '/api/upload',
    permission: ['cursos', 'editar'],
    tag: 'subidas',
    consumes: 'multipart',
    summary: 'Imagen de fondo de un curso (JPEG o PNG, máx. 10 MB); se usa luego en imagenFondo.',
    response: subidaSchema,
  }),
  'subidas.uploadLogo': defineRoute({
    method: 'POST',
    path: '/api/upload-logo',
    permission: ['cursos', 'editar'],
    tag: 'subidas',
    consumes: 'multipart',
    summary: 'Logo (JPEG o PNG, máx. 2 MB).',
    response: subidaSchema,
  }),
  'subidas.uploadmultimedia': defineRoute({
    method: 'POST',
    path: '/api/uploadmultimedia',
    permission: ['multimedias', 'crear'],
    tag: 'subidas',
    consumes: 'multipart',
    summary: 'Archivo de una lección: MP4, PDF, MP3, JPEG o PNG (por su contenido), máx. 2000 MB.',
    response: subidaSchema.extend({ tipoMedia: z.string(), tamano: z.number() }),
  }),
  'subidas.uploadmulter': defineRoute({
    method: 'POST',
    path: '/api/uploadmulter',
    permission: ['multimedias', 'crear'],
    tag: 'subidas',
    consumes: 'multipart',
    summary:
      'Variante del cargador de lecciones: campos file y link; responde error_code 0, filename y type.',
    response: z.object({ error_code: z.number().int(), filename: z.string(), type: z.string() }),
  }),
} as const;
