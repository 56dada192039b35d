import type { FastifyRequest } from 'fastify';
import { IMPORTACION_MAX_BYTES, MENSAJES_IMPORTACION_API as M } from '@shared/domain/importacion';
import { HttpError } from '../../errors';
import { errorMultipart, exigirMultipart } from '../../http/multipart';

/**
 * Reads the import form: optional field `reemplazarCursos` ("true") before the `file` part.
 * The CSV is held in memory (≤ 10 MB): it is parsed whole anyway, and never stored as a file.
 */
export interface ArchivoRecibido {
  bytes: Buffer;
  nombre: string;
  reemplazarCursos: boolean;
}

const NO_MULTIPART = 'Envíe el archivo como multipart/form-data en el campo "file".';

/** Display name only: no path, no control characters, bounded. */
function nombreArchivo(nombre: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const limpio = (nombre.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return limpio.slice(0, 255) || 'usuarios.csv';
}

/** Multipart's own limits and malformed forms are the client's fault: 4xx, never 500. */
function traducir(error: unknown): unknown {
  return errorMultipart(error, {
    demasiadoGrande: M.archivoGrande,
    demasiadasPartes: M.archivoFaltante,
  });
}

export async function recibirCsv(request: FastifyRequest): Promise<ArchivoRecibido> {
  exigirMultipart(request, NO_MULTIPART);
  let reemplazarCursos = false;
  let recibido: ArchivoRecibido | null = null;
  try {
    // One byte over the limit tells "exactly 10 MB" from "more".
    const partes = request.parts({ limits: { fileSize: IMPORTACION_MAX_BYTES + 1, files: 1 } });
    for await (const parte of partes) {
      if (parte.type === 'field') {
        if (parte.fieldname === 'reemplazarCursos') reemplazarCursos = parte.value === 'true';
        continue;
      }
      if (parte.fieldname !== 'file') {
        parte.file.resume(); // not ours: drain it so the form can be read on
        continue;
      }
      const bytes = await parte.toBuffer();
      if (parte.file.truncated || bytes.byteLength > IMPORTACION_MAX_BYTES) {
        throw new HttpError('DEMASIADO_GRANDE', M.archivoGrande);
      }
      recibido = { bytes, nombre: nombreArchivo(parte.filename), reemplazarCursos };
    }
  } catch (error) {
    throw traducir(error);
  }
  if (!recibido) {
    throw new HttpError('VALIDACION', M.archivoFaltante, { file: M.archivoFaltante });
  }
  return recibido;
}
