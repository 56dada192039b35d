import type { Kysely } from 'kysely';
import type { Versiones } from '../../cache/versiones';
import type { Database } from '../../db/schema';
import { unaPorServicios } from '../../cache/porServicios';
import { cursosAsignadosActivos } from './repositoryAcceso';

/** Learners kept at most; past it the cache starts afresh (a municipality has far fewer active). */
const MAXIMO_USUARIOS = 20_000;

/**
 * The active courses assigned to each learner, kept while the 'contenido' version holds
 * (issue 18): every lesson and course request asked the database for them. The version
 * moves on any write to courses (their state) or to course assignments, on any instance
 * (src/server/cache/versiones.ts), so a course taken away or switched off is seen at the
 * next request. The version is read before the query: a write meanwhile drops the entry.
 */
export class CacheCursosVisibles {
  private version: number | null = null;
  private readonly porUsuario = new Map<string, ReadonlySet<string>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly versiones: Pick<Versiones, 'vigente'>,
  ) {}

  async de(usuarioId: string): Promise<ReadonlySet<string>> {
    const version = this.versiones.vigente('contenido');
    if (version === null) return new Set(await cursosAsignadosActivos(this.db, usuarioId));
    if (version !== this.version) {
      this.porUsuario.clear();
      this.version = version;
    }
    const guardado = this.porUsuario.get(usuarioId);
    if (guardado) return guardado;
    const ids: ReadonlySet<string> = new Set(await cursosAsignadosActivos(this.db, usuarioId));
    if (this.version === version && this.versiones.vigente('contenido') === version) {
      if (this.porUsuario.size >= MAXIMO_USUARIOS) this.porUsuario.clear();
      this.porUsuario.set(usuarioId, ids);
    }
    return ids;
  }
}

/** The cache of one server's services. */
export const cacheVisiblesDe = unaPorServicios(
  (services) => new CacheCursosVisibles(services.db, services.versiones),
);
