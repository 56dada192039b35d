import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as SqliteParaKysely } from 'kysely';
import { LecturasPorTurno, esLectura } from './lecturasPorTurno';

export const MAXIMO_SENTENCIAS = 500;

/** A kept statement, whether it is a plain read (lecturasPorTurno.ts) and its last use. */
interface Guardada {
  sentencia: SqliteDatabase.Statement;
  lectura: boolean;
  uso: number;
}

/**
 * The better-sqlite3 connection as Kysely's SqliteDialect sees it, with one prepared
 * statement kept per SQL text: the dialect prepares on every query, and preparing was
 * ~13 % of the server's busy time (issue 18). Kysely's queries have a fixed text per shape
 * (values go as parameters), so a few hundred texts cover the app; the least recently used
 * is dropped past `maximo`. A statement still being iterated (a streamed query) is `busy`
 * and cannot run again meanwhile: that call gets a fresh one. After a schema change SQLite
 * re-prepares a kept statement by itself (sqlite3_prepare_v2 retries on SQLITE_SCHEMA).
 */
export class SentenciasSqlite implements SqliteParaKysely {
  private readonly cache = new Map<string, Guardada>();
  /** Counts uses: an entry's `uso` is when it was last used. */
  private reloj = 0;
  private readonly lecturas: LecturasPorTurno;

  constructor(
    readonly conexion: SqliteDatabase.Database,
    private readonly maximo = MAXIMO_SENTENCIAS,
  ) {
    this.lecturas = new LecturasPorTurno(conexion);
  }

  /** Kysely prepares each statement right before it runs it: the read snapshot's cue. */
  prepare(sql: string): SqliteDatabase.Statement {
    let guardada = this.cache.get(sql);
    if (guardada?.sentencia.busy) {
      const otra = this.conexion.prepare(sql);
      this.lecturas.antesDe(esLectura(otra));
      return otra;
    }
    if (!guardada) guardada = this.guardar(sql);
    guardada.uso = ++this.reloj;
    this.lecturas.antesDe(guardada.lectura);
    return guardada.sentencia;
  }

  /**
   * The kept statement of a plain read, ready to run now inside the turn's read snapshot
   * (db/lecturaDirecta.ts); null for any other statement, which must take Kysely's path.
   */
  lectura(sql: string): SqliteDatabase.Statement | null {
    const guardada = this.cache.get(sql) ?? this.guardar(sql);
    if (!guardada.lectura || guardada.sentencia.busy) return null;
    guardada.uso = ++this.reloj;
    this.lecturas.antesDe(true);
    return guardada.sentencia;
  }

  /**
   * Prepares and keeps a new text; past the bound, drops the least recently used. Hits only
   * stamp their entry: moving it to the end of the Map on every query cost more than the
   * scan here, which runs only when a new text meets a full cache.
   */
  private guardar(sql: string): Guardada {
    const sentencia = this.conexion.prepare(sql);
    const nueva: Guardada = { sentencia, lectura: esLectura(sentencia), uso: 0 };
    if (this.cache.size >= this.maximo) {
      let masVieja: string | null = null;
      let uso = Infinity;
      for (const [texto, g] of this.cache) {
        if (g.uso < uso) {
          uso = g.uso;
          masVieja = texto;
        }
      }
      if (masVieja !== null) this.cache.delete(masVieja);
    }
    this.cache.set(sql, nueva);
    return nueva;
  }

  /** How many statements are kept (tests). */
  get tamano(): number {
    return this.cache.size;
  }

  close(): void {
    this.lecturas.terminar();
    this.cache.clear();
    this.conexion.close();
  }
}
