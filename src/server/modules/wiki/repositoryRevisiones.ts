import type { Kysely } from 'kysely';
import type { Database, WikiRevisionesTable } from '../../db/schema';

/** A revision with its author's name (null once the account is deleted). */
export interface FilaRevision extends WikiRevisionesTable {
  autor_nombre: string | null;
  autor_apellidos: string | null;
}

/**
 * The wiki's revisions: written only by WikiRepository's save transaction, read here. Every
 * save adds one (numbered 1, 2, … per page); none is ever changed or removed but with its page.
 */
export class RevisionesWikiRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private base() {
    return this.db
      .selectFrom('wiki_revisiones as r')
      .leftJoin('usuarios as u', 'u.id', 'r.autor_id')
      .selectAll('r')
      .select(['u.nombre as autor_nombre', 'u.apellidos as autor_apellidos']);
  }

  /** Newest first; a page with thousands of saves shows its latest 500. */
  listar(paginaId: string): Promise<FilaRevision[]> {
    return this.base()
      .where('r.pagina_id', '=', paginaId)
      .orderBy('r.numero', 'desc')
      .limit(500)
      .execute();
  }

  una(paginaId: string, numero: number): Promise<FilaRevision | undefined> {
    return this.base()
      .where('r.pagina_id', '=', paginaId)
      .where('r.numero', '=', numero)
      .executeTakeFirst();
  }
}
