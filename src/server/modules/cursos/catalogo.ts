import type { Versiones } from '../../cache/versiones';
import type { CursosTable } from '../../db/schema';
import { unaPorServicios } from '../../cache/porServicios';
import { CachePorVersion } from '../../cache/porVersion';
import { CursosRepository } from './repository';

/**
 * The whole course list, active courses only or all of them, kept while the 'contenido'
 * version holds (issue 18): every learner's course screen and the desktop's sync ask for
 * it, and it changes only when a course does, which moves the version on any instance
 * (src/server/cache/versiones.ts). Rows are frozen: they are shared between requests.
 */
export class CatalogoCursos {
  private readonly cache: CachePorVersion<boolean, readonly CursosTable[]>;

  constructor(
    private readonly repo: CursosRepository,
    versiones: Pick<Versiones, 'vigente'>,
  ) {
    this.cache = new CachePorVersion(versiones, 'contenido', 2);
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
