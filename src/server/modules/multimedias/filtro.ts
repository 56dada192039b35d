import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { z } from 'zod';
import type { filtroMultimediasSchema } from '@shared/api/multimedias';
import { rangoFechasPorDefecto } from '@shared/domain/multimedias';
import type { Database } from '../../db/schema';
import { escaparLike } from '../usuarios';

/** Which lessons a query may return: the caller's filter plus what the caller may see. */
export interface FiltroLecciones {
  fechaIni: string;
  fechaFin: string;
  tipos: string[] | null;
  cursos: string[] | null;
  tags: string[] | null;
  nombre: string | null;
  /** true: only lessons without course; false: only with one; null: both. */
  sinCurso: boolean | null;
  /** Courses the caller may open (cursosVisibles). */
  visibles: 'todos' | ReadonlySet<string>;
  /** Lessons without a course only for content managers (veLeccionesSinCurso). */
  veSinCurso: boolean;
}

type FiltroQuery = z.output<typeof filtroMultimediasSchema>;

function lista(valor: string | undefined): string[] | null {
  if (!valor) return null;
  const items = valor
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return items.length > 0 ? [...new Set(items)] : null;
}

/** The default window of the last millisecond asked for, as ISO text. */
let ventanaPorDefecto = { ms: Number.NaN, fechaIni: '', fechaFin: '' };

/**
 * The default window (spec 4) at `ms`, as ISO text. Every list without dates asks for it,
 * and its local-time year arithmetic and two ISO strings were a visible share of
 * `multimedias/filtrar` (issue 18): the last millisecond's answer is kept, which under load
 * serves the many requests of one millisecond with the very same strings.
 */
function ventanaIso(ms: number): { fechaIni: string; fechaFin: string } {
  if (ventanaPorDefecto.ms !== ms) {
    const { fechaIni, fechaFin } = rangoFechasPorDefecto(new Date(ms));
    ventanaPorDefecto = { ms, fechaIni: fechaIni.toISOString(), fechaFin: fechaFin.toISOString() };
  }
  return ventanaPorDefecto;
}

/**
 * The query of spec 7 with the defaults of spec 4 (30 years back to 40 minutes ahead).
 * Dates are compared as ISO text in UTC, the form every row stores.
 */
export function filtroDesdeQuery(
  query: FiltroQuery,
  visibles: 'todos' | ReadonlySet<string>,
  veSinCurso: boolean,
  ahoraMs: number = Date.now(),
): FiltroLecciones {
  const defecto = ventanaIso(ahoraMs);
  return {
    fechaIni: query.fechaIni ? new Date(query.fechaIni).toISOString() : defecto.fechaIni,
    fechaFin: query.fechaFin ? new Date(query.fechaFin).toISOString() : defecto.fechaFin,
    tipos: lista(query.tipoMedia),
    cursos: lista(query.cursos),
    tags: lista(query.tags)?.map((t) => t.toLowerCase()) ?? null,
    nombre: query.nombre?.trim().toLowerCase() || null,
    sinCurso: query.sinCurso === undefined ? null : query.sinCurso === 'true',
    visibles,
    veSinCurso,
  };
}

const NUNCA = sql<SqlBool>`1 = 0`;

/** A LIKE pattern that finds the term anywhere (its own % and _ escaped). */
const patron = (termino: string) => `%${escaparLike(termino)}%`;

function contiene(columna: Expression<unknown>, patronLike: string): Expression<SqlBool> {
  // ESCAPE spelled out: SQLite's LIKE has no escape character by default.
  return sql<SqlBool>`lower(${columna}) like ${patronLike} escape '\\'`;
}

/** Which optional parts a filter has: the shape of its SQL (db/plantilla.ts `forma`). */
export interface FormaFiltro {
  /** false: the date window is left out (a cached page, paginasLecciones.ts). */
  fechas: boolean;
  visibles: 'todos' | 'lista' | 'ninguno';
  veSinCurso: boolean;
  tipos: boolean;
  cursos: boolean;
  sinCurso: boolean | null;
  nombre: boolean;
}

