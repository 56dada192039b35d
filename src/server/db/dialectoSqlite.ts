import { SqliteDialect, SqliteDriver } from 'kysely';
import { CompiladorSqlite } from './compiladorSqlite';
import type { DatabaseConnection, Driver, QueryCompiler, SqliteDialectConfig } from 'kysely';

/**
 * A lock that hands the one SQLite connection to its waiters in arrival order.
 *
 * Kysely's SqliteDriver guards its single connection with a mutex that wakes every waiter on
 * each release and lets whoever runs first take it, including a caller arriving just then.
 * Under load (issue 18: 100 connections, each request several queries) that is a wake-up per
 * waiter per query, and order among requests left to chance. Here `soltar` passes the
 * connection straight to the oldest waiter, and a newcomer queues behind it.
 */
export class TurnoFifo {
  private ocupado = false;
  private readonly espera: Array<() => void> = [];

  tomar(): Promise<void> {
    if (!this.ocupado) {
      this.ocupado = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.espera.push(resolve));
  }

  soltar(): void {
    const siguiente = this.espera.shift();
    // Handed over still taken: nobody can take it between this release and the waiter's turn.
    if (siguiente) siguiente();
    else this.ocupado = false;
  }

  get enEspera(): number {
    return this.espera.length;
  }

  /** Nobody holds the connection or waits for it (db/lecturaDirecta.ts). */
  get libre(): boolean {
    return !this.ocupado;
  }
}

/**
 * Kysely's own driver with the turn in front: its mutex then never has a waiter, and every
 * other step (statements, transactions, savepoints, streaming) stays Kysely's code.
 */
class DriverSqliteEnOrden implements Driver {
  private readonly interno: SqliteDriver;

  constructor(
    config: SqliteDialectConfig,
    private readonly turno: TurnoFifo,
    private readonly antesDeCerrar?: () => Promise<void>,
  ) {
    this.interno = new SqliteDriver(config);
  }

  init(): Promise<void> {
    return this.interno.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.turno.tomar();
    try {
      return await this.interno.acquireConnection();
    } catch (error) {
      this.turno.soltar();
      throw error;
    }
  }

  async releaseConnection(): Promise<void> {
    try {
      await this.interno.releaseConnection();
    } finally {
      this.turno.soltar();
    }
  }

  beginTransaction(conexion: DatabaseConnection): Promise<void> {
    return this.interno.beginTransaction(conexion);
  }

  commitTransaction(conexion: DatabaseConnection): Promise<void> {
    return this.interno.commitTransaction(conexion);
  }

  rollbackTransaction(conexion: DatabaseConnection): Promise<void> {
    return this.interno.rollbackTransaction(conexion);
  }

  savepoint(c: DatabaseConnection, nombre: string, compilar: QueryCompiler['compileQuery']) {
    return this.interno.savepoint(c, nombre, compilar);
  }

  rollbackToSavepoint(c: DatabaseConnection, n: string, compilar: QueryCompiler['compileQuery']) {
    return this.interno.rollbackToSavepoint(c, n, compilar);
  }

  releaseSavepoint(c: DatabaseConnection, nombre: string, compilar: QueryCompiler['compileQuery']) {
    return this.interno.releaseSavepoint(c, nombre, compilar);
  }

  async destroy(): Promise<void> {
    await this.antesDeCerrar?.();
    return this.interno.destroy();
  }
}

/**
 * SqliteDialect whose connection is taken in arrival order (see TurnoFifo) and whose
 * statements are never planned again for their values (see CompiladorSqlite).
 */
export class DialectoSqliteEnOrden extends SqliteDialect {
  private readonly config: SqliteDialectConfig;

  /**
   * `antesDeCerrar`: runs before the connection closes (the checkpoint worker's stop).
   * `turno`: the connection's turn, given when something else must see it (lecturaDirecta).
   */
  constructor(
    config: SqliteDialectConfig,
    private readonly antesDeCerrar?: () => Promise<void>,
    readonly turno = new TurnoFifo(),
  ) {
    super(config);
    this.config = config;
  }

  override createDriver(): Driver {
    return new DriverSqliteEnOrden(this.config, this.turno, this.antesDeCerrar);
  }

  override createQueryCompiler(): QueryCompiler {
    return new CompiladorSqlite();
  }
}
