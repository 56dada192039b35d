import { sql } from 'kysely';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { Plantilla } from '../../db/plantilla';
import type { Database, MultimediasTable } from '../../db/schema';
import { condicionFiltro, condicionLecciones, partesDe, sinFechas } from './filtro';
import type { FiltroLecciones, FormaFiltro, ValoresFiltro } from './filtro';
import type { FilaSubtitulo } from './repositorySubtitulos';

/**
 * A lesson row with what its answer needs from the course, uploader and stored file. Its
 * view count is read with the caller's extras instead: every viewing moves it, and the row
 * may come from the page cache (paginasLecciones.ts).
 */
export interface FilaLeccion extends Omit<MultimediasTable, 'actualizado_en' | 'num_visto'> {
  curso_nombre: string | null;
  usuario_nombre: string | null;
  usuario_apellidos: string | null;
  nombre_servidor: string | null;
  nombre_original: string | null;
  tipo_mime: string | null;
  tamano: number | null;
}

/** What one caller has done with some lessons (progress, ratings) and their view counts. */
export interface ExtrasLecciones {
  progresos: Map<string, { progreso: string; porcentaje: number }>;
  conteos: Map<string, { likes: number; noLikes: number }>;
  mias: Map<string, string>;
  vistas: Map<string, number>;
  /** Captions per lesson (issue 16), from subtitulosLecciones.ts: shared, read-only. */
  subtitulos: ReadonlyMap<string, readonly FilaSubtitulo[]>;
}

type Base = SelectQueryBuilder<Database, 'multimedias', object>;

// The extras of every lesson page (MultimediasRepository.extras): a template (db/plantilla.ts).
type DeLecciones = { usuario: string; ids: string[] };

// One row per lesson: its view count, the caller's progress (one row per user and lesson:
// the table's key), how many liked it, how many gave another rating, and the caller's own
// rating (one per user and lesson). Counted by subqueries on the ratings' key rather than
// a join grouped by rating: the same answer without the temporary B-tree of the GROUP BY,
// a third less time per page on SQLite (issue 18).
const extrasDe = new Plantilla((db, v: DeLecciones) =>
  db
    .selectFrom('multimedias')
    .leftJoin('progresos', (join) =>
      join
        .onRef('progresos.multimedia_id', '=', 'multimedias.id')
        .on('progresos.usuario_id', '=', v.usuario),
    )
    .select((eb) => [
      'multimedias.id',
      'multimedias.num_visto',
      'progresos.progreso',
      'progresos.porcentaje',
      eb
        .selectFrom('multimedia_calificaciones as c')
        .select((sub) => sub.fn.countAll<number | string>().as('n'))
        .whereRef('c.multimedia_id', '=', 'multimedias.id')
        .where('c.calificacion', '=', 'like')
        .as('likes'),
      eb
        .selectFrom('multimedia_calificaciones as c')
        .select((sub) => sub.fn.countAll<number | string>().as('n'))
        .whereRef('c.multimedia_id', '=', 'multimedias.id')
        .where('c.calificacion', '<>', 'like')
        .as('no_likes'),
      eb
        .selectFrom('multimedia_calificaciones as c')
        .select('c.calificacion')
        .whereRef('c.multimedia_id', '=', 'multimedias.id')
        .where('c.usuario_id', '=', v.usuario)
        .as('mia'),
    ])
    .where('multimedias.id', 'in', v.ids),
);

function conDetalle(q: Base) {
  return q
    .leftJoin('cursos', 'cursos.id', 'multimedias.curso_id')
    .leftJoin('usuarios', 'usuarios.id', 'multimedias.usuario_id')
    .leftJoin('archivos', 'archivos.id', 'multimedias.archivo_id')
    .select([
      'multimedias.id',
      'multimedias.nombre',
      'multimedias.descripcion',
      'multimedias.tipo_media',
      'multimedias.formato',
      'multimedias.curso_id',
      'multimedias.usuario_id',
      'multimedias.tags',
      'multimedias.archivo_id',
      'multimedias.link',
      'multimedias.creado_en',
      'cursos.nombre as curso_nombre',
      'usuarios.nombre as usuario_nombre',
      'usuarios.apellidos as usuario_apellidos',
      'archivos.nombre_servidor',
      'archivos.nombre_original',
      'archivos.tipo_mime',
      'archivos.tamano',
    ]);
}

