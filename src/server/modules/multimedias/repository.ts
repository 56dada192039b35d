import { sql } from 'kysely';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { Plantilla } from '../../db/plantilla';
import type { Database, MultimediasTable } from '../../db/schema';
import { condicionFiltro, condicionLecciones, partesDe } from './filtro';
import type { FiltroLecciones, FormaFiltro, ValoresFiltro } from './filtro';
import { progresosDeLecciones } from './repositorySecuencia';
import type { FilaSubtitulo } from './repositorySubtitulos';

/** A lesson row with what its answer needs from the course, uploader and stored file. */
export interface FilaLeccion extends Omit<MultimediasTable, 'actualizado_en'> {
  curso_nombre: string | null;
  usuario_nombre: string | null;
  usuario_apellidos: string | null;
  nombre_servidor: string | null;
  nombre_original: string | null;
  tipo_mime: string | null;
  tamano: number | null;
}

/** What one caller has done with some lessons: progress and ratings. */
export interface ExtrasLecciones {
  progresos: Map<string, { progreso: string; porcentaje: number }>;
  conteos: Map<string, { likes: number; noLikes: number }>;
  mias: Map<string, string>;
  /** Captions per lesson (issue 16), from subtitulosLecciones.ts: shared, read-only. */
  subtitulos: ReadonlyMap<string, readonly FilaSubtitulo[]>;
}

type Base = SelectQueryBuilder<Database, 'multimedias', object>;

// The extras of every lesson page (MultimediasRepository.extras): templates (db/plantilla.ts).
type DeLecciones = { usuario: string; ids: string[] };

// Every lesson's rating counts and, in the same rows, whether the caller gave that rating
// (one rating per user and lesson: the table's key).
const calificacionesDe = new Plantilla((db, v: DeLecciones) =>
  db
    .selectFrom('multimedia_calificaciones')
    .select((eb) => [
      'multimedia_id',
      'calificacion',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn
        .sum<number | string>(eb.case().when('usuario_id', '=', v.usuario).then(1).else(0).end())
        .as('mia'),
    ])
    .where('multimedia_id', 'in', v.ids)
    .groupBy(['multimedia_id', 'calificacion']),
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
      'multimedias.num_visto',
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
  (db, v: ValoresBuscar & { limite: number; desde: number }, forma: FormaBuscar) =>
    conDetalle(filtradas(db, v, forma))
      // How many match in all, on every row of the page: no second query for the total.
      .select(sql<number | string>`count(*) over ()`.as('total_filas'))
      .orderBy('multimedias.creado_en', 'desc')
      .orderBy('multimedias.id', 'desc')
      .limit(v.limite)
      .offset(v.desde),
);

const conteoLecciones = new Plantilla((db, v: ValoresBuscar, forma: FormaBuscar) =>
  filtradas(db, v, forma).select((eb) => eb.fn.countAll<number>().as('n')),
);

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
  ): Promise<{ filas: FilaLeccion[]; total: number }> {
    const partes = partesDe(filtro);
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
    // Rows keep their extra total_filas: the mapping (mapping.ts) names every field it sends.
    const filas: FilaLeccion[] = pagina;
    const primera = pagina[0];
    // PostgreSQL answers the count as text. An empty page from the start: nothing matches.
    if (primera) return { filas, total: Number(primera.total_filas) };
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
   * The caller's progress and rating on these lessons, plus every lesson's rating counts
   * (captions come from subtitulosLecciones.ts, kept per content version).
   */
  async extras(
    usuarioId: string,
    ids: readonly string[],
  ): Promise<Omit<ExtrasLecciones, 'subtitulos'>> {
    const extras: Omit<ExtrasLecciones, 'subtitulos'> = {
      progresos: new Map(),
      conteos: new Map(),
      mias: new Map(),
    };
    if (ids.length === 0) return extras;
    const lista = [...ids];
    const deLecciones = { usuario: usuarioId, ids: lista };
    const [progresos, calificaciones] = await Promise.all([
      progresosDeLecciones(this.db, usuarioId, lista),
      calificacionesDe.filas(this.db, deLecciones),
    ]);
    for (const p of progresos) {
      extras.progresos.set(p.multimedia_id, { progreso: p.progreso, porcentaje: p.porcentaje });
    }
    // PostgreSQL answers count and sum as text.
    for (const c of calificaciones) {
      const actual = extras.conteos.get(c.multimedia_id) ?? { likes: 0, noLikes: 0 };
      if (c.calificacion === 'like') actual.likes += Number(c.n);
      else actual.noLikes += Number(c.n);
      extras.conteos.set(c.multimedia_id, actual);
      if (Number(c.mia) > 0) extras.mias.set(c.multimedia_id, c.calificacion);
    }
    return extras;
  }
}