/** The filter's values, each a query parameter; only the parts the shape has are set. */
export interface ValoresFiltro {
  /** Set when the shape has `fechas`. */
  fechaIni?: string;
  fechaFin?: string;
  visibles?: string[];
  tipos?: string[];
  cursos?: string[];
  /** LIKE patterns (patron), lowercase. */
  nombre?: string;
  tags: string[];
}

/** A filter split into its shape and its values. */
export function partesDe(f: FiltroLecciones): { forma: FormaFiltro; valores: ValoresFiltro } {
  const visibles = f.visibles === 'todos' ? 'todos' : f.visibles.size > 0 ? 'lista' : 'ninguno';
  const forma: FormaFiltro = {
    fechas: true,
    visibles,
    veSinCurso: f.veSinCurso,
    tipos: f.tipos !== null,
    cursos: f.cursos !== null,
    sinCurso: f.sinCurso,
    nombre: f.nombre !== null,
  };
  // Tags match an exact element of the JSON array by its quoted JSON form.
  const valores: ValoresFiltro = {
    fechaIni: f.fechaIni,
    fechaFin: f.fechaFin,
    tags: (f.tags ?? []).map((t) => patron(JSON.stringify(t))),
  };
  if (visibles === 'lista' && f.visibles !== 'todos') valores.visibles = [...f.visibles];
  if (f.tipos) valores.tipos = f.tipos;
  if (f.cursos) valores.cursos = f.cursos;
  if (f.nombre) valores.nombre = patron(f.nombre);
  return { forma, valores };
}

/**
 * The WHERE of a lesson query, from a filter's shape and values (plain values, or a
 * template's placeholders). Lists are "any of" (a lesson of any chosen type, course or
 * keyword); names and keywords match case-insensitively (SQLite's lower() folds ASCII
 * only). Tags are a JSON array in text: a keyword matches an exact element by its quoted
 * JSON form, so 'red' does not match 'redes'.
 */
export function condicionFiltro(
  eb: ExpressionBuilder<Database, 'multimedias'>,
  v: ValoresFiltro,
  forma: FormaFiltro,
): Expression<SqlBool> {
  const curso = eb.ref('multimedias.curso_id');
  const visibles: Expression<SqlBool>[] = [];
  if (forma.visibles === 'todos') visibles.push(eb(curso, 'is not', null));
  else if (forma.visibles === 'lista' && v.visibles) visibles.push(eb(curso, 'in', v.visibles));
  if (forma.veSinCurso) visibles.push(eb(curso, 'is', null));

  const y: Expression<SqlBool>[] = [];
  if (forma.fechas && v.fechaIni !== undefined && v.fechaFin !== undefined) {
    y.push(eb('multimedias.creado_en', '>=', v.fechaIni));
    y.push(eb('multimedias.creado_en', '<=', v.fechaFin));
  }
  y.push(visibles.length > 0 ? eb.or(visibles) : NUNCA);
  if (forma.tipos && v.tipos) y.push(eb('multimedias.tipo_media', 'in', v.tipos));
  if (forma.cursos && v.cursos) y.push(eb(curso, 'in', v.cursos));
  if (forma.sinCurso !== null) y.push(eb(curso, forma.sinCurso ? 'is' : 'is not', null));
  if (forma.nombre && v.nombre) y.push(contiene(eb.ref('multimedias.nombre'), v.nombre));
  if (v.tags.length > 0) {
    const tags = eb.ref('multimedias.tags');
    y.push(eb.or(v.tags.map((t) => contiene(tags, t))));
  }
  return eb.and(y);
}

/** The same filter without its date window: every date matches. */
export function sinFechas(partes: { forma: FormaFiltro; valores: ValoresFiltro }): {
  forma: FormaFiltro;
  valores: ValoresFiltro;
} {
  const valores: ValoresFiltro = { ...partes.valores };
  delete valores.fechaIni;
  delete valores.fechaFin;
  return { forma: { ...partes.forma, fechas: false }, valores };
}

/** The WHERE of a lesson query for a filter, built for one run. */
export function condicionLecciones(f: FiltroLecciones) {
  const { forma, valores } = partesDe(f);
  return (eb: ExpressionBuilder<Database, 'multimedias'>) => condicionFiltro(eb, valores, forma);
}