/** `buscar`'s course narrowing: none, the lessons without course, or one course. */
type FormaBuscar = FormaFiltro & { curso: 'todos' | 'sin' | 'uno' };
type ValoresBuscar = ValoresFiltro & { curso?: string };

function filtradas(db: Kysely<Database>, v: ValoresBuscar, forma: FormaBuscar): Base {
  const base = db.selectFrom('multimedias').where((eb) => condicionFiltro(eb, v, forma));
  if (forma.curso === 'sin') return base.where('multimedias.curso_id', 'is', null);
  if (forma.curso === 'uno' && v.curso !== undefined) {
    return base.where('multimedias.curso_id', '=', v.curso);
  }
  return base;
}

// Every lesson list runs both (the library, a course's lessons): templates (db/plantilla.ts),
// one per filter shape.
const paginaLecciones = new Plantilla(
  (db, v: ValoresBuscar & { limite: number; desde: number }, forma: FormaBuscar) => {
    const pagina = conDetalle(filtradas(db, v, forma))
      // How many match in all, on every row of the page: no second query for the total.
      .select(sql<number | string>`count(*) over ()`.as('total_filas'))
      .orderBy('multimedias.creado_en', 'desc')
      .orderBy('multimedias.id', 'desc')
      .limit(v.limite)
      .offset(v.desde);
    if (forma.fechas) return pagina;
    // Without a date window (a page to keep): which dates the matches span, in the same
    // statement, so the page and its span are of one snapshot.
    return pagina.select([
      sql<string>`min(multimedias.creado_en) over ()`.as('primera_fecha'),
      sql<string>`max(multimedias.creado_en) over ()`.as('ultima_fecha'),
    ]);
  },
);

const conteoLecciones = new Plantilla((db, v: ValoresBuscar, forma: FormaBuscar) =>
  filtradas(db, v, forma).select((eb) => eb.fn.countAll<number>().as('n')),
);

/** A page of lessons and how many match in all. */
export interface PaginaLecciones {
  /** Read-only: a kept page's rows are shared between requests (paginasLecciones.ts). */
  filas: readonly FilaLeccion[];
  total: number;
}

/**
 * A page read without the date window, and the dates its matches span (null: nothing
 * matches): the answer of every window that holds that span (paginasLecciones.ts).
 */
export interface PaginaSinFechas extends PaginaLecciones {
  fechas: { primera: string; ultima: string } | null;
}

type PartesFiltro = ReturnType<typeof partesDe>;

