import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as SqliteParaKysely } from 'kysely';
import { LecturasPorTurno } from './lecturasPorTurno';

export const MAXIMO_SENTENCIAS = 500;

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
  private readonly cache = new Map<string, SqliteDatabase.Statement>();
  private readonly lecturas: LecturasPorTurno;

  constructor(
    readonly conexion: SqliteDatabase.Database,
    private readonly maximo = MAXIMO_SENTENCIAS,
  ) {
    this.lecturas = new LecturasPorTurno(conexion);
  }

  /** Kysely prepares each statement right before it runs it: the read snapshot's cue. */
  prepare(sql: string): SqliteDatabase.Statement {
    const sentencia = this.guardada(sql);
    this.lecturas.antesDe(sentencia);
    return sentencia;
  }

  private guardada(sql: string): SqliteDatabase.Statement {
    const guardada = this.cache.get(sql);
    if (guardada) {
      if (guardada.busy) return this.conexion.prepare(sql);
      // Map order is insertion order: moved to the end, it is the most recently used.
      this.cache.delete(sql);
      this.cache.set(sql, guardada);
      return guardada;
    }
    const nueva = this.conexion.prepare(sql);
    this.cache.set(sql, nueva);
    if (this.cache.size > this.maximo) {
      const masVieja = this.cache.keys().next().value;
      if (masVieja !== undefined) this.cache.delete(masVieja);
    }
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
