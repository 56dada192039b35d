import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { MENSAJES_MULTIMEDIA } from '@shared/domain/multimedias';
import { HttpError } from '../../errors';
import { bearerToken } from '../../http/authenticate';
import type { AuthContext } from '../../http/authenticate';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { DatosArchivo } from '../../security/firmas';
import type { Services } from '../../services';
import { enviarConRango } from '../../storage/rango';
import { NOMBRE_SERVIDOR } from '../../storage/subidas';
import type { FilaLeccion } from './repository';
import { registrarApertura } from './repositoryAperturas';
import { MENSAJES_LECCION } from './repositoryEscritura';
import { exigirDesbloqueada } from './secuencia';

/**
 * GET /api/plyr/:id, the lesson file as the player streams it (docs/rendimiento-archivos.md).
 *
 * A player asks for one lesson in many Range requests. When the URL was signed with the
 * file's facts (mapping.ts: only for a lesson the caller could open when it was signed),
 * its first request runs the full checks (course access, lesson order) once and the next
 * ones are answered from the signature — no lesson row, no course access and no lesson order
 * read again — while the 'contenido' version read before those checks holds: a course
 * taken away, deactivated or reordered moves it, and the next request checks again. Who
 * the signer is (session not logged out, same password, active user) is checked on every
 * request by the guard (http/authenticate.ts). A bearer token, or a URL without facts,
 * goes through the full checks every time.
 */
type PlyrHandlers = Pick<RouteHandlers, 'multimedias.plyr'>;

/** Entries the openings set keeps before starting over (a few MB at most). */
const MAX_APERTURAS = 100_000;

/**
 * Openings this process has already recorded: only the first opening of a lesson is kept
 * (spec), so the next Range requests of it need not write. A restart or another instance
 * writes once more, which the INSERT … ON CONFLICT DO NOTHING makes harmless.
 */
function aperturasRecordadas(services: Services) {
  const hechas = new Set<string>();
  return async (auth: AuthContext, multimediaId: string): Promise<void> => {
    const clave = `${auth.row.id}\u0000${multimediaId}`;
    if (hechas.has(clave)) return;
    await registrarApertura(services, auth, multimediaId);
    if (hechas.size >= MAX_APERTURAS) hechas.clear();
    hechas.add(clave);
  };
}

/**
 * Signed URLs whose lesson passed the full checks, with the 'contenido' version read before
 * them: valid while that version holds (null: no caching, check every time).
 */
function accesosComprobados(services: Services) {
  const comprobados = new Map<string, number>();
  return {
    vigente(firma: string): boolean {
      const version = services.versiones.vigente('contenido');
      return version !== null && comprobados.get(firma) === version;
    },
    recordar(firma: string, version: number | null): void {
      if (version === null) return;
      if (comprobados.size >= MAX_APERTURAS) comprobados.clear();
      comprobados.set(firma, version);
    },
  };
}

/**
 * The file facts of the request's own signature, if it was made for this caller's session
 * with them; null when the full checks must run (bearer token, no or older signature).
 */
async function datosFirmados(
  services: Services,
  auth: AuthContext,
  request: FastifyRequest,
  firma: string | undefined,
): Promise<DatosArchivo | null> {
  if (!firma || bearerToken(request) !== null) return null;
  // Already verified by the guard a moment ago: this is a cache hit (firmas.ts).
  const verificada = await services.firmas.verificar(firma, request.url.split('?')[0] ?? '');
  if (!verificada?.archivo) return null;
  if (verificada.usuarioId !== auth.row.id || verificada.sesion !== auth.claims.jti) return null;
  return verificada.archivo;
}

/** The facts of the lesson's file after the full checks: access, order, a stored file. */
function datosDeFila(fila: FilaLeccion): DatosArchivo {
  const nombre = fila.nombre_servidor;
  if (fila.tipo_media === 'link' || !nombre || !fila.tipo_mime) {
    throw new HttpError('NO_ENCONTRADO', MENSAJES_LECCION.sinArchivo);
  }
  return {
    nombreServidor: nombre,
    mime: fila.tipo_mime,
    nombreOriginal: fila.nombre_original ?? nombre,
    descargable: !fila.tipo_mime.startsWith('video/'),
  };
}

export function plyrHandlers(
  services: Services,
  carpeta: string,
  leccionAccesible: (auth: AuthContext, id: string) => Promise<FilaLeccion>,
): PlyrHandlers {
  const registrarUnaVez = aperturasRecordadas(services);
  const accesos = accesosComprobados(services);
  return {
    'multimedias.plyr': async ({ auth, params, query, request, reply }) => {
      const firmados = await datosFirmados(services, auth, request, query.firma);
      let archivo = firmados && query.firma && accesos.vigente(query.firma) ? firmados : null;
      if (!archivo) {
        // Read before the checks: a change during them is never taken as checked.
        const version = services.versiones.vigente('contenido');
        const fila = await leccionAccesible(auth, params.id);
        // A signed URL handed out before the lock (or guessed) must not bypass the order.
        await exigirDesbloqueada(services, auth, fila);
        archivo = datosDeFila(fila);
        if (firmados && query.firma) accesos.recordar(query.firma, version);
      }
      if (!NOMBRE_SERVIDOR.test(archivo.nombreServidor)) {
        throw new HttpError('NO_ENCONTRADO', MENSAJES_LECCION.sinArchivo);
      }
      const descarga = query.descargar === '1';
      // Videos play inline in the player but are never handed out as a download (spec 5).
      if (descarga && !archivo.descargable) {
        throw new HttpError('ACCION_NO_PERMITIDA', MENSAJES_MULTIMEDIA.videoSinDescarga);
      }
      // Streams, Range requests and the desktop's offline download all start the clock of
      // the lesson's progress (only the first opening is kept).
      await registrarUnaVez(auth, params.id);
      return enviarConRango(request, reply, {
        ruta: join(carpeta, archivo.nombreServidor),
        mime: archivo.mime,
        nombreOriginal: archivo.nombreOriginal,
        descarga,
        mensajeNoEncontrado: MENSAJES_LECCION.sinArchivo,
        ...(services.archivosXAccel !== null
          ? { interna: `${services.archivosXAccel}multimedia/${archivo.nombreServidor}` }
          : {}),
      });
    },
  };
}
