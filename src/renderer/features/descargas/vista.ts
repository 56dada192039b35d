import type { Multimedia } from '@shared/api';
import type { Descarga } from '@shared/bridge';
import { formatoNumero } from '../../i18n';
import type { IniciarDescarga } from './almacen';

/** Pure view models of the downloads UI (issue 7); tested in tests/renderer/features/descargas. */

const UNIDADES = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** "0 B", "512 B", "1,5 MB": binary steps, one decimal above bytes, the language's comma or point. */
export function formatearTamano(bytes: number): string {
  let valor = Math.max(0, bytes);
  let i = 0;
  while (valor >= 1024 && i < UNIDADES.length - 1) {
    valor /= 1024;
    i++;
  }
  const texto = formatoNumero(i === 0 ? Math.round(valor) : valor, { maximumFractionDigits: 1 });
  return `${texto} ${UNIDADES[i] ?? 'B'}`;
}

export function formatearVelocidad(bytesPorSegundo: number): string {
  return `${formatearTamano(bytesPorSegundo)}/s`;
}

/** 0–100 rounded down; null while the full size is unknown. A complete file is 100. */
export function porcentajeDescarga(d: Pick<Descarga, 'bytes' | 'total' | 'estado'>): number | null {
  if (d.estado === 'completa') return 100;
  if (d.total === null || d.total <= 0) return null;
  return Math.min(100, Math.floor((d.bytes / d.total) * 100));
}

export type VistaDescarga =
  | { tipo: 'sin-descargar' }
  | { tipo: 'en-curso'; porcentaje: number | null; descargado: string; velocidad: string }
  | { tipo: 'pausada'; porcentaje: number | null }
  | { tipo: 'completa'; tamano: string }
  | { tipo: 'error'; mensaje: string | null };

export type AccionDescarga = 'descargar' | 'cancelar' | 'reanudar' | 'reintentar' | 'quitar';

/** What a lesson card shows of its download. */
export function vistaDescarga(d: Descarga | undefined): VistaDescarga {
  if (!d) return { tipo: 'sin-descargar' };
  switch (d.estado) {
    case 'en-curso':
      return {
        tipo: 'en-curso',
        porcentaje: porcentajeDescarga(d),
        descargado: formatearTamano(d.bytes),
        velocidad: formatearVelocidad(d.velocidad),
      };
    case 'pausada':
      return { tipo: 'pausada', porcentaje: porcentajeDescarga(d) };
    case 'completa':
      return { tipo: 'completa', tamano: formatearTamano(d.total ?? d.bytes) };
    case 'error':
      return { tipo: 'error', mensaje: d.error };
  }
}

/** The buttons beside a download in each state (a paused one resumes where it stopped). */
export function accionesDescarga(v: VistaDescarga): AccionDescarga[] {
  switch (v.tipo) {
    case 'sin-descargar':
      return ['descargar'];
    case 'en-curso':
      return ['cancelar'];
    case 'pausada':
      return ['reanudar', 'quitar'];
    case 'completa':
      return ['quitar'];
    case 'error':
      return ['reintentar', 'quitar'];
  }
}

type Leccion = Pick<Multimedia, '_id' | 'nombre' | 'curso' | 'tipoMedia' | 'sources' | 'tamano'> &
  Partial<Pick<Multimedia, 'subtitulos'>>;

/** Lessons with a file can be kept on this PC; links live elsewhere and are skipped. */
export function esDescargable(m: Pick<Leccion, 'tipoMedia' | 'sources'>): boolean {
  return m.tipoMedia !== 'link' && Boolean(m.sources.src);
}

/**
 * What descargas.iniciar gets for a lesson: its signed stream URL (main resolves a relative
 * one against the server) and the stored size, so integrity is checked before completing.
 */
export function argumentosDescarga(m: Leccion): IniciarDescarga | null {
  if (!esDescargable(m) || !m.sources.src) return null;
  const subtitulos = (m.subtitulos ?? []).map((s) => ({ idioma: s.idioma, url: s.src }));
  return {
    multimediaId: m._id,
    nombre: m.nombre,
    cursoId: m.curso?._id ?? null,
    url: m.sources.src,
    total: m.tamano !== null && m.tamano > 0 ? Math.round(m.tamano) : null,
    // Its captions come along, so they show offline too (issue 16).
    ...(subtitulos.length > 0 ? { subtitulos } : {}),
  };
}

/** 'Descargar curso': every lesson with a file that is not downloaded nor downloading. */
export function faltantesDelCurso<T extends Leccion>(
  lecciones: readonly T[],
  descargas: readonly Descarga[],
): T[] {
  const hechas = new Set(
    descargas
      .filter((d) => d.estado === 'completa' || d.estado === 'en-curso')
      .map((d) => d.multimediaId),
  );
  return lecciones.filter((l) => esDescargable(l) && !hechas.has(l._id));
}

/** The local `leccion://` URL of a complete download, for the player; null otherwise. */
export function urlLocalDe(descargas: readonly Descarga[], multimediaId: string): string | null {
  const d = descargas.find((x) => x.multimediaId === multimediaId);
  return d?.estado === 'completa' && d.urlLocal ? d.urlLocal : null;
}

/** A caption kept with a complete download (issue 16), for the player's track; else null. */
export function urlSubtituloLocal(
  descargas: readonly Descarga[],
  multimediaId: string,
  idioma: string,
): string | null {
  const url = urlLocalDe(descargas, multimediaId);
  const d = descargas.find((x) => x.multimediaId === multimediaId);
  if (!url || !d?.subtitulos?.includes(idioma)) return null;
  return `${url.replace(/\/$/, '')}/subtitulos/${encodeURIComponent(idioma)}`;
}

/** The downloads dialog: rows by name, and the space the complete files take. */
export function resumenDescargas(descargas: readonly Descarga[]): {
  filas: (Descarga & { vista: VistaDescarga; tamano: string })[];
  total: string;
} {
  const filas = [...descargas]
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es', { numeric: true }))
    .map((d) => ({ ...d, vista: vistaDescarga(d), tamano: formatearTamano(d.bytes) }));
  return { filas, total: formatearTamano(descargas.reduce((s, d) => s + d.bytes, 0)) };
}
