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

  constructor(
    private readonly repo: CursosRepository,
    versiones: Pick<Versiones, 'vigente'>,
  ) {
    this.cache = new CachePorVersion(versiones, 'contenido', 2);
    this.adjuntos = new CachePorVersion(versiones, 'contenido', 1);
  }

  /**
   * Every course's attachments: a course has a handful, a municipality a few thousand. While
   * the versions cannot be trusted (PostgreSQL's listener down) it reads them all each time.
   */
  adjuntosPorCurso(): Promise<AdjuntosPorCurso> {
    return this.adjuntos.obtener(true, async () => {
      const porCurso = new Map<string, CursoAdjuntosTable[]>();
      for (const fila of await this.repo.todosLosAdjuntos()) {
        const lista = porCurso.get(fila.curso_id) ?? [];
        lista.push(Object.freeze(fila));
        porCurso.set(fila.curso_id, lista);
      }
      for (const lista of porCurso.values()) Object.freeze(lista);
      return porCurso;
    });
  }

  /** Every course, or only the active ones, oldest first (CursosRepository.listar). */
  filas(soloActivos: boolean): Promise<readonly CursosTable[]> {
    return this.cache.obtener(soloActivos, async () =>
      Object.freeze((await this.repo.listar(soloActivos)).map((fila) => Object.freeze(fila))),
    );
  }
}

/** The catalogue of one server's services. */
export const catalogoDe = unaPorServicios(
  (services) => new CatalogoCursos(new CursosRepository(services.db), services.versiones),
);
