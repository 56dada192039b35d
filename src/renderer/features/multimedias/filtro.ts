import {
  PAGINA_MULTIMEDIAS,
  TIPOS_MEDIA,
  rangoFechasPorDefecto,
  type TipoMedia,
} from '@shared/domain/multimedias';
import { LIMITES_MULTIMEDIA } from '@shared/domain/multimedias';
import type { ConsultaMultimedias } from './api';

/** The course id of the lesson-edit page that lists lessons without a course. */
export const SIN_CURSO = 'sin-curso';

/** The lesson filter as the user set it (spec 2, lesson-edit page; spec 3, Media filter). */
export interface FiltroMultimedias {
  tipos: readonly TipoMedia[];
  nombre: string;
  tags: readonly string[];
}

/** Spec 4: every type flag on, no name, no keywords. */
export const FILTRO_INICIAL: FiltroMultimedias = { tipos: TIPOS_MEDIA, nombre: '', tags: [] };

/** Spec 4 and 9: `resultados` is sent as -10 (kept for the old clients). */
export const RESULTADOS_POR_DEFECTO = -10;

/** Where the list of one course (or of no course) comes from. */
export type Alcance = { tipo: 'curso'; id: string } | { tipo: 'sinCurso' } | { tipo: 'todos' };

export function alcanceDe(cursoId: string | undefined): Alcance {
  if (!cursoId) return { tipo: 'todos' };
  return cursoId === SIN_CURSO ? { tipo: 'sinCurso' } : { tipo: 'curso', id: cursoId };
}

/**
 * The query of GET /api/multimedias/filtrar for a filter, a scope and a range of rows,
 * with the defaults of spec 4 (dates from 30 years back to 40 minutes after `ahora`).
 * Lists are comma-joined; a filter that keeps every type sends no type at all.
 */
export function consultaDeFiltro(
  filtro: FiltroMultimedias,
  alcance: Alcance,
  rango: { inicio: number; fin: number },
  ahora: Date,
): ConsultaMultimedias {
  const { fechaIni, fechaFin } = rangoFechasPorDefecto(ahora);
  const consulta: ConsultaMultimedias = {
    fechaIni: fechaIni.toISOString(),
    fechaFin: fechaFin.toISOString(),
    inicio: rango.inicio,
    fin: rango.fin,
    resultados: RESULTADOS_POR_DEFECTO,
  };
  const todos = TIPOS_MEDIA.every((tipo) => filtro.tipos.includes(tipo));
  if (!todos && filtro.tipos.length > 0) consulta.tipoMedia = filtro.tipos.join(',');
  if (alcance.tipo === 'curso') consulta.cursos = alcance.id;
  if (alcance.tipo === 'sinCurso') consulta.sinCurso = 'true';
  if (filtro.tags.length > 0) consulta.tags = filtro.tags.join(',');
  const nombre = filtro.nombre.trim();
  if (nombre !== '') consulta.nombre = nombre;
  return consulta;
}

/** Rows of a 1-based page (spec 9: 100 per page, inicio/fin). */
export function rangoDePagina(pagina: number, porPagina: number = PAGINA_MULTIMEDIAS) {
  const inicio = (Math.max(1, pagina) - 1) * porPagina;
  return { inicio, fin: inicio + porPagina };
}

export function paginasDe(total: number, porPagina: number = PAGINA_MULTIMEDIAS): number {
  return Math.max(1, Math.ceil(total / porPagina));
}

/** Keyword chips: type and Enter adds one (trimmed, no repeats ignoring case, limits of spec). */
export type AccionEtiquetas =
  { tipo: 'agregar'; texto: string } | { tipo: 'quitar'; etiqueta: string };

export function etiquetasReducer(tags: readonly string[], accion: AccionEtiquetas): string[] {
  if (accion.tipo === 'quitar') return tags.filter((t) => t !== accion.etiqueta);
  const texto = accion.texto.trim().slice(0, LIMITES_MULTIMEDIA.tagMax);
  if (texto === '') return [...tags];
  if (tags.some((t) => t.toLowerCase() === texto.toLowerCase())) return [...tags];
  if (tags.length >= LIMITES_MULTIMEDIA.tagsMax) return [...tags];
  return [...tags, texto];
}
