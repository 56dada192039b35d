import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { testDialects } from '../helpers/databases';
import { sembrarDosUsuarios, usarBasesNuevas } from '../helpers/baseNueva';

const freshDatabase = usarBasesNuevas('migra26');

describe.each(testDialects())('migration 0026_preferencias (%s)', (dialect) => {
  it('gives existing users no stored preference and keeps their data (data test)', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle, '0025_wiki_permisos');
    await sembrarDosUsuarios(handle);
    const antes = await handle.db
      .selectFrom('usuarios')
      .select(['id', 'email', 'nombre'])
      .orderBy('id')
      .execute();
    expect(antes.map((u) => u.id)).toEqual(['u1', 'u2']);

    await migrateToLatest(handle, '0026_preferencias');
    const despues = await handle.db
      .selectFrom('usuarios')
      .select(['id', 'email', 'nombre', 'idioma', 'texto_grande', 'alto_contraste'])
      .orderBy('id')
      .execute();
    expect(despues).toEqual(
      antes.map((u) => ({ ...u, idioma: null, texto_grande: null, alto_contraste: null })),
    );

    // The new columns take a choice like any other value.
    await handle.db
      .updateTable('usuarios')
      .set({ idioma: 'zh', texto_grande: 1, alto_contraste: 0 })
      .where('id', '=', 'u1')
      .execute();
    const guardado = await handle.db
      .selectFrom('usuarios')
      .select(['idioma', 'texto_grande', 'alto_contraste'])
      .where('id', '=', 'u1')
      .executeTakeFirstOrThrow();
    expect(guardado).toEqual({ idioma: 'zh', texto_grande: 1, alto_contraste: 0 });
  });
});
