import type { Multimedia } from '@shared/api/multimedias';
import { TIPOS_MEDIA } from '@shared/domain/multimedias';
import type { TipoMedia } from '@shared/domain/multimedias';
import { ESTADOS_PROGRESO, leccionCompleta, porcentajeLeccion } from '@shared/domain/progreso';
import type { EstadoProgreso } from '@shared/domain/progreso';
import type { DatosArchivo, FirmaService, Firmante } from '../../security/firmas';
import { NOMBRE_SERVIDOR } from '../../storage/subidas';
import type { ExtrasLecciones, FilaLeccion } from './repository';
import { aSubtitulo } from './subtitulos';

/** Who receives the answer: signed URLs are made for this user, token version and session. */
export type Destinatario = Firmante;

export function rutaPlyr(id: string): string {
  return `/api/plyr/${encodeURIComponent(id)}`;
}

function leerTags(json: string): string[] {
  try {
    const valor: unknown = JSON.parse(json);
    return Array.isArray(valor) ? valor.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

function tipoMedia(valor: string): TipoMedia {
  return (TIPOS_MEDIA as readonly string[]).includes(valor) ? (valor as TipoMedia) : 'Otro';
}

function estado(valor: string | undefined): EstadoProgreso {
  return (ESTADOS_PROGRESO as readonly string[]).includes(valor ?? '')
    ? (valor as EstadoProgreso)
    : 'no-iniciado';
}

/**
 * The file facts a lesson's URL carries when the caller may open it now (not locked, in a
 * course they see: lists and lessons are only answered for those): its Range requests are
 * then served without the database (plyr.ts). A locked lesson's URL carries none, so the
 * stream route checks access and order in full and refuses it.
 */
function datosArchivo(fila: FilaLeccion, bloqueo: Multimedia['bloqueo']): DatosArchivo | undefined {
  const nombre = fila.nombre_servidor;
  if (bloqueo !== null || !nombre || !NOMBRE_SERVIDOR.test(nombre) || !fila.tipo_mime) {
    return undefined;
  }
  return {
    nombreServidor: nombre,
    mime: fila.tipo_mime,
    nombreOriginal: fila.nombre_original ?? nombre,
    // Videos play inline in the player but are never handed out as a download (spec 5).
    descargable: !fila.tipo_mime.startsWith('video/'),
  };
}

/**
 * A lesson row as one caller sees it: their progress and rating, a URL signed for them and
 * whether the lesson is locked for them (sequential access, computed by the caller).
 */
export async function aMultimedia(
  fila: FilaLeccion,
  extras: ExtrasLecciones,
  firmas: FirmaService,
  para: Destinatario,
  bloqueo: Multimedia['bloqueo'] = null,
): Promise<Multimedia> {
  const esArchivo = fila.tipo_media !== 'link' && fila.nombre_servidor !== null;
  const progreso = extras.progresos.get(fila.id);
  const actual = progreso
    ? { progreso: estado(progreso.progreso), porcentaje: progreso.porcentaje }
    : null;
  const conteo = extras.conteos.get(fila.id) ?? { likes: 0, noLikes: 0 };
  const mia = extras.mias.get(fila.id);
  const subtitulos = extras.subtitulos.get(fila.id);
  const nombreUsuario = [fila.usuario_nombre, fila.usuario_apellidos].filter(Boolean).join(' ');
  return {
    _id: fila.id,
    nombre: fila.nombre,
    descripcion: fila.descripcion,
    tipoMedia: tipoMedia(fila.tipo_media),
    formato: fila.formato,
    curso: fila.curso_id !== null ? { _id: fila.curso_id, nombre: fila.curso_nombre ?? '' } : null,
    user: fila.usuario_id !== null ? { nombre: nombreUsuario } : null,
    tags: leerTags(fila.tags),
    sources: {
      src: esArchivo
        ? await firmas.urlFirmada(para, rutaPlyr(fila.id), datosArchivo(fila, bloqueo))
        : null,
      srcType: esArchivo ? fila.tipo_mime : null,
      link: fila.link,
    },
    link: fila.link !== null ? { link: fila.link } : null,
    file: esArchivo ? fila.nombre_servidor : null,
    tipoArchivo: esArchivo ? fila.tipo_mime : null,
    tamano: esArchivo ? fila.tamano : null,
    numVisto: extras.vistas.get(fila.id) ?? 0,
    calificaciones: {
      likes: conteo.likes,
      noLikes: conteo.noLikes,
      mia: mia === 'like' || mia === 'nolike' ? mia : null,
    },
    timestamp: fila.creado_en,
    progreso: actual?.progreso ?? 'no-iniciado',
    progress: porcentajeLeccion(actual),
    isCompleted: leccionCompleta(actual),
    bloqueo,
    // Most lessons have no captions: no promise to wait for then.
    subtitulos: subtitulos?.length
      ? await Promise.all(subtitulos.map((s) => aSubtitulo(s, firmas, para)))
      : [],
  };
}
