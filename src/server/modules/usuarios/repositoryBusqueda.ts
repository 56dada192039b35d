import { sql } from 'kysely';
import type { Expression, Kysely, RawBuilder, SqlBool } from 'kysely';
import type { Dialecto } from '../../db/database';
import type { Database } from '../../db/schema';
import { escaparLike, frase, textoBusqueda, usaTrigramas } from './busqueda';

/** The columns the stored search text is made of (busqueda.ts). */
export const CAMPOS_DE_BUSQUEDA = ['nombre', 'apellidos', 'email_normalizado', 'identificacion'];

/**
 * Recomputes the user's `busqueda` from the row as it is now: for writes that change only
 * some of its fields (the import's updates). Call it in the transaction of that write,
 * after it: on PostgreSQL the write's row lock keeps another edit from slipping in between.
 */
export async function refrescarBusqueda(trx: Kysely<Database>, id: string): Promise<void> {
  const fila = await trx
    .selectFrom('usuarios')
    .select(['nombre', 'apellidos', 'email_normalizado', 'identificacion'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!fila) return;
  await trx
    .updateTable('usuarios')
    .set({ busqueda: textoBusqueda(fila) })
    .where('id', '=', id)
    .execute();
}

/** The LIKE pattern of a contains-search, its wildcards escaped with a backslash. */
const patron = (termino: string) => `%${escaparLike(termino)}%`;

// ESCAPE spelled out: SQLite's LIKE has no escape character by default.
const contiene = (termino: string) =>
  sql<SqlBool>`usuarios.busqueda like ${patron(termino)} escape '\\'`;

/**
 * SQLite: the rowids of the users whose folded text contains the folded term — from the
 * FTS5 trigram table (the term as one quoted string, so its syntax is plain text), or for
 * 1–2 characters, which trigrams cannot find, by LIKE over the column's own b-tree index
 * (a scan of ~8 MB rather than of the table).
 */
function coincidenciasSqlite(termino: string) {
  return usaTrigramas(termino)
    ? sql`select rowid from usuarios_busqueda where usuarios_busqueda match ${frase(termino)}`
    : sql`select rowid from usuarios where ${contiene(termino)}`;
}

/** SQLite: how many users the term matches, from its own index alone. */
export async function contarCoincidenciasSqlite(
  db: Kysely<Database>,
  termino: string,
): Promise<number> {
  const r = await sql<{ n: number }>`select count(*) as n
    from (${coincidenciasSqlite(termino)})`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/**
 * PostgreSQL: how many users the term matches, counted by whichever index suits the term.
 * A rare term is a GIN bitmap scan of a few rows. A common one ('muñoz', a third of the
 * users) is cheaper read from the b-tree on the column alone (index-only: 13 ms at 100,000
 * users) than rechecked row by row on the heap after the GIN scan (25 ms), but the planner
 * prices the two about equal and picks the heap. The ORDER BY of the inner select tells it
 * what it misses: the b-tree hands its entries over in that order, while the GIN path must
 * then sort every match, a cost that grows with the matches it estimates. So it keeps the
 * GIN scan for few and walks the b-tree for many, from its own statistics of the term.
 * (A subquery with ORDER BY is never merged into the outer query; the LIKE is pushed into
 * it.) docs/rendimiento-busqueda.md.
 */
export function conteoCoincidenciasPostgres(termino: string): RawBuilder<{ n: number }> {
  return sql<{ n: number }>`select count(*) as n
    from (select busqueda from usuarios order by busqueda) as t
    where t.busqueda like ${patron(termino)} escape '\\'`;
}

export async function contarCoincidenciasPostgres(
  db: Kysely<Database>,
  termino: string,
): Promise<number> {
  const r = await conteoCoincidenciasPostgres(termino).execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/** Above this many matches a SQLite search walks another index (see condicionBusqueda). */
export const UMBRAL_BUSQUEDA_DENSA = 2000;

/** SQLite: whether the term matches more than the threshold; reads at most one more. */
export async function busquedaDensa(db: Kysely<Database>, termino: string): Promise<boolean> {
  const limite = UMBRAL_BUSQUEDA_DENSA + 1;
  const r = await sql<{ n: number }>`select count(*) as n
    from (${coincidenciasSqlite(termino)} limit ${limite})`.execute(db);
  return Number(r.rows[0]?.n ?? 0) > UMBRAL_BUSQUEDA_DENSA;
}

/**
 * The search as a WHERE term (migration 0033, docs/rendimiento-busqueda.md). PostgreSQL:
 * LIKE over the column, which its GIN trigram index serves; the planner weighs it against
 * the other indexes from its statistics. SQLite cannot weigh an FTS5 match, so the caller
 * says: `conducir` (few matches) reads the matches and then their rows; otherwise the `+`
 * keeps the matches from driving, and the planner walks another index (the sort column's,
 * the role's, the primary key) checking each entry's rowid against them without reading
 * the row.
 */
export function condicionBusqueda(
  termino: string,
  dialecto: Dialecto,
  conducir: boolean,
): Expression<SqlBool> {
  if (dialecto === 'postgres') return contiene(termino);
  const rowid = conducir ? sql`usuarios.rowid` : sql`+usuarios.rowid`;
  return sql<SqlBool>`${rowid} in (${coincidenciasSqlite(termino)})`;
}
