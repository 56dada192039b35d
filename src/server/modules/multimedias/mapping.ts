import type { Multimedia } from '@shared/api/multimedias';
import { TIPOS_MEDIA } from '@shared/domain/multimedias';
import type { TipoMedia } from '@shared/domain/multimedias';
import { ESTADOS_PROGRESO, leccionCompleta, porcentajeLeccion } from '@shared/domain/progreso';
import type { EstadoProgreso } from '@shared/domain/progreso';
import type { FirmaService, Firmante } from '../../security/firmas';
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
      src: esArchivo ? await firmas.urlFirmada(para, rutaPlyr(fila.id)) : null,
      srcType: esArchivo ? fila.tipo_mime : null,
      link: fila.link,
    },
    link: fila.link !== null ? { link: fila.link } : null,
    file: esArchivo ? fila.nombre_servidor : null,
    tipoArchivo: esArchivo ? fila.tipo_mime : null,
    tamano: esArchivo ? fila.tamano : null,
    numVisto: fila.num_visto,
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
    subtitulos: await Promise.all(
      (extras.subtitulos.get(fila.id) ?? []).map((s) => aSubtitulo(s, firmas, para)),
    ),
  };
}
