import type { KyselyPlugin } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import { PluginVersiones } from '../db/pluginVersiones';
import { escucharVersionesPostgres } from '../db/versionesPostgres';
import { vigilarOtrasConexionesSqlite } from '../db/versionesSqlite';

/**
 * Version numbers that in-process caches compare against (docs/rendimiento-sesion.md):
 * 'principal' moves on any change to who a token belongs to (user, role, permissions,
 * revocation); 'contenido' on any change to courses and lessons.
 */
export type ClaveVersion = 'principal' | 'contenido';

export interface Versiones {
  /** The current version of `clave`, or null when caching must be bypassed (e.g. PG listener down). */
  vigente(clave: ClaveVersion): number | null;
  /** Bumps locally right away (called after this process commits a change it knows about). */
  invalidar(clave: ClaveVersion): void;
  cerrar(): Promise<void>;
}

export const CLAVES_VERSION: readonly ClaveVersion[] = ['principal', 'contenido'];

/** The local counters; what decides when they move is the dialect's watcher. */
class Contadores implements Versiones {
  private readonly valores: Record<ClaveVersion, number> = { principal: 0, contenido: 0 };
  /** False while changes could be missed (PostgreSQL listener not connected). */
  fiable = true;
  /** Run before every read: SQLite's check for another connection's commits. */
  antesDeLeer: () => void = () => undefined;
  detener: () => Promise<void> = () => Promise.resolve();

  vigente(clave: ClaveVersion): number | null {
    this.antesDeLeer();
    return this.fiable ? this.valores[clave] : null;
  }

  invalidar(clave: ClaveVersion): void {
    this.valores[clave] += 1;
  }

  invalidarTodo(): void {
    for (const clave of CLAVES_VERSION) this.invalidar(clave);
  }

  cerrar(): Promise<void> {
    this.fiable = false;
    return this.detener();
  }
}

/** For services built without a database watcher: every cache is bypassed. */
export function versionesSinCache(): Versiones {
  return {
    vigente: () => null,
    invalidar: () => undefined,
    cerrar: () => Promise.resolve(),
  };
}

export interface VersionesIniciadas {
  versiones: Versiones;
  /** Add to the Kysely instance the services use: this process's writes bump at once. */
  plugin: KyselyPlugin;
}

/**
 * Starts the watcher of one database. This process's own writes bump through the Kysely
 * plugin as soon as each statement ran; on SQLite other connections' commits are seen by
 * `PRAGMA data_version`; on PostgreSQL other instances' commits arrive by LISTEN/NOTIFY.
 */
export async function iniciarVersiones(
  handle: DatabaseHandle,
  databaseUrl: string | null,
): Promise<VersionesIniciadas> {
  const contadores = new Contadores();
  const plugin = new PluginVersiones((clave) => contadores.invalidar(clave));
  if (handle.sqlite) {
    contadores.antesDeLeer = vigilarOtrasConexionesSqlite(handle.sqlite, () =>
      contadores.invalidarTodo(),
    );
  } else if (databaseUrl) {
    contadores.fiable = false;
    const escucha = await escucharVersionesPostgres(databaseUrl, {
      aviso: (clave) => contadores.invalidar(clave),
      conectado: () => {
        // Whatever changed while nobody listened is unknown: start every cache afresh.
        contadores.invalidarTodo();
        contadores.fiable = true;
      },
      perdido: () => {
        contadores.fiable = false;
      },
    });
    contadores.detener = escucha.cerrar;
  }
  return { versiones: contadores, plugin };
}
