import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { MIGRATIONS } from '../../../src/server/db/migrations';
import type { MigrationDb } from '../../../src/server/db/migrations/types';
import { buscarPaginas, reindexar } from '../../../src/server/modules/wiki/repositoryBusqueda';
import { testDialects } from '../helpers/databases';
import { AHORA_MIGRACION, sembrarDosUsuarios, usarBasesNuevas } from '../helpers/baseNueva';

const freshDatabase = usarBasesNuevas('migra27');
const indice = MIGRATIONS.findIndex((m) => m.name === '0027_wiki');
const ANTERIOR = MIGRATIONS[indice - 1]?.name ?? '';

function pagina(id: string, cursoId: string | null, autor: string) {
  return {
    id,
    slug: `pagina-${id}`,
    titulo: `Página ${id}`,
    cuerpo: 'La evaluación final',
    curso_id: cursoId,
    version: 1,
    creado_por: autor,
    creado_en: AHORA_MIGRACION,
    actualizado_por: autor,
    actualizado_en: AHORA_MIGRACION,
  };
}

describe.each(testDialects())('migration 0027_wiki (%s)', (dialect) => {
  it('keeps users and courses, starts with an empty wiki whose index folds accents, and follows deletions (data test)', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle, ANTERIOR);
    await sembrarDosUsuarios(handle);
    const antes: MigrationDb = handle.db;
    await antes
      .insertInto('cursos')
      .values({
        id: 'c1',
        codigo: 'C-1',
        nombre: 'Curso uno',
        color_fondo_tarjeta: '#F7AB0F',
        color_texto_tarjeta: '#FFFFFF',
        creado_en: AHORA_MIGRACION,
        last_edit: AHORA_MIGRACION,
      })
      .execute();
    await migrateToLatest(handle, '0027_wiki');
    const { db } = handle;
    expect(await db.selectFrom('cursos').select('id').execute()).toEqual([{ id: 'c1' }]);
    expect(await db.selectFrom('wiki_paginas').selectAll().execute()).toEqual([]);

    await db
      .insertInto('wiki_paginas')
      .values([pagina('p1', null, 'u1'), pagina('p2', 'c1', 'u2')])
      .execute();
    for (const id of ['p1', 'p2']) {
      await reindexar(db, handle.dialecto, {
        id,
        titulo: `Página ${id}`,
        cuerpo: 'La evaluación final',
      });
    }
    await db
      .insertInto('wiki_revisiones')
      .values({
        pagina_id: 'p2',
        numero: 1,
        titulo: 'Página p2',
        cuerpo: 'La evaluación final',
        autor_id: 'u2',
        creado_en: AHORA_MIGRACION,
        restaurada_de: null,
      })
      .execute();
    await db.insertInto('wiki_enlaces').values({ pagina_id: 'p2', multimedia_id: 'm1' }).execute();
    // A slug is one page's; a revision number is one per page.
    await expect(
      db
        .insertInto('wiki_paginas')
        .values({ ...pagina('p3', null, 'u1'), slug: 'pagina-p1' })
        .execute(),
    ).rejects.toThrow();

    const ids = async (terminos: string[], visibles: 'todos' | string[] = 'todos') =>
      (await buscarPaginas(db, handle.dialecto, terminos, visibles, 10)).map((r) => r.id).sort();
    expect(await ids(['evaluacion'])).toEqual(['p1', 'p2']);
    expect(await ids(['evaluacion'], [])).toEqual(['p1']);

    // A deleted author leaves the page unsigned; a deleted course takes its pages along.
    await db.deleteFrom('usuarios').where('id', '=', 'u1').execute();
    expect(
      await db
        .selectFrom('wiki_paginas')
        .select(['id', 'creado_por'])
        .where('id', '=', 'p1')
        .execute(),
    ).toEqual([{ id: 'p1', creado_por: null }]);
    await db.deleteFrom('cursos').where('id', '=', 'c1').execute();
    expect(await db.selectFrom('wiki_paginas').select('id').execute()).toEqual([{ id: 'p1' }]);
    expect(await db.selectFrom('wiki_revisiones').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('wiki_enlaces').selectAll().execute()).toEqual([]);
  });
});
