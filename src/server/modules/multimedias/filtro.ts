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
  const items = (valor ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return items.length > 0 ? [...new Set(items)] : null;
}

/**
 * The query of spec 7 with the defaults of spec 4 (30 years back to 40 minutes ahead).
 * Dates are compared as ISO text in UTC, the form every row stores.
 */
export function filtroDesdeQuery(
  query: FiltroQuery,
  visibles: 'todos' | ReadonlySet<string>,
  veSinCurso: boolean,
  ahora = new Date(),
): FiltroLecciones {
  const defecto = rangoFechasPorDefecto(ahora);
  return {
    fechaIni: (query.fechaIni ? new Date(query.fechaIni) : defecto.fechaIni).toISOString(),
    fechaFin: (query.fechaFin ? new Date(query.fechaFin) : defecto.fechaFin).toISOString(),
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

function contiene(columna: Expression<unknown>, termino: string): Expression<SqlBool> {
  // ESCAPE spelled out: SQLite's LIKE has no escape character by default.
  return sql<SqlBool>`lower(${columna}) like ${`%${escaparLike(termino)}%`} escape '\\'`;
}

/**
 * The WHERE of a lesson query. Lists are "any of" (a lesson of any chosen type, course or
 * keyword); names and keywords match case-insensitively (SQLite's lower() folds ASCII
 * only). Tags are a JSON array in text: a keyword matches an exact element by its quoted
 * JSON form, so 'red' does not match 'redes'.
 */
export function condicionLecciones(f: FiltroLecciones) {
  return (eb: ExpressionBuilder<Database, 'multimedias'>): Expression<SqlBool> => {
    const curso = eb.ref('multimedias.curso_id');
    const visibles: Expression<SqlBool>[] = [];
    if (f.visibles === 'todos') visibles.push(eb(curso, 'is not', null));
    else if (f.visibles.size > 0) visibles.push(eb(curso, 'in', [...f.visibles]));
    if (f.veSinCurso) visibles.push(eb(curso, 'is', null));

    const y: Expression<SqlBool>[] = [
      eb('multimedias.creado_en', '>=', f.fechaIni),
      eb('multimedias.creado_en', '<=', f.fechaFin),
      visibles.length > 0 ? eb.or(visibles) : NUNCA,
    ];
    if (f.tipos) y.push(eb('multimedias.tipo_media', 'in', f.tipos));
    if (f.cursos) y.push(eb(curso, 'in', f.cursos));
    if (f.sinCurso !== null) y.push(eb(curso, f.sinCurso ? 'is' : 'is not', null));
    if (f.nombre) y.push(contiene(eb.ref('multimedias.nombre'), f.nombre));
    if (f.tags) {
      const tags = eb.ref('multimedias.tags');
      y.push(eb.or(f.tags.map((t) => contiene(tags, JSON.stringify(t)))));
    }
    return eb.and(y);
  };
}
