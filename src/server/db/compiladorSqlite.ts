import { SqliteQueryCompiler } from 'kysely';

/**
 * Kysely's SQLite compiler with every value placeholder written `+?` instead of `?`.
 *
 * SQLite's planner looks at a bound value when it helps a plan (a LIMIT or OFFSET, a column
 * compared with a parameter in a query that also sorts or joins, a LIKE prefix), and marks
 * the statement to be compiled again whenever that parameter is bound anew. A kept statement
 * (sentenciasSqlite.ts) was then parsed and planned on every run: 20–80 µs for the lesson
 * and course lists, most of their SQL time under load (issue 18, docs/rendimiento-peticion.md).
 * Unary plus is a no-op on every value (number, text, blob, NULL) and keeps the parameter's
 * lack of affinity, so results are the same; the planner still uses indexes on the column
 * side, and only stops planning around the one value it was bound with.
 */
export class CompiladorSqlite extends SqliteQueryCompiler {
  protected override getCurrentParameterPlaceholder(): string {
    return '+?';
  }
}
