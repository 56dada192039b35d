import type { Kysely, Transaction } from 'kysely';
import type { Dialecto } from '../../db/database';
import type { Database, WikiPaginasTable } from '../../db/schema';
import { reindexar } from './repositoryBusqueda';

/**
 * The wiki's pages and the lessons they link to. A save writes the page, its new revision,
 * its links and its search entry in one transaction, so the index never disagrees with the
 * page (docs/wiki.md). Revisions: repositoryRevisiones.ts; search: repositoryBusqueda.ts.
 */

/** Which courses' pages the caller sees: all, or these (global pages always). */
export type CursosVisibles = 'todos' | readonly string[];

/** A page row with the names the API shows. */
export interface FilaPagina extends WikiPaginasTable {
  curso_nombre: string | null;
  creador_nombre: string | null;
  creador_apellidos: string | null;
  editor_nombre: string | null;
  editor_apellidos: string | null;
}

/** What a save writes: the page's fields as validated, and who saves. */
export interface DatosGuardado {
  id: string;
  slug: string;
  titulo: string;
  cuerpo: string;
  cursoId: string | null;
  autorId: string;
  ahora: string;
  /** Lesson ids its Markdown links to. */
  lecciones: readonly string[];
  /** Set when the save restores an old revision. */
  restauradaDe?: number;
}

export function esViolacionUnica(error: unknown): boolean {
  const e = error as { code?: unknown };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export class WikiRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialecto: Dialecto,
  ) {}

  private base(db: Kysely<Database> = this.db) {
    return db
      .selectFrom('wiki_paginas as p')
      .leftJoin('cursos as c', 'c.id', 'p.curso_id')
      .leftJoin('usuarios as uc', 'uc.id', 'p.creado_por')
      .leftJoin('usuarios as ue', 'ue.id', 'p.actualizado_por')
      .selectAll('p')
      .select([
        'c.nombre as curso_nombre',
        'uc.nombre as creador_nombre',
        'uc.apellidos as creador_apellidos',
        'ue.nombre as editor_nombre',
        'ue.apellidos as editor_apellidos',
      ]);
  }

  private visibles(visibles: CursosVisibles) {
    return this.base().where((eb) =>
      visibles === 'todos'
        ? eb.lit(true)
        : visibles.length === 0
          ? eb('p.curso_id', 'is', null)
          : eb.or([eb('p.curso_id', 'is', null), eb('p.curso_id', 'in', visibles)]),
    );
  }

  async listar(visibles: CursosVisibles, curso?: string): Promise<FilaPagina[]> {
    return this.visibles(visibles)
      .$if(curso !== undefined, (q) => q.where('p.curso_id', '=', curso ?? ''))
      .orderBy('p.titulo')
      .orderBy('p.id')
      .limit(1000)
      .execute();
  }

  porSlug(slug: string): Promise<FilaPagina | undefined> {
    return this.base().where('p.slug', '=', slug).executeTakeFirst();
  }

  porId(id: string): Promise<FilaPagina | undefined> {
    return this.base().where('p.id', '=', id).executeTakeFirst();
  }

  async deLeccion(multimediaId: string, visibles: CursosVisibles): Promise<FilaPagina[]> {
    return this.visibles(visibles)
      .where('p.id', 'in', (eb) =>
        eb.selectFrom('wiki_enlaces').select('pagina_id').where('multimedia_id', '=', multimediaId),
      )
      .orderBy('p.titulo')
      .execute();
  }

  async lecciones(paginaId: string): Promise<string[]> {
    const filas = await this.db
      .selectFrom('wiki_enlaces')
      .select('multimedia_id')
      .where('pagina_id', '=', paginaId)
      .orderBy('multimedia_id')
      .execute();
    return filas.map((f) => f.multimedia_id);
  }

  /** A new page with its first revision. Throws a unique violation on a taken slug. */
  async crear(d: DatosGuardado): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('wiki_paginas')
        .values({
          id: d.id,
          slug: d.slug,
          titulo: d.titulo,
          cuerpo: d.cuerpo,
          curso_id: d.cursoId,
          version: 1,
          creado_por: d.autorId,
          creado_en: d.ahora,
          actualizado_por: d.autorId,
          actualizado_en: d.ahora,
        })
        .execute();
      await this.despuesDeGuardar(trx, d, 1);
    });
  }

  /**
   * Saves over version `base` (the latest when undefined) as a new revision; false when the
   * page is gone or someone saved after `base` (checked in the same UPDATE, so two editors
   * can never both win).
   */
  async actualizar(d: DatosGuardado, base: number | undefined): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const actual = await trx
        .selectFrom('wiki_paginas')
        .select('version')
        .where('id', '=', d.id)
        .executeTakeFirst();
      if (!actual || (base !== undefined && actual.version !== base)) return false;
      const version = actual.version + 1;
      const res = await trx
        .updateTable('wiki_paginas')
        .set({
          slug: d.slug,
          titulo: d.titulo,
          cuerpo: d.cuerpo,
          curso_id: d.cursoId,
          version,
          actualizado_por: d.autorId,
          actualizado_en: d.ahora,
        })
        .where('id', '=', d.id)
        .where('version', '=', actual.version)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return false;
      await this.despuesDeGuardar(trx, d, version);
      return true;
    });
  }

  /** The revision, the links and the search entry of a save, in the save's transaction. */
  private async despuesDeGuardar(trx: Transaction<Database>, d: DatosGuardado, numero: number) {
    await trx
      .insertInto('wiki_revisiones')
      .values({
        pagina_id: d.id,
        numero,
        titulo: d.titulo,
        cuerpo: d.cuerpo,
        autor_id: d.autorId,
        creado_en: d.ahora,
        restaurada_de: d.restauradaDe ?? null,
      })
      .execute();
    await trx.deleteFrom('wiki_enlaces').where('pagina_id', '=', d.id).execute();
    if (d.lecciones.length > 0) {
      await trx
        .insertInto('wiki_enlaces')
        .values(d.lecciones.map((m) => ({ pagina_id: d.id, multimedia_id: m })))
        .execute();
    }
    await reindexar(trx, this.dialecto, { id: d.id, titulo: d.titulo, cuerpo: d.cuerpo });
  }

  /** Removes a page, its revisions, links and search entry; false when it did not exist. */
  async eliminar(id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await reindexar(trx, this.dialecto, { id, titulo: null, cuerpo: null });
      const res = await trx.deleteFrom('wiki_paginas').where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) === 1;
    });
  }
}
