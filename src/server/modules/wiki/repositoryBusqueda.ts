import { sql, type Kysely } from 'kysely';
import { plegar, textoPlano } from '@shared/domain/wiki';
import type { Dialecto } from '../../db/database';
import type { Database } from '../../db/schema';
import { raizBusqueda } from './raices';
import type { CursosVisibles } from './repository';

/**
 * The wiki's full-text index, one per dialect (migration 0027, docs/wiki.md):
 * - SQLite: FTS5 with `unicode61 remove_diacritics 2`, so "evaluacion" and "evaluación" are
 *   one token; each word searched by its Spanish stem as a prefix (`raizBusqueda`, what
 *   PostgreSQL's `to_tsquery` does), so "evaluaciones" finds "evaluación"; ranked by bm25
 *   with the title weighing ten times the text.
 * - PostgreSQL: a `tsvector` with the `spanish` configuration (stemming, stop words) over
 *   text folded here (`plegar`), so no `unaccent` extension is needed; a GIN index; ranked
 *   by ts_rank_cd with the title as weight A.
 * The search terms reaching these queries are letters and digits only (terminosBusqueda).
 */

export interface EntradaIndice {
  id: string;
  /** null: remove the page's entry. */
  titulo: string | null;
  cuerpo: string | null;
}

/** Replaces a page's entry; called inside the page's own save transaction. */
export async function reindexar(
  db: Kysely<Database>,
  dialecto: Dialecto,
  e: EntradaIndice,
): Promise<void> {
  await sql`delete from wiki_busqueda where pagina_id = ${e.id}`.execute(db);
  if (e.titulo === null || e.cuerpo === null) return;
  const texto = textoPlano(e.cuerpo);
  if (dialecto === 'postgres') {
    await sql`insert into wiki_busqueda (pagina_id, documento) values (${e.id},
      setweight(to_tsvector('spanish', ${plegar(e.titulo)}), 'A') ||
      setweight(to_tsvector('spanish', ${plegar(texto)}), 'B'))`.execute(db);
  } else {
    await sql`insert into wiki_busqueda (pagina_id, titulo, texto)
      values (${e.id}, ${e.titulo}, ${texto})`.execute(db);
  }
}

export interface FilaResultado {
  id: string;
  slug: string;
  titulo: string;
  cuerpo: string;
  curso_id: string | null;
  curso_nombre: string | null;
}

function filtroVisibles(visibles: CursosVisibles) {
  if (visibles === 'todos') return sql`1 = 1`;
  if (visibles.length === 0) return sql`p.curso_id is null`;
  return sql`(p.curso_id is null or p.curso_id in (${sql.join(visibles)}))`;
}

/** The visible pages matching every term (each also as a word's beginning), best first. */
export async function buscarPaginas(
  db: Kysely<Database>,
  dialecto: Dialecto,
  terminos: readonly string[],
  visibles: CursosVisibles,
  limite: number,
): Promise<FilaResultado[]> {
  if (terminos.length === 0) return [];
  const columnas = sql`p.id, p.slug, p.titulo, p.cuerpo, p.curso_id, c.nombre as curso_nombre`;
  if (dialecto === 'postgres') {
    const consulta = terminos.map((t) => `${t}:*`).join(' & ');
    const { rows } = await sql<FilaResultado>`select ${columnas}
      from wiki_busqueda b
      join wiki_paginas p on p.id = b.pagina_id
      left join cursos c on c.id = p.curso_id,
      to_tsquery('spanish', ${consulta}) q
      where b.documento @@ q and ${filtroVisibles(visibles)}
      order by ts_rank_cd(b.documento, q) desc, p.titulo, p.id
      limit ${limite}`.execute(db);
    return rows;
  }
  const consulta = terminos.map((t) => `"${raizBusqueda(t)}"*`).join(' ');
  const { rows } = await sql<FilaResultado>`select ${columnas}
    from wiki_busqueda
    join wiki_paginas p on p.id = wiki_busqueda.pagina_id
    left join cursos c on c.id = p.curso_id
    where wiki_busqueda match ${consulta} and ${filtroVisibles(visibles)}
    order by bm25(wiki_busqueda, 0.0, 10.0, 1.0), p.titulo, p.id
    limit ${limite}`.execute(db);
  return rows;
}
