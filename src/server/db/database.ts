import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ClientePg } from './clientePg';
import {
  crearArchivoPrivadoSync,
  crearCarpetaPrivadaSync,
  hacerPrivadoSiExiste,
} from '../storage/permisos';
import type { Database } from './schema';
import { CheckpointsSqlite } from './checkpointsSqlite';
import { DialectoSqliteEnOrden } from './dialectoSqlite';
import { LectorDirecto, registrarLectorDirecto } from './lecturaDirecta';
import { SentenciasSqlite } from './sentenciasSqlite';

export type Dialecto = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialecto: Dialecto;
  /** The SQLite file, for backups before migrating; null on PostgreSQL. */
  sqlitePath: string | null;
  /** SQLite only: the connection itself, for checks Kysely cannot express (db/versionesSqlite). */
  sqlite?: SqliteDatabase.Database;
  /** SQLite only: the WAL checkpoints' worker (checkpointsSqlite.ts). */
  checkpoints?: CheckpointsSqlite;
  /** PostgreSQL only: the pool's connections right now, for /metrics. */
  estadoPool?: () => { total: number; idle: number; waiting: number };
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | null;
}

export const SQLITE_FILE = 'plataforma.db';

// pg returns 64-bit integers (COUNT(*), bigint columns) as strings; every such value we
// store is far below 2^53, so numbers are safe and keep repository code dialect-free.
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      types: pgTypes,
      // Statements run again are named: parsed and planned once per connection (clientePg.ts).
      Client: ClientePg,
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => undefined);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialecto: 'postgres',
      sqlitePath: null,
      estadoPool: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  crearCarpetaPrivadaSync(options.dataDir);
  const sqlitePath = join(options.dataDir, SQLITE_FILE);
  // SQLite would create the file 0644; made first as 0600, it keeps that mode, and SQLite
  // gives its -wal and -shm files the mode of the database file.
  crearArchivoPrivadoSync(sqlitePath);
  const sqlite = new SqliteDatabase(sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  for (const sufijo of ['-wal', '-shm']) hacerPrivadoSiExiste(`${sqlitePath}${sufijo}`);
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const checkpoints = new CheckpointsSqlite(sqlite, sqlitePath);
  const sentencias = new SentenciasSqlite(sqlite);
  const dialecto = new DialectoSqliteEnOrden({ database: sentencias }, () => checkpoints.detener());
  const db = new Kysely<Database>({ dialect: dialecto });
  registrarLectorDirecto(db, new LectorDirecto(sentencias, dialecto.turno));
  return {
    db,
    dialecto: 'sqlite',
    sqlitePath,
    sqlite,
    checkpoints,
  };
}
