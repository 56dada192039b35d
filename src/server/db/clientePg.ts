import { createHash } from 'node:crypto';
import pg from 'pg';

/** Distinct statements given a name at most, per process (docs/rendimiento-sesion.md). */
export const MAXIMO_PREPARADAS = 128;
/** Statements counted at most while looking for the ones worth a name. */
const MAXIMO_CONTADAS = 4096;
/** Uses of a statement's text before it gets a name: a one-off query never does. */
export const USOS_PARA_PREPARAR = 2;

/** Only queries are prepared: not DDL, not transaction or savepoint commands. */
const CONSULTA = /^\s*(select|insert|update|delete|with)\b/i;
/**
 * A pattern match (LIKE, ILIKE): how many rows it matches, and so the best plan, depends on
 * the pattern. A named statement goes to a generic plan after five runs, one path for every
 * pattern: the user search's count of 'muñoz' (a third of 100,000 users) then took ~58 ms
 * instead of ~16 (docs/rendimiento-sesion.md). Such a query stays unnamed, planned for its
 * values on every run.
 */
const PATRON = /\b(i?like)\b/i;
/** Errors after which a named statement of this session cannot be used again as it is. */
const PREPARADA_INVALIDA = new Set([
  '0A000', // cached plan must not change result type (another instance changed the table)
  '26000', // prepared statement does not exist (a pooler gave us another backend)
]);
const ABRE_TRANSACCION = /^\s*(begin|start\s+transaction)\b/i;
const CIERRA_TRANSACCION = /^\s*(commit|end|rollback(?!\s+to\b)|abort)\b/i;

/** The name of each statement text: counted uses until it has one. Shared by every client. */
const usos = new Map<string, number>();
const nombres = new Map<string, string>();

function nombreDe(texto: string): string | null {
  const nombre = nombres.get(texto);
  if (nombre !== undefined) return nombre;
  if (nombres.size >= MAXIMO_PREPARADAS || !CONSULTA.test(texto) || PATRON.test(texto)) {
    return null;
  }
  const vistos = (usos.get(texto) ?? 0) + 1;
  if (vistos < USOS_PARA_PREPARAR) {
    if (usos.size < MAXIMO_CONTADAS) usos.set(texto, vistos);
    return null;
  }
  usos.delete(texto);
  const nuevo = `k${createHash('sha256').update(texto).digest('base64url').slice(0, 24)}`;
  nombres.set(texto, nuevo);
  return nuevo;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the line's own comment
type Libre = any; // any: pg.Client.query's overloads cannot be overridden one by one

function codigoDe(error: unknown): string | undefined {
  const codigo = (error as { code?: unknown } | null)?.code;
  return typeof codigo === 'string' ? codigo : undefined;
}

/**
 * A pg client that runs the statements it sees again as named prepared statements: parsed
 * and planned once per connection, then only bound and run. Unnamed, PostgreSQL parsed and
 * planned every statement on every run: the lesson filter's four queries spent ~830 µs per
 * request in the server, ~200 µs named (issue 18). Kysely sends every query as
 * `query(text, values)`; only that form is changed, anything else (a cursor, a callback,
 * a query object) goes through untouched.
 *
 * A named statement may stop working when another instance changes a table it reads (a
 * migration: "cached plan must not change result type") or when a pooler hands the session
 * over to another backend. This client then names its statements anew (a new suffix) and,
 * outside a transaction, runs the failed one again unnamed; inside one the error stands,
 * since PostgreSQL has aborted the transaction anyway.
 */
export class ClientePg extends pg.Client {
  /** Changed after an error above: the session's old named statements are not used again. */
  private generacion = 0;
  private enTransaccion = false;

  // pg.Client.query has a dozen overloads (config objects, callbacks, cursors); this keeps
  // its exact runtime contract and only changes the plain (text, values) promise form.
  override query(config: Libre, values?: Libre, callback?: Libre): Libre {
    if (typeof config !== 'string' || !Array.isArray(values) || callback !== undefined) {
      return super.query(config, values, callback);
    }
    this.seguirTransaccion(config);
    const nombre = nombreDe(config);
    if (nombre === null) return super.query(config, values);
    return this.consultaNombrada(`${nombre}_${this.generacion}`, config, values);
  }

  private async consultaNombrada(
    name: string,
    text: string,
    values: unknown[],
  ): Promise<pg.QueryResult> {
    try {
      return await super.query({ name, text, values });
    } catch (error) {
      const codigo = codigoDe(error);
      if (codigo === undefined || !PREPARADA_INVALIDA.has(codigo)) throw error;
      this.generacion++;
      if (this.enTransaccion) throw error;
      return super.query(text, values);
    }
  }

  private seguirTransaccion(texto: string): void {
    if (ABRE_TRANSACCION.test(texto)) this.enTransaccion = true;
    else if (CIERRA_TRANSACCION.test(texto)) this.enTransaccion = false;
  }
}
