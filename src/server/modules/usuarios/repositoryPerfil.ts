import type { Kysely } from 'kysely';
import type { Dialecto } from '../../db/database';
import type { Database, UsuariosTable } from '../../db/schema';
import { textoBusqueda } from './busqueda';

/** The own-profile writes: name, phone and photo. */
export class PerfilRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialecto: Dialecto,
  ) {}

  /** The name is part of the search text: both written in one transaction. */
  actualizarDatos(
    id: string,
    cambios: { nombre: string; apellidos: string; customData: Record<string, unknown> },
  ): Promise<UsuariosTable | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const fila = await trx
        .updateTable('usuarios')
        .set({
          nombre: cambios.nombre,
          apellidos: cambios.apellidos,
          custom_data: JSON.stringify(cambios.customData),
          actualizado_en: new Date().toISOString(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!fila) return undefined;
      const busqueda = textoBusqueda(fila);
      await trx.updateTable('usuarios').set({ busqueda }).where('id', '=', id).execute();
      return { ...fila, busqueda };
    });
  }

  /**
   * Points the user at a new photo and returns the previous one's name, read and replaced
   * in one transaction so two uploads at once cannot both keep the same old file alive.
   */
  async cambiarFoto(id: string, foto: string): Promise<{ anterior: string | null } | null> {
    return this.db.transaction().execute(async (trx) => {
      const actual = await trx
        .selectFrom('usuarios')
        .select('foto')
        .where('id', '=', id)
        // PostgreSQL: lock the row so a concurrent upload waits (SQLite has no FOR UPDATE
        // and runs one write transaction at a time anyway).
        .$if(this.dialecto === 'postgres', (q) => q.forUpdate())
        .executeTakeFirst();
      if (!actual) return null;
      await trx
        .updateTable('usuarios')
        .set({ foto, actualizado_en: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      return { anterior: actual.foto };
    });
  }
}
