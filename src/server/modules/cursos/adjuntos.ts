import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { LIMITES_CURSO, MENSAJES_CURSO } from '@shared/domain/cursos';
import { TIPOS_ARCHIVO_MULTIMEDIA } from '@shared/domain/multimedias';
import { HttpError } from '../../errors';
import { errorMultipart, exigirMultipart } from '../../http/multipart';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { enviarConRango } from '../../storage/rango';
import { borrarArchivo, guardarSubida } from '../../storage/subidas';
import type { ArchivoGuardado } from '../../storage/subidas';
import { mimeDeNombre } from '../../storage/tipos';
import { exigirAccesoCurso } from './acceso';
import { carpetaAdjuntos } from './carpetas';
import type { CursosRepository } from './repository';
import { borrarAdjuntoPorArchivo } from './repositoryAcceso';
import type { CursosVista } from './vista';

type AdjuntosHandlers = Pick<
  RouteHandlers,
  'cursos.subirAdjunto' | 'cursos.borrarAdjunto' | 'cursos.adjunto'
>;

export const MENSAJES_ADJUNTO = {
  demasiadoGrande: 'El archivo supera el tamaño máximo de 50 MB.',
  tipoNoSoportado: 'Solo se aceptan archivos PDF, JPEG, PNG, MP3 o MP4.',
  noMultipart:
    'Envía el adjunto como multipart/form-data con los campos _id, descripcionAdjunto y file.',
  sinCurso: 'Envía el campo _id (el curso) antes del archivo.',
  descripcionLarga: 'La descripción debe tener menos de 500 caracteres',
  noBorrado: 'No se pudo borrar el archivo',
  noEncontrado: 'El archivo no existe.',
  unArchivo: 'Envía un solo archivo por adjunto.',
} as const;

