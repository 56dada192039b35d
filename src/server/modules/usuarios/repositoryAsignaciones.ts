import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';

/** The words of a refused assignment when a course does not exist (single and bulk). */
export const CURSO_NO_ENCONTRADO = 'Error Curso no encontrado';

/** Course assignments of users (spec 4: course assignment by an admin). */
export class AsignacionesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Adds the courses to the user's assignments and returns them all. Assignments already
   * held are kept as they were (their date too): assigning never removes anything.
   */
  async asignar(usuarioId: string, cursoIds: readonly string[]): Promise<string[]> {
    const unicos = [...new Set(cursoIds)];
    await this.exigirCursos(unicos);
    const ahora = new Date().toISOString();
    await this.db
      .insertInto('usuario_cursos')
      .values(
        unicos.map((cursoId) => ({ usuario_id: usuarioId, curso_id: cursoId, asignado_en: ahora })),
      )
      .onConflict((oc) => oc.columns(['usuario_id', 'curso_id']).doNothing())
      .execute();
    const filas = await this.db
      .selectFrom('usuario_cursos')
      .select('curso_id')
      .where('usuario_id', '=', usuarioId)
      .orderBy('asignado_en')
      .orderBy('curso_id')
      .execute();
    return filas.map((f) => f.curso_id);
  }

  /** Every course must exist, else the whole assignment is refused (404). */
  async exigirCursos(cursoIds: readonly string[]): Promise<void> {
    const unicos = [...new Set(cursoIds)];
    const existentes = await this.db
      .selectFrom('cursos')
      .select('id')
      .where('id', 'in', unicos)
      .execute();
    if (existentes.length !== unicos.length) {
      throw new HttpError('NO_ENCONTRADO', CURSO_NO_ENCONTRADO);
    }
  }

  /** Adds one assignment (an approved unlock request); one already held is kept. */
  async agregar(usuarioId: string, cursoId: string, ahora: string): Promise<void> {
    await this.db
      .insertInto('usuario_cursos')
      .values({ usuario_id: usuarioId, curso_id: cursoId, asignado_en: ahora })
      .onConflict((oc) => oc.columns(['usuario_id', 'curso_id']).doNothing())
      .execute();
  }

  /** Removes every assignment to the course (it is being deleted). */
  async quitarCurso(cursoId: string): Promise<void> {
    await this.db.deleteFrom('usuario_cursos').where('curso_id', '=', cursoId).execute();
  }
}
