import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb, NumberedMigration } from './types';

/**
 * The help wiki (issue 16, docs/wiki.md): pages (global when `curso_id` is null), every
 * saved revision, the lessons each page links to, and a full-text index per dialect —
 * SQLite's FTS5 with `remove_diacritics 2`, PostgreSQL's `tsvector` with the `spanish`
 * configuration over text the app has already folded (no `unaccent` extension needed).
 */
export const migration0027: NumberedMigration = {
  name: '0027_wiki',
  async up(db: MigrationDb) {
    await db.schema
      .createTable('wiki_paginas')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('titulo', 'text', (c) => c.notNull())
      .addColumn('cuerpo', 'text', (c) => c.notNull())
      // A course's help goes with the course.
      .addColumn('curso_id', 'text', (c) => c.references('cursos.id').onDelete('cascade'))
      .addColumn('version', 'integer', (c) => c.notNull())
      // Authors may be deleted; their pages stay, unsigned.
      .addColumn('creado_por', 'text', (c) => c.references('usuarios.id').onDelete('set null'))
      .addColumn('creado_en', 'text', (c) => c.notNull())
      .addColumn('actualizado_por', 'text', (c) => c.references('usuarios.id').onDelete('set null'))
      .addColumn('actualizado_en', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('wiki_paginas_curso_idx')
      .on('wiki_paginas')
      .column('curso_id')
      .execute();

    await db.schema
      .createTable('wiki_revisiones')
      .addColumn('pagina_id', 'text', (c) =>
        c.notNull().references('wiki_paginas.id').onDelete('cascade'),
      )
      .addColumn('numero', 'integer', (c) => c.notNull())
      .addColumn('titulo', 'text', (c) => c.notNull())
      .addColumn('cuerpo', 'text', (c) => c.notNull())
      .addColumn('autor_id', 'text', (c) => c.references('usuarios.id').onDelete('set null'))
      .addColumn('creado_en', 'text', (c) => c.notNull())
      .addColumn('restaurada_de', 'integer')
      .addPrimaryKeyConstraint('wiki_revisiones_pk', ['pagina_id', 'numero'])
      .execute();

    // No foreign key to the lesson: the link lives in the page's text, and a removed lesson
    // leaves only a row that no lesson page will ever ask for.
    await db.schema
      .createTable('wiki_enlaces')
      .addColumn('pagina_id', 'text', (c) =>
        c.notNull().references('wiki_paginas.id').onDelete('cascade'),
      )
      .addColumn('multimedia_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('wiki_enlaces_pk', ['pagina_id', 'multimedia_id'])
      .execute();
    await db.schema
      .createIndex('wiki_enlaces_multimedia_idx')
      .on('wiki_enlaces')
      .column('multimedia_id')
      .execute();

    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await db.schema
        .createTable('wiki_busqueda')
        .addColumn('pagina_id', 'text', (c) =>
          c.primaryKey().references('wiki_paginas.id').onDelete('cascade'),
        )
        .addColumn('documento', sql`tsvector`, (c) => c.notNull())
        .execute();
      await sql`create index wiki_busqueda_documento_idx on wiki_busqueda using gin (documento)`.execute(
        db,
      );
    } else {
      // Kept in step by the repository in the same transaction as the page (a virtual table
      // takes no foreign key). Title and plain text are separate columns so a hit in the
      // title ranks higher (bm25 weights).
      await sql`create virtual table wiki_busqueda using fts5(
        pagina_id unindexed, titulo, texto, tokenize = 'unicode61 remove_diacritics 2'
      )`.execute(db);
    }
  },
};
