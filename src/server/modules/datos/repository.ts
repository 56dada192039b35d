import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The active courses the signup page offers, with only their card fields (a read). */
export function cursosActivosParaRegistro(db: Kysely<Database>) {
  return db
    .selectFrom('cursos')
    .select(['id', 'codigo', 'nombre', 'color_fondo_tarjeta', 'color_texto_tarjeta'])
    .where('estado', '=', 1)
    .orderBy('codigo')
    .orderBy('id')
    .execute();
}
