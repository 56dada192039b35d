import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The preference columns of a user row (0026); NULL = never chosen. */
export interface FilaPreferencias {
  idioma: string | null;
  texto_grande: number | null;
  alto_contraste: number | null;
}

export type CambioFilaPreferencias = Partial<FilaPreferencias>;

/**
 * The own interface preferences (issue 16). They are columns of `usuarios`, but only this
 * repository reads or writes them: the profile module owns what a user sets for themself.
 */
export class PreferenciasRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async leer(usuarioId: string): Promise<FilaPreferencias | undefined> {
    const fila = await this.db
      .selectFrom('usuarios')
      .select(['idioma', 'texto_grande', 'alto_contraste'])
      .where('id', '=', usuarioId)
      .executeTakeFirst();
    if (!fila) return undefined;
    return {
      idioma: fila.idioma ?? null,
      texto_grande: fila.texto_grande ?? null,
      alto_contraste: fila.alto_contraste ?? null,
    };
  }

  /** Writes only the given columns and answers the row as it is now (undefined: no user). */
  async guardar(
    usuarioId: string,
    cambio: CambioFilaPreferencias,
  ): Promise<FilaPreferencias | undefined> {
    const resultado = await this.db
      .updateTable('usuarios')
      .set(cambio)
      .where('id', '=', usuarioId)
      .executeTakeFirst();
    if (resultado.numUpdatedRows === 0n) return undefined;
    return this.leer(usuarioId);
  }
}
