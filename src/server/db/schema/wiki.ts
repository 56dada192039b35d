/** Row types: the help wiki (issue 16, migration 0027). */

export interface WikiPaginasTable {
  id: string;
  slug: string;
  titulo: string;
  /** Markdown. */
  cuerpo: string;
  /** null: a global page. */
  curso_id: string | null;
  /** Number of the latest revision. */
  version: number;
  creado_por: string | null;
  creado_en: string;
  actualizado_por: string | null;
  actualizado_en: string;
}

export interface WikiRevisionesTable {
  pagina_id: string;
  numero: number;
  titulo: string;
  cuerpo: string;
  autor_id: string | null;
  creado_en: string;
  restaurada_de: number | null;
}

export interface WikiEnlacesTable {
  pagina_id: string;
  multimedia_id: string;
}

/**
 * `wiki_busqueda` is left out on purpose: an FTS5 virtual table on SQLite and a tsvector
 * table on PostgreSQL, only ever reached through raw SQL in modules/wiki/repositoryBusqueda.ts.
 */
export interface WikiTablas {
  wiki_paginas: WikiPaginasTable;
  wiki_revisiones: WikiRevisionesTable;
  wiki_enlaces: WikiEnlacesTable;
}
