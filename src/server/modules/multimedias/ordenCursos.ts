import type { Kysely } from 'kysely';
import { ordenarLecciones } from '@shared/domain/multimedias';
import { indexarOrden } from '@shared/domain/progreso';
import type { OrdenLecciones } from '@shared/domain/progreso';
import type { Database } from '../../db/schema';
import type { Versiones } from '../../cache/versiones';
import { unaPorServicios } from '../../cache/porServicios';
import { leccionesDeCursos } from './repositorySecuencia';

/** A lesson as the course order knows it: no progress, nothing per learner. */
export interface LeccionOrdenada {
  _id: string;
  nombre: string;
}
export type OrdenCurso = OrdenLecciones<LeccionOrdenada>;

/**
 * What the cache asks of services.versiones (src/server/cache/versiones.ts): the current
 * 'contenido' version, which moves on any write to courses or lessons, on any instance;
 * null means "do not trust a cache now" (and the database is read every time).
 */
export type FuenteVersiones = Pick<Versiones, 'vigente'>;

/** Courses kept at most; beyond it the cache starts afresh (a centre has far fewer). */
const MAXIMO_CURSOS = 5000;

const VACIO: OrdenCurso = indexarOrden([]);

/** Each course's display order from its lessons, grouped in one pass. */
function calcular(
  cursoIds: readonly string[],
  filas: readonly { id: string; nombre: string; curso_id: string | null; creado_en: string }[],
): Map<string, OrdenCurso> {
  const porCurso = new Map<string, { _id: string; nombre: string; timestamp: string }[]>(
    cursoIds.map((id) => [id, []]),
  );
  for (const f of filas) {
    if (f.curso_id)
      porCurso.get(f.curso_id)?.push({ _id: f.id, nombre: f.nombre, timestamp: f.creado_en });
  }
  const ordenes = new Map<string, OrdenCurso>();
  for (const [cursoId, lecciones] of porCurso) {
    const ordenadas = ordenarLecciones(lecciones).map((l) => ({ _id: l._id, nombre: l.nombre }));
    ordenes.set(cursoId, indexarOrden(ordenadas));
  }
  return ordenes;
}

/**
 * The display order of each course and each lesson's place in it, kept in process and
 * computed again only when the 'contenido' version moved (issue 18): opening a lesson or
 * streaming a range no longer loads every lesson of its course. Progress is not cached.
 */
export class CacheOrdenCursos {
  private version: number | null = null;
  private readonly ordenes = new Map<string, OrdenCurso>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly versiones: FuenteVersiones,
  ) {}

  async de(cursoIds: readonly string[]): Promise<Map<string, OrdenCurso>> {
    if (cursoIds.length === 0) return new Map();
    // Read before the query: a write during it moves the version and the entry is dropped.
    const version = this.versiones.vigente('contenido');
    if (version === null) return calcular(cursoIds, await leccionesDeCursos(this.db, cursoIds));
    if (version !== this.version) {
      this.ordenes.clear();
      this.version = version;
    }
    const faltan = cursoIds.filter((id) => !this.ordenes.has(id));
    const nuevos =
      faltan.length > 0 ? calcular(faltan, await leccionesDeCursos(this.db, faltan)) : new Map();
    if (
      nuevos.size > 0 &&
      this.version === version &&
      this.versiones.vigente('contenido') === version
    ) {
      if (this.ordenes.size + nuevos.size > MAXIMO_CURSOS) this.ordenes.clear();
      for (const [id, orden] of nuevos) this.ordenes.set(id, orden);
    }
    return new Map(
      cursoIds.map((id) => [id, nuevos.get(id) ?? this.ordenes.get(id) ?? VACIO] as const),
    );
  }
}

/** The order cache of one server's services. */
export const cacheOrdenDe = unaPorServicios(
  (services) => new CacheOrdenCursos(services.db, services.versiones),
);
