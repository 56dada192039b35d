import type { Versiones } from '../../cache/versiones';
import type { CursoAdjuntosTable, CursosTable } from '../../db/schema';
import { unaPorServicios } from '../../cache/porServicios';
import { CachePorVersion } from '../../cache/porVersion';
import { CursosRepository } from './repository';

/** Each course's attachments, oldest first; a course without any is absent. */
export type AdjuntosPorCurso = ReadonlyMap<string, readonly CursoAdjuntosTable[]>;

/**
 * The whole course list, active courses only or all of them, and every course's
 * attachments, kept while the 'contenido' version holds (issue 18): every learner's course
 * screen and the desktop's sync ask for them, and they change only when a course or an
 * attachment does, which moves the version on any instance (src/server/cache/versiones.ts,
 * migration 0034). Rows are frozen: they are shared between requests.
 */
export class CatalogoCursos {
  private readonly cache: CachePorVersion<boolean, readonly CursosTable[]>;
  private readonly adjuntos: CachePorVersion<true, AdjuntosPorCurso>;
  /** The ids of a kept list, made once per list. */
  private readonly ids = new WeakMap<readonly CursosTable[], ReadonlySet<string>>();

  constructor(
    private readonly repo: CursosRepository,
    versiones: Pick<Versiones, 'vigente'>,
  ) {
    this.cache = new CachePorVersion(versiones, 'contenido', 2);
    this.adjuntos = new CachePorVersion(versiones, 'contenido', 1);
  }

  /**
   * The courses' attachments, from every course's (kept: a course has a handful, a
   * municipality a few thousand). While the versions cannot be trusted (PostgreSQL's
   * listener down) it reads only these courses'.
   */
  async adjuntosPorCurso(cursoIds: readonly string[]): Promise<AdjuntosPorCurso> {
    if (!this.adjuntos.enUso) return agrupar(await this.repo.adjuntosDe(cursoIds));
    return this.adjuntos.obtener(true, async () => agrupar(await this.repo.todosLosAdjuntos()));
  }

  /** Whether the course exists (any state), from the kept list: no query once warm. */
  async existe(cursoId: string): Promise<boolean> {
    if (!this.cache.enUso) return (await this.repo.findRow(cursoId)) !== undefined;
    const filas = await this.filas(false);
    let ids = this.ids.get(filas);
    if (!ids) {
      ids = new Set(filas.map((f) => f.id));
      this.ids.set(filas, ids);
    }
    return ids.has(cursoId);
  }

  /** Every course, or only the active ones, oldest first (CursosRepository.listar). */
  filas(soloActivos: boolean): Promise<readonly CursosTable[]> {
    return this.cache.obtener(soloActivos, async () =>
      Object.freeze((await this.repo.listar(soloActivos)).map((fila) => Object.freeze(fila))),
    );
  }
}

/** Attachment rows by course, frozen: they may be shared between requests. */
function agrupar(filas: readonly CursoAdjuntosTable[]): AdjuntosPorCurso {
  const porCurso = new Map<string, CursoAdjuntosTable[]>();
  for (const fila of filas) {
    const lista = porCurso.get(fila.curso_id) ?? [];
    lista.push(Object.freeze(fila));
    porCurso.set(fila.curso_id, lista);
  }
  for (const lista of porCurso.values()) Object.freeze(lista);
  return porCurso;
}

/** The catalogue of one server's services. */
export const catalogoDe = unaPorServicios(
  (services) => new CatalogoCursos(new CursosRepository(services.db), services.versiones),
);
