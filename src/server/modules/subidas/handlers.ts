import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { MENSAJES_CURSO, LIMITES_CURSO } from '@shared/domain/cursos';
import {
  LIMITES_MULTIMEDIA,
  TIPOS_ARCHIVO_MULTIMEDIA,
  tipoMediaDeMime,
} from '@shared/domain/multimedias';
import { HttpError } from '../../errors';
import { errorMultipart, exigirMultipart } from '../../http/multipart';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { borrarArchivo, guardarSubida } from '../../storage/subidas';
import type { ArchivoGuardado, OpcionesSubida } from '../../storage/subidas';
import { carpetaFondos } from '../cursos';
import { carpetaMultimedia, registrarArchivo } from '../multimedias';

type SubidasHandlers = Pick<
  RouteHandlers,
  'subidas.upload' | 'subidas.uploadLogo' | 'subidas.uploadmultimedia' | 'subidas.uploadmulter'
>;

const IMAGENES = ['image/jpeg', 'image/png'] as const;
const NO_MULTIPART = 'Envía el archivo como multipart/form-data en el campo "file".';

export const MENSAJES_SUBIDA = {
  fondoGrande: 'La imagen de fondo supera el tamaño máximo de 10 MB.',
  logoGrande: 'El logo supera el tamaño máximo de 2 MB.',
  multimediaGrande: 'El archivo supera el tamaño máximo de 2000 MB.',
  soloImagen: 'Tipo de archivo no permitido: solo se aceptan imágenes JPEG o PNG.',
  soloMultimedia: 'Tipo de archivo no permitido: solo se aceptan MP4, PDF, MP3, JPEG o PNG.',
} as const;

/** Logos under DATA_DIR/uploads (backgrounds: cursos/carpetas.ts, served at /api/file/:name). */
export function carpetaLogos(dataDir: string): string {
  return join(dataDir, 'uploads', 'logos');
}

type Opciones = Omit<OpcionesSubida, 'truncado'>;

/**
 * Streams the one `file` part of a form to disk with guardarSubida: 4xx for anything the
 * client did wrong (not multipart, no file, too big, wrong content, cut short), never a
 * 500. Multipart's own limit is one byte over ours so guardarSubida sees the excess and
 * answers 413 with our message.
 */
async function recibir(
  request: FastifyRequest,
  opciones: Opciones,
): Promise<{ guardado: ArchivoGuardado; nombreOriginal: string }> {
  exigirMultipart(request, NO_MULTIPART);
  const parte = await request
    .file({ limits: { fileSize: opciones.maxBytes + 1 } })
    .catch((e: unknown) => {
      throw errorMultipart(e, { demasiadoGrande: opciones.mensajes?.demasiadoGrande });
    });
  if (!parte) throw new HttpError('VALIDACION', MENSAJES_CURSO.sinArchivo);
  if (parte.fieldname !== 'file') {
    parte.file.resume();
    throw new HttpError('VALIDACION', NO_MULTIPART, { file: MENSAJES_CURSO.sinArchivo });
  }
  const guardado = await guardarSubida(parte.file, {
    ...opciones,
    truncado: () => parte.file.truncated,
  });
  // Only echoed back and shown; it never becomes a path.
  const nombreOriginal = (parte.filename.split(/[\\/]/).pop() ?? '').slice(0, 255);
  return { guardado, nombreOriginal };
}

const MULTIMEDIA = (dataDir: string): Opciones => ({
  dir: carpetaMultimedia(dataDir),
  // Never buffered: guardarSubida streams to disk while hashing (sha256) and counting.
  maxBytes: LIMITES_MULTIMEDIA.archivoBytes,
  tipos: TIPOS_ARCHIVO_MULTIMEDIA,
  mensajes: {
    demasiadoGrande: MENSAJES_SUBIDA.multimediaGrande,
    tipoNoSoportado: MENSAJES_SUBIDA.soloMultimedia,
  },
});

export function subidasHandlers(services: Services): SubidasHandlers {
  const fondos = carpetaFondos(services.dataDir);
  const logos = carpetaLogos(services.dataDir);

  /** A lesson file: stored, then recorded in `archivos` (the file goes if the row fails). */
  async function subirMultimedia(request: FastifyRequest, usuarioId: string) {
    const { guardado, nombreOriginal } = await recibir(request, MULTIMEDIA(services.dataDir));
    const fila = await registrarArchivo(
      services.db,
      services.dataDir,
      guardado,
      nombreOriginal,
      usuarioId,
    ).catch(async (error: unknown) => {
      await borrarArchivo(carpetaMultimedia(services.dataDir), guardado.nombre);
      throw error;
    });
    return { guardado, fila, nombreOriginal };
  }

  return {
    'subidas.upload': async ({ request }) => {
      const { guardado, nombreOriginal } = await recibir(request, {
        dir: fondos,
        maxBytes: LIMITES_CURSO.imagenFondoBytes,
        tipos: IMAGENES,
        mensajes: {
          demasiadoGrande: MENSAJES_SUBIDA.fondoGrande,
          tipoNoSoportado: MENSAJES_SUBIDA.soloImagen,
        },
      });
      return {
        ok: true,
        fileName: nombreOriginal,
        newFile: guardado.nombre,
        newPath: `/api/file/${guardado.nombre}`,
      };
    },

    'subidas.uploadLogo': async ({ request }) => {
      const { guardado, nombreOriginal } = await recibir(request, {
        dir: logos,
        maxBytes: LIMITES_CURSO.logoBytes,
        tipos: IMAGENES,
        mensajes: {
          demasiadoGrande: MENSAJES_SUBIDA.logoGrande,
          tipoNoSoportado: MENSAJES_SUBIDA.soloImagen,
        },
      });
      // No route serves logos yet: the server name is what a later form stores.
      return {
        ok: true,
        fileName: nombreOriginal,
        newFile: guardado.nombre,
        newPath: guardado.nombre,
      };
    },

    'subidas.uploadmultimedia': async ({ auth, request }) => {
      const { guardado, fila, nombreOriginal } = await subirMultimedia(request, auth.row.id);
      return {
        ok: true,
        fileName: nombreOriginal,
        newFile: guardado.nombre,
        // The file is served per lesson (GET /api/plyr/:id); the lesson form sends this name.
        newPath: guardado.nombre,
        tipoMedia: tipoMediaDeMime(fila.tipo_mime),
        tamano: guardado.bytes,
      };
    },

    'subidas.uploadmulter': async ({ auth, request }) => {
      const { guardado } = await subirMultimedia(request, auth.row.id);
      return { error_code: 0, filename: guardado.nombre, type: guardado.mime };
    },
  };
}