/** Display name of an upload: no path, no control characters, bounded. */
function nombreOriginal(nombre: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const limpio = (nombre.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return limpio.slice(0, 255) || 'archivo';
}

/** A malformed form is bad input, never a 500 (the shared rule of http/multipart.ts). */
function traducirMultipart(error: unknown): unknown {
  return errorMultipart(error, {
    demasiadoGrande: MENSAJES_ADJUNTO.demasiadoGrande,
    demasiadasPartes: MENSAJES_ADJUNTO.unArchivo,
  });
}

interface AdjuntoRecibido {
  cursoId: string;
  descripcion: string;
  filename: string;
  guardado: ArchivoGuardado;
}

/** Streams the `file` part to disk once `_id` names an existing course. */
async function guardarParte(
  parte: MultipartFile,
  cursoId: string | null,
  repo: CursosRepository,
  carpeta: string,
) {
  if (!cursoId) {
    const mensaje = MENSAJES_ADJUNTO.sinCurso;
    throw new HttpError('VALIDACION', mensaje, { _id: mensaje });
  }
  if (!(await repo.findRow(cursoId))) {
    throw new HttpError('NO_ENCONTRADO', MENSAJES_CURSO.noEncontrado);
  }
  return guardarSubida(parte.file, {
    dir: carpeta,
    maxBytes: LIMITES_CURSO.adjuntoBytes,
    tipos: TIPOS_ARCHIVO_MULTIMEDIA,
    mensajes: { ...MENSAJES_ADJUNTO, vacio: MENSAJES_CURSO.sinArchivo },
    truncado: () => parte.file.truncated,
  });
}

/**
 * Reads the form in order (fields `_id`, `descripcionAdjunto`, then `file`). The file is
 * only written when its course exists; any failure after that deletes it again.
 */
async function recibirAdjunto(
  request: FastifyRequest,
  repo: CursosRepository,
  carpeta: string,
): Promise<AdjuntoRecibido> {
  exigirMultipart(request, MENSAJES_ADJUNTO.noMultipart);
  let cursoId: string | null = null;
  let descripcion = '';
  let recibido: AdjuntoRecibido | null = null;
  try {
    // One byte over the limit lets guardarSubida see the excess and answer 413 itself.
    const partes = request.parts({
      limits: { fileSize: LIMITES_CURSO.adjuntoBytes + 1, files: 1 },
    });
    for await (const parte of partes) {
      if (parte.type === 'field') {
        const valor = typeof parte.value === 'string' ? parte.value.trim() : '';
        if (parte.fieldname === '_id') cursoId = valor.slice(0, 64) || null;
        if (parte.fieldname === 'descripcionAdjunto') descripcion = valor;
        continue;
      }
      if (parte.fieldname !== 'file' || recibido) {
        parte.file.resume(); // not ours: drain it so the form can be read on
        continue;
      }
      if (descripcion.length > LIMITES_CURSO.descripcionMax) {
        parte.file.resume();
        const mensaje = MENSAJES_ADJUNTO.descripcionLarga;
        throw new HttpError('VALIDACION', mensaje, { descripcionAdjunto: mensaje });
      }
      const guardado = await guardarParte(parte, cursoId, repo, carpeta).catch((error: unknown) => {
        parte.file.resume();
        throw error;
      });
      recibido = {
        cursoId: cursoId ?? '',
        descripcion,
        filename: nombreOriginal(parte.filename),
        guardado,
      };
    }
  } catch (error) {
    if (recibido) await borrarArchivo(carpeta, recibido.guardado.nombre);
    throw traducirMultipart(error);
  }
  if (!recibido) {
    throw new HttpError('VALIDACION', MENSAJES_CURSO.sinArchivo, {
      file: MENSAJES_CURSO.sinArchivo,
    });
  }
  // A description sent after the file still counts (and is still bounded).
  if (descripcion.length > LIMITES_CURSO.descripcionMax) {
    await borrarArchivo(carpeta, recibido.guardado.nombre);
    const mensaje = MENSAJES_ADJUNTO.descripcionLarga;
    throw new HttpError('VALIDACION', mensaje, { descripcionAdjunto: mensaje });
  }
  return { ...recibido, descripcion };
}

/** Course attachments: upload (streamed), delete, signed download with Range. */
export function adjuntosHandlers(
  services: Services,
  repo: CursosRepository,
  vista: CursosVista,
): AdjuntosHandlers {
  const carpeta = carpetaAdjuntos(services.dataDir);
  const recibir = (request: FastifyRequest) => recibirAdjunto(request, repo, carpeta);
  return {
    'cursos.subirAdjunto': async ({ auth, request }) => {
      const r = await recibir(request);
      try {
        await repo.insertarAdjunto({
          id: randomUUID(),
          curso_id: r.cursoId,
          filename: r.filename,
          server_filename: r.guardado.nombre,
          descripcion: r.descripcion,
          creado_en: new Date().toISOString(),
        });
        const row = await repo.actualizar(r.cursoId, {});
        if (!row) throw new HttpError('NO_ENCONTRADO', MENSAJES_CURSO.noEncontrado);
        return { ok: true, curso: await vista.uno(auth, row) };
      } catch (error) {
        // The course may have been deleted meanwhile (FK refusal): no orphan file, no row.
        await borrarArchivo(carpeta, r.guardado.nombre);
        await borrarAdjuntoPorArchivo(services.db, r.guardado.nombre);
        if (error instanceof HttpError || (await repo.findRow(r.cursoId))) throw error;
        throw new HttpError('NO_ENCONTRADO', MENSAJES_CURSO.noEncontrado);
      }
    },

    'cursos.borrarAdjunto': async ({ body, auth, request }) => {
      if (!(await repo.findRow(body._id))) {
        throw new HttpError('NO_ENCONTRADO', MENSAJES_CURSO.noEncontrado);
      }
      if (!(await repo.borrarAdjunto(body._id, body.serverFilename))) {
        throw new HttpError('NO_ENCONTRADO', MENSAJES_ADJUNTO.noBorrado);
      }
      // The row is gone either way; a file left behind is only logged.
      await borrarArchivo(carpeta, body.serverFilename).catch((error: unknown) =>
        request.log.warn({ err: error }, 'no se pudo borrar el archivo del adjunto'),
      );
      const row = await repo.actualizar(body._id, {});
      if (!row) throw new HttpError('NO_ENCONTRADO', MENSAJES_CURSO.noEncontrado);
      return { ok: true, curso: await vista.uno(auth, row) };
    },

    'cursos.adjunto': async ({ params, auth, request, reply }) => {
      const adjunto = await repo.findAdjunto(params.serverFilename);
      const mime = mimeDeNombre(params.serverFilename);
      if (!adjunto || !mime) throw new HttpError('NO_ENCONTRADO', MENSAJES_ADJUNTO.noEncontrado);
      await exigirAccesoCurso(services, auth, adjunto.curso_id);
      return enviarConRango(request, reply, {
        ruta: join(carpeta, adjunto.server_filename),
        mime,
        nombreOriginal: adjunto.filename,
        descarga: true,
        mensajeNoEncontrado: MENSAJES_ADJUNTO.noEncontrado,
        // Behind nginx (ARCHIVOS_X_ACCEL) nginx sends the bytes from uploads/adjuntos/.
        ...(services.archivosXAccel !== null
          ? { interna: `${services.archivosXAccel}adjuntos/${adjunto.server_filename}` }
          : {}),
      });
    },
  };
}
