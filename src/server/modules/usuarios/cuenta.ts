import type { Kysely } from 'kysely';
import type { Usuario } from '@shared/api';
import type { Versiones } from '../../cache/versiones';
import { CachePorVersion } from '../../cache/porVersion';
import type { Database } from '../../db/schema';
import { leerCursosYCertificados } from './repositoryCuenta';

/** What an account's answer carries besides its row and role. */
export interface CursosYCertificados {
  /** Assigned courses, in the order they were assigned. */
  cursos: readonly string[];
  /** Valid (not revoked) certificates, oldest first. */
  certificados: Readonly<Usuario['certificaciones']>;
}

/** Accounts kept at most; past it the cache starts afresh. */
const MAXIMO_CUENTAS = 20_000;

/**
 * Each account's assigned courses and valid certificates, kept while the 'contenido'
 * version holds (issue 18): every session refresh (`/auth/token`, each screen load of the
 * desktop and web clients) answered them with two queries. The version moves on any
 * assignment given or taken away and on any certificate issued, revoked or deleted, on any
 * instance (pluginVersiones.ts, migration 0034). Without versions it reads every time.
 */
export class CacheCuentas {
  private readonly cache: CachePorVersion<string, CursosYCertificados> | null;

  constructor(
    private readonly db: Kysely<Database>,
    versiones: Pick<Versiones, 'vigente'> | null,
  ) {
    this.cache = versiones && new CachePorVersion(versiones, 'contenido', MAXIMO_CUENTAS);
  }

  de(usuarioId: string): Promise<CursosYCertificados> {
    const leerAhora = () => leerCursosYCertificados(this.db, usuarioId);
    return this.cache ? this.cache.obtener(usuarioId, leerAhora) : leerAhora();
  }
}