export class MultimediasRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async porId(id: string): Promise<FilaLeccion | null> {
    const fila = await conDetalle(this.db.selectFrom('multimedias'))
      .where('multimedias.id', '=', id)
      .executeTakeFirst();
    return fila ?? null;
  }

  /**
   * One page of matching lessons, newest first (ties by id so pages never overlap), and
   * how many match in all. `curso` narrows to one group of the library (null: no course).
   */
  async buscar(
    filtro: FiltroLecciones,
    inicio: number,
    fin: number,
    curso?: string | null,
  ): Promise<PaginaLecciones> {
    const { filas, total } = await this.pagina(partesDe(filtro), inicio, fin, curso);
    return { filas, total };
  }

  /**
   * The same page with every date matching, and the dates its matches span; null for a
   * page past the end (only a count is read, which tells no dates).
   */
  async buscarSinFechas(
    filtro: FiltroLecciones,
    inicio: number,
    fin: number,
    curso?: string | null,
  ): Promise<PaginaSinFechas | null> {
    const pagina = await this.pagina(sinFechas(partesDe(filtro)), inicio, fin, curso);
    const { filas, total, fechas } = pagina;
    if (fechas) return { filas, total, fechas };
    return total === 0 ? { filas, total, fechas: null } : null;
  }

  private async pagina(
    partes: PartesFiltro,
    inicio: number,
    fin: number,
    curso: string | null | undefined,
  ): Promise<PaginaLecciones & { fechas?: { primera: string; ultima: string } }> {
    const forma: FormaBuscar = {
      ...partes.forma,
      curso: curso === undefined ? 'todos' : curso === null ? 'sin' : 'uno',
    };
    const valores: ValoresBuscar =
      typeof curso === 'string' ? { ...partes.valores, curso } : partes.valores;
    const limite = Math.max(0, fin - inicio);
    const pagina =
      limite === 0
        ? []
        : await paginaLecciones.filas(this.db, { ...valores, limite, desde: inicio }, forma);
    // Rows keep their extra columns: the mapping (mapping.ts) names every field it sends.
    const filas: FilaLeccion[] = pagina;
    const uno = pagina[0];
    // PostgreSQL answers the count as text. An empty page from the start: nothing matches.
    if (uno) {
      const total = Number(uno.total_filas);
      // Only a page read without dates has them.
      const { primera_fecha: primera, ultima_fecha: ultima } = uno as {
        primera_fecha?: string;
        ultima_fecha?: string;
      };
      if (primera === undefined || ultima === undefined) return { filas, total };
      return { filas, total, fechas: { primera, ultima } };
    }
    if (limite > 0 && inicio === 0) return { filas, total: 0 };
    // No page asked, or one past the end: only the count tells the total.
    const conteo = await conteoLecciones.primera(this.db, valores, forma);
    return { filas, total: Number(conteo?.n ?? 0) };
  }

  /** Matching lessons per course (null: without course) for the library. */
  async gruposDe(
    filtro: FiltroLecciones,
  ): Promise<{ cursoId: string | null; nombre: string | null; total: number }[]> {
    const filas = await this.db
      .selectFrom('multimedias')
      .leftJoin('cursos', 'cursos.id', 'multimedias.curso_id')
      .where(condicionLecciones(filtro))
      .select((eb) => ['multimedias.curso_id', 'cursos.nombre', eb.fn.countAll<number>().as('n')])
      .groupBy(['multimedias.curso_id', 'cursos.nombre'])
      .execute();
    return filas.map((f) => ({ cursoId: f.curso_id, nombre: f.nombre, total: Number(f.n) }));
  }

  /**
   * The caller's progress and rating on these lessons, plus every lesson's view and rating
   * counts, in one query (captions come from subtitulosLecciones.ts, kept per content version).
   */
  async extras(
    usuarioId: string,
    ids: readonly string[],
  ): Promise<Omit<ExtrasLecciones, 'subtitulos'>> {
    const extras: Omit<ExtrasLecciones, 'subtitulos'> = {
      progresos: new Map(),
      conteos: new Map(),
      mias: new Map(),
      vistas: new Map(),
    };
    if (ids.length === 0) return extras;
    const filas = await extrasDe.filas(this.db, { usuario: usuarioId, ids: [...ids] });
    // PostgreSQL answers counts as text.
    for (const f of filas) {
      extras.vistas.set(f.id, Number(f.num_visto));
      if (f.progreso !== null && f.porcentaje !== null) {
        extras.progresos.set(f.id, { progreso: f.progreso, porcentaje: Number(f.porcentaje) });
      }
      const likes = Number(f.likes ?? 0);
      const noLikes = Number(f.no_likes ?? 0);
      if (likes > 0 || noLikes > 0) extras.conteos.set(f.id, { likes, noLikes });
      if (f.mia !== null) extras.mias.set(f.id, f.mia);
    }
    return extras;
  }
}
