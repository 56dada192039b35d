import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { MENSAJES_VALIDACION } from '@shared/api';
import { FOTO_MAX_BYTES, FOTO_TIPOS } from '@shared/domain/usuarios';
import { HttpError } from '../../errors';
import { errorMultipart, exigirMultipart } from '../../http/multipart';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { enviarArchivo } from '../../storage/servir';
import { borrarArchivo, guardarSubida } from '../../storage/subidas';
import { CredencialesService, conRetryAfter } from '../auth';
import { PerfilRepository } from '../usuarios';

type PerfilHandlers = Pick<
  RouteHandlers,
  'usuarios.perfil' | 'usuarios.subirFoto' | 'usuarios.foto'
>;

export const MENSAJES_FOTO = {
  demasiadoGrande: 'La foto supera el tamaño máximo de 1 MB.',
  tipoNoSoportado: 'Solo se aceptan imágenes JPEG o PNG.',
  noMultipart: 'Envía la foto como multipart/form-data en el campo "file".',
  noEncontrada: 'La foto no existe.',
} as const;

/** Where profile photos live: DATA_DIR/uploads/fotos. */
export function carpetaFotos(dataDir: string): string {
  return join(dataDir, 'uploads', 'fotos');
}

function leerCustomData(json: string): Record<string, unknown> {
  try {
    const valor: unknown = JSON.parse(json);
    return typeof valor === 'object' && valor !== null && !Array.isArray(valor)
      ? (valor as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The one `file` part of a photo upload, or a 4xx (never request.file()'s 406 or a 500). */
async function parteFoto(request: FastifyRequest) {
  exigirMultipart(request, MENSAJES_FOTO.noMultipart);
  // One byte over the limit lets guardarSubida see the excess and answer 413 itself.
  const parte = await request.file({ limits: { fileSize: FOTO_MAX_BYTES + 1 } }).catch((e) => {
    // A malformed form (no boundary…) is bad input, not a server error.
    throw errorMultipart(e);
  });
  if (!parte) throw new HttpError('VALIDACION', 'No has seleccionado ningún archivo');
  if (parte.fieldname !== 'file') {
    parte.file.resume();
    throw new HttpError('VALIDACION', MENSAJES_FOTO.noMultipart, {
      file: MENSAJES_VALIDACION.requerido,
    });
  }
  return parte;
}

/** Own profile: data, password (with the current one) and photo. */
export function perfilHandlers(services: Services): PerfilHandlers {
  return { ...datosPerfilHandlers(services), ...fotoHandlers(services) };
}

/** Name, phone and, with the current one, a new password. */
function datosPerfilHandlers(services: Services): Pick<PerfilHandlers, 'usuarios.perfil'> {
  const repo = new PerfilRepository(services.db, services.dialecto);
  const credenciales = new CredencialesService(services);
  return {
    'usuarios.perfil': ({ body, auth, request, reply }) =>
      conRetryAfter(reply, async () => {
        // Check the current password before writing anything: a wrong one changes nothing.
        if (body.password) {
          await credenciales.verificarActual(auth.row, body.current ?? '', request.ip);
          if (body.password === body.current) {
            const mensaje = MENSAJES_VALIDACION.passwordIgualActual;
            throw new HttpError('VALIDACION', mensaje, { password: mensaje });
          }
        }
        const customData = leerCustomData(auth.row.custom_data);
        if (body.telefono !== undefined) {
          // An emptied field removes the phone; the rest of customData is kept as it was.
          if (body.telefono === '') delete customData.telefono;
          else customData.telefono = body.telefono;
        }
        const row = await repo.actualizarDatos(auth.row.id, {
          nombre: body.nombre,
          apellidos: body.apellidos ?? auth.row.apellidos,
          customData,
        });
        if (!row) throw new HttpError('TOKEN_INVALIDO');
        await services.auditoria.registrar({
          accion: 'perfil.actualizado',
          usuarioId: row.id,
          ip: request.ip,
        });
        if (!body.password) {
          return {
            ok: true,
            token: null,
            expira: null,
            data: await services.usuarios.toUsuario(row),
          };
        }
        const sesion = await credenciales.nuevaPassword(
          row.id,
          body.password,
          auth.claims,
          request.ip,
          'perfil',
        );
        return { ok: true, token: sesion.token, expira: sesion.expira, data: sesion.user };
      }),
  };
}

/** The own photo: upload (replacing the previous file) and download. */
function fotoHandlers(
  services: Services,
): Pick<PerfilHandlers, 'usuarios.subirFoto' | 'usuarios.foto'> {
  const repo = new PerfilRepository(services.db, services.dialecto);
  const fotos = carpetaFotos(services.dataDir);
  return {
    'usuarios.subirFoto': async ({ auth, request }) => {
      const parte = await parteFoto(request);
      const guardado = await guardarSubida(parte.file, {
        dir: fotos,
        maxBytes: FOTO_MAX_BYTES,
        tipos: FOTO_TIPOS,
        mensajes: MENSAJES_FOTO,
        truncado: () => parte.file.truncated,
      });
      const cambio = await repo.cambiarFoto(auth.row.id, guardado.nombre).catch(async (error) => {
        await borrarArchivo(fotos, guardado.nombre);
        throw error;
      });
      if (!cambio) {
        await borrarArchivo(fotos, guardado.nombre);
        throw new HttpError('TOKEN_INVALIDO');
      }
      if (cambio.anterior) {
        // A leftover old file is harmless: the upload has succeeded either way.
        await borrarArchivo(fotos, cambio.anterior).catch((error: unknown) =>
          request.log.warn({ err: error }, 'no se pudo borrar la foto anterior'),
        );
      }
      await services.auditoria.registrar({
        accion: 'perfil.foto',
        usuarioId: auth.row.id,
        ip: request.ip,
        detalle: { foto: guardado.nombre, bytes: guardado.bytes, mime: guardado.mime },
      });
      return {
        ok: true,
        // Only echoed back for display; it never becomes a path.
        fileName: parte.filename.slice(0, 255),
        newFile: guardado.nombre,
        newPath: `/api/usuarios/foto/${guardado.nombre}`,
      };
    },

    'usuarios.foto': async ({ params, reply }) => {
      // Names are random and immutable: a cached copy never goes stale.
      reply.header('cache-control', 'private, max-age=86400');
      return enviarArchivo(reply, fotos, params.nombre, MENSAJES_FOTO.noEncontrada);
    },
  };
}
