import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb, NumberedMigration } from './types';

/**
 * Issue 18: the users search at 100,000 users (docs/rendimiento-busqueda.md). A column
 * `busqueda` holds name, email and identification lower-cased and without accents, written
 * by the application (SQLite cannot fold accents in SQL; one folding for both dialects), and
 * an index finds substrings in it:
 * - PostgreSQL: a GIN trigram index (`pg_trgm`, a trusted extension since PostgreSQL 13:
 *   the database owner may create it) that serves `busqueda LIKE '%term%'`. Where the
 *   extension is not installed at all the column is still written and searched, unindexed.
 * - SQLite: an FTS5 table with the trigram tokenizer over the column (external content:
 *   it stores only the index), kept in step by triggers keyed by the table's rowid, which
 *   VACUUM and VACUUM INTO keep. A migration that rebuilds `usuarios` must rebuild it
 *   (`INSERT INTO usuarios_busqueda(usuarios_busqueda) VALUES ('rebuild')`).
 * Both: a plain b-tree on the column, read instead of the table where a search must look at
 * every user's text — the 1–2 character terms, and on PostgreSQL the count of a term many
 * users share (an index-only scan of ~8 MB instead of the heap). Existing users are filled
 * here in batches, before the indexes are built.
 */
export const migration0033: NumberedMigration = {
  name: '0033_busqueda_usuarios',
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('usuarios')
      .addColumn('busqueda', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await rellenar(db);
    await db.schema
      .createIndex('usuarios_texto_busqueda_idx')
      .on('usuarios')
      .column('busqueda')
      .execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      const disponible = await sql`SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'`
        .execute(db)
        .then((r) => r.rows.length > 0);
      if (!disponible) return;
      await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
      await sql`CREATE INDEX usuarios_busqueda_trgm_idx ON usuarios
        USING gin (busqueda gin_trgm_ops)`.execute(db);
      return;
    }
    await sql`CREATE VIRTUAL TABLE usuarios_busqueda USING fts5(
      busqueda, content = 'usuarios', content_rowid = 'rowid', tokenize = 'trigram'
    )`.execute(db);
    await sql`INSERT INTO usuarios_busqueda(usuarios_busqueda) VALUES ('rebuild')`.execute(db);
    // An external-content index is told the old text to remove, so it must be exactly what
    // was indexed: every change of `busqueda` goes through these triggers.
    await sql`CREATE TRIGGER usuarios_busqueda_ai AFTER INSERT ON usuarios BEGIN
      INSERT INTO usuarios_busqueda(rowid, busqueda) VALUES (new.rowid, new.busqueda);
    END`.execute(db);
    await sql`CREATE TRIGGER usuarios_busqueda_ad AFTER DELETE ON usuarios BEGIN
      INSERT INTO usuarios_busqueda(usuarios_busqueda, rowid, busqueda)
        VALUES ('delete', old.rowid, old.busqueda);
    END`.execute(db);
    await sql`CREATE TRIGGER usuarios_busqueda_au AFTER UPDATE OF busqueda ON usuarios BEGIN
      INSERT INTO usuarios_busqueda(usuarios_busqueda, rowid, busqueda)
        VALUES ('delete', old.rowid, old.busqueda);
      INSERT INTO usuarios_busqueda(rowid, busqueda) VALUES (new.rowid, new.busqueda);
    END`.execute(db);
  },
};

/**
 * The folding of src/server/modules/usuarios/busqueda.ts as of this migration, copied so
 * the migration keeps its meaning if the module's changes (that change needs a migration
 * of its own). The migration's data test checks the two agree today.
 */
function plegar(texto: string): string {
  return texto
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .normalize('NFC')
    .replace(/[\s\p{Cc}]+/gu, ' ');
}

interface Fila {
  id: string;
  nombre: string;
  apellidos: string;
  email_normalizado: string;
  identificacion: string | null;
}

const texto = (f: Fila) =>
  [`${f.nombre} ${f.apellidos}`, f.email_normalizado, f.identificacion ?? '']
    .map(plegar)
    .join('\u001f');

/** Users per statement: 3 parameters each, far below both drivers' limits. */
const LOTE = 1000;

/** Fills `busqueda` for every user, keyset-paged by id; one UPDATE per batch. */
async function rellenar(db: MigrationDb): Promise<void> {
  let despues = '';
  for (;;) {
    const filas: Fila[] = await db
      .selectFrom('usuarios')
      .select(['id', 'nombre', 'apellidos', 'email_normalizado', 'identificacion'])
      .where('id', '>', despues)
      .orderBy('id')
      .limit(LOTE)
      .execute();
    const ultima = filas.at(-1);
    if (!ultima) return;
    const casos = sql.join(
      filas.map((f) => sql`WHEN ${f.id} THEN ${texto(f)}`),
      sql` `,
    );
    await sql`UPDATE usuarios SET busqueda = CASE id ${casos} END
      WHERE id IN (${sql.join(filas.map((f) => f.id))})`.execute(db);
    despues = ultima.id;
  }
}
