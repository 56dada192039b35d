import type { Kysely } from 'kysely';
import type { Versiones } from '../../cache/versiones';
import type { Database } from '../../db/schema';
import { unaPorServicios } from '../../cache/porServicios';
import { CachePorVersion } from '../../cache/porVersion';
import { cursosAsignadosActivos } from './repositoryAcceso';

/** Learners kept at most; past it the cache starts afresh (a municipality has far fewer active). */
const MAXIMO_USUARIOS = 20_000;

/**
 * The active courses assigned to each learner, kept while the 'contenido' version holds
 * (issue 18): every lesson and course request asked the database for them. The version
 * moves on any write to courses (their state) or to course assignments, on any instance
 * (src/server/cache/versiones.ts), so a course taken away or switched off is seen at the
 * next request (src/server/cache/porVersion.ts).
 */
export class CacheCursosVisibles {
  private readonly cache: CachePorVersion<string, ReadonlySet<string>>;

  constructor(
    private readonly db: Kysely<Database>,
    versiones: Pick<Versiones, 'vigente'>,
  ) {
    this.cache = new CachePorVersion(versiones, 'contenido', MAXIMO_USUARIOS);
  }

  de(usuarioId: string): Promise<ReadonlySet<string>> {
    return this.cache.obtener(
      usuarioId,
      async () => new Set(await cursosAsignadosActivos(this.db, usuarioId)),
    );
  }
}

/** The cache of one server's services. */
export const cacheVisiblesDe = unaPorServicios(
  (services) => new CacheCursosVisibles(services.db, services.versiones),
);
