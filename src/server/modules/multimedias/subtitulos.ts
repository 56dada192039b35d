import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Subtitulo } from '@shared/api/subtitulos';
import {
  IDIOMA_SUBTITULO,
  LIMITES_SUBTITULOS,
  MENSAJES_SUBTITULOS as M,
  etiquetaPredeterminada,
  normalizarIdioma,
  validarWebVtt,
} from '@shared/domain/subtitulos';
import { HttpError } from '../../errors';
import { firmanteDe } from '../../http/authenticate';
import type { AuthContext } from '../../http/authenticate';
import { errorMultipart, exigirMultipart } from '../../http/multipart';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { FirmaService, Firmante } from '../../security/firmas';
import type { Services } from '../../services';
import { NOMBRE_SERVIDOR, borrarArchivo } from '../../storage/subidas';
import { exigirAccesoCurso } from '../cursos';
import { MultimediasRepository } from './repository';
import type { FilaLeccion } from './repository';
import { MENSAJES_LECCION } from './repositoryEscritura';
import {
  borrarSubtitulos,
  carpetaSubtitulos,
  guardarSubtitulo,
  subtituloPorIdioma,
} from './repositorySubtitulos';
import type { FilaSubtitulo } from './repositorySubtitulos';
import { exigirDesbloqueada } from './secuencia';

type SubtitulosHandlers = Pick<
  RouteHandlers,
  'subtitulos.subir' | 'subtitulos.borrar' | 'subtitulos.archivo'
>;

const NO_MULTIPART = 'Envía el archivo .vtt como multipart/form-data en el campo "file".';

export function rutaSubtitulo(multimediaId: string, idioma: string): string {
  return `/api/subtitulos/${encodeURIComponent(multimediaId)}/${encodeURIComponent(idioma)}`;
}

/** A caption as one caller receives it: with a URL signed for them (like the video's). */
export async function aSubtitulo(
  f: FilaSubtitulo,
  firmas: FirmaService,
  para: Firmante,
): Promise<Subtitulo> {
  return {
    idioma: f.idioma,
    etiqueta: f.etiqueta,
    src: await firmas.urlFirmada(para, rutaSubtitulo(f.multimedia_id, f.idioma)),
    tamano: f.tamano,
  };
}

/** Deletes caption files whose rows are gone (a missing file is no error). */
export async function borrarArchivosSubtitulos(dataDir: string, nombres: readonly string[]) {
  const carpeta = carpetaSubtitulos(dataDir);
  await Promise.all(nombres.map((n) => borrarArchivo(carpeta, n)));
}

/** Reads the one `file` part (at most the size limit) and decodes it as strict UTF-8. */
async function leerVtt(request: FastifyRequest): Promise<{ texto: string; bytes: Buffer }> {
  exigirMultipart(request, NO_MULTIPART);
  const demasiado = { demasiadoGrande: M.grande };
  const parte = await request
    .file({ limits: { fileSize: LIMITES_SUBTITULOS.bytes } })
    .catch((e: unknown) => {
      throw errorMultipart(e, demasiado);
    });
  if (!parte) throw new HttpError('VALIDACION', NO_MULTIPART);
  if (parte.fieldname !== 'file') {
    parte.file.resume();
    throw new HttpError('VALIDACION', NO_MULTIPART);
  }
  const bytes = await parte.toBuffer().catch((e: unknown) => {
    throw errorMultipart(e, demasiado);
  });
  if (parte.file.truncated) throw new HttpError('DEMASIADO_GRANDE', M.grande);
  let texto: string;
  try {
    texto = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError('VALIDACION', M.noUtf8, { file: M.noUtf8 });
  }
  const resultado = validarWebVtt(texto);
  if (!resultado.ok) throw new HttpError('VALIDACION', resultado.error, { file: resultado.error });
  return { texto, bytes };
}

function esVideo(fila: FilaLeccion): boolean {
  return fila.tipo_media === 'Video' || (fila.tipo_mime?.startsWith('video/') ?? false);
}

/**
 * Captions of video lessons (issue 16): upload/replace and delete for users who may edit
 * lessons, and the file itself under the lesson's own access rules.
 */
export function subtitulosHandlers(services: Services): SubtitulosHandlers {
  const repo = new MultimediasRepository(services.db);
  const carpeta = carpetaSubtitulos(services.dataDir);

  async function leccionAccesible(auth: AuthContext, id: string): Promise<FilaLeccion> {
    const fila = await repo.porId(id);
    if (!fila) throw new HttpError('NO_ENCONTRADO', MENSAJES_LECCION.noEncontrada);
    await exigirAccesoCurso(services, auth, fila.curso_id);
    return fila;
  }

  return {
    'subtitulos.subir': async ({ auth, params, query, request }) => {
      // The form first (4xx for a malformed one, the body is drained either way), then whose.
      const { bytes } = await leerVtt(request);
      if (!IDIOMA_SUBTITULO.test(params.idioma)) {
        throw new HttpError('VALIDACION', M.idiomaInvalido, { idioma: M.idiomaInvalido });
      }
      const fila = await leccionAccesible(auth, params.multimediaId);
      if (!esVideo(fila)) throw new HttpError('VALIDACION', M.soloVideo);
      const idioma = normalizarIdioma(params.idioma);
      const nombre = `${randomBytes(16).toString('hex')}.vtt`;
      await mkdir(carpeta, { recursive: true });
      await writeFile(join(carpeta, nombre), bytes);
      const etiqueta = query.etiqueta?.trim() || etiquetaPredeterminada(idioma);
      const fila2 = {
        multimedia_id: fila.id,
        idioma,
        etiqueta,
        nombre_servidor: nombre,
        tamano: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        creado_por: auth.row.id,
      };
      const previa = await guardarSubtitulo(services.db, fila2).catch(async (e: unknown) => {
        await borrarArchivo(carpeta, nombre);
        throw e;
      });
      if (previa) await borrarArchivo(carpeta, previa);
      return { ok: true, data: await aSubtitulo(fila2, services.firmas, firmanteDe(auth)) };
    },

    'subtitulos.borrar': async ({ auth, params }) => {
      const fila = await leccionAccesible(auth, params.multimediaId);
      const nombres = await borrarSubtitulos(services.db, fila.id, normalizarIdioma(params.idioma));
      if (nombres.length === 0) throw new HttpError('NO_ENCONTRADO', M.noEncontrado);
      await borrarArchivosSubtitulos(services.dataDir, nombres);
      return { ok: true };
    },

    'subtitulos.archivo': async ({ auth, params, reply }) => {
      const fila = await leccionAccesible(auth, params.multimediaId);
      // The same order as the video: a locked lesson's captions do not leave the server.
      await exigirDesbloqueada(services, auth, fila);
      const sub = await subtituloPorIdioma(services.db, fila.id, normalizarIdioma(params.idioma));
      if (!sub || !NOMBRE_SERVIDOR.test(sub.nombre_servidor)) {
        throw new HttpError('NO_ENCONTRADO', M.noEncontrado);
      }
      const contenido = await readFile(join(carpeta, sub.nombre_servidor)).catch(() => null);
      if (!contenido) throw new HttpError('NO_ENCONTRADO', M.noEncontrado);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type('text/vtt; charset=utf-8')
        .send(contenido);
    },
  };
}
