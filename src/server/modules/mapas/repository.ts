import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { ROL_ADMINISTRADOR } from '@shared/domain/permisos';
import type { Database } from '../../db/schema';

/** The reads behind the maps' course cards (docs/informes-api.md). */

export interface FilaCursoMapa {
  id: string;
  codigo: string;
  nombre: string;
  estado: number;
  last_edit: string;
}

export interface FiltroCursosMapa {
  /** null: every course; else only these ids (an empty list gives nothing). */
  ids: readonly string[] | null;
  texto?: string | undefined;
  activo?: boolean | undefined;
}

/** Case- and accent-insensitive form of a text ("Álgebra" is found as "algebra"). */
export function sinTildes(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export class MapasRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The courses of the filter, oldest first (the order of the course list). */
  async cursos(filtro: FiltroCursosMapa): Promise<FilaCursoMapa[]> {
    if (filtro.ids !== null && filtro.ids.length === 0) return [];
    let q = this.db
      .selectFrom('cursos')
      .select(['id', 'codigo', 'nombre', 'estado', 'last_edit'])
      .orderBy('creado_en')
      .orderBy('id');
    if (filtro.ids !== null) q = q.where('id', 'in', filtro.ids);
    if (filtro.activo !== undefined) q = q.where('estado', '=', filtro.activo ? 1 : 0);
    const filas = await q.execute();
    // A few dozen courses: the text is matched here, where accents fold the same way on
    // both dialects (SQLite's lower() leaves "Á" alone).
    const texto = filtro.texto ? sinTildes(filtro.texto) : '';
    return texto === ''
      ? filas
      : filas.filter((c) => sinTildes(`${c.codigo} ${c.nombre}`).includes(texto));
  }

  /** The lessons of the courses (the syllabus is told apart by the caller, by name). */
  lecciones(cursoIds: readonly string[]) {
    if (cursoIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('multimedias')
      .select(['id', 'nombre', 'curso_id'])
      .where('curso_id', 'in', cursoIds)
      .execute();
  }

  /**
   * The users who follow courses rather than learn in them: holders of ADMINISTRADOR or of
   * a role with informes.consultar (the Tutor) — the monitor's "staff" rule. A few dozen
   * people, read once per request, so the counts below need no join per learner.
   */
  async personal(): Promise<string[]> {
    const filas = await this.db
      .selectFrom('usuarios as u')
      .innerJoin('roles as r', 'r.id', 'u.rol_id')
      .leftJoin('rol_permisos as rp', (j) =>
        j.onRef('rp.rol_id', '=', 'r.id').on('rp.vista', '=', 'informes'),
      )
      .select('u.id')
      .where((eb) => eb.or([eb('r.nombre', '=', ROL_ADMINISTRADOR), eb('rp.consultar', '=', 1)]))
      .execute();
    return filas.map((f) => f.id);
  }

  /** Learners (assigned, not staff) of each course. */
  async aprendicesPorCurso(
    cursoIds: readonly string[],
    personal: readonly string[],
  ): Promise<Map<string, number>> {
    if (cursoIds.length === 0) return new Map();
    let q = this.db
      .selectFrom('usuario_cursos')
      .select(['curso_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('curso_id', 'in', cursoIds)
      .groupBy('curso_id');
    if (personal.length > 0) q = q.where('usuario_id', 'not in', personal);
    const filas = await q.execute();
    return new Map(filas.map((f) => [f.curso_id, Number(f.n)]));
  }

  /**
   * One pass over the progress rows of a course's lessons (the lesson-first index of 0021):
   * the latest progress anyone recorded, and how many of its learners completed every lesson
   * that counts (completado or 100 %; `cuentan` leaves the syllabus out). A user is checked
   * against the assignments only once they finished, so the join runs for few rows.
   */
  async resumenCurso(
    cursoId: string,
    lecciones: readonly string[],
    cuentan: readonly string[],
    personal: readonly string[],
  ): Promise<{ completados: number; ultima: string | null }> {
    if (lecciones.length === 0) return { completados: 0, ultima: null };
    const hecho = sql`(${sql.ref('p.progreso')} = 'completado' or ${sql.ref('p.porcentaje')} >= 100)`;
    const cuenta =
      cuentan.length === 0
        ? sql<number>`0`
        : sql<number>`sum(case when ${sql.ref('p.multimedia_id')} in (${sql.join(cuentan)}) and ${hecho} then 1 else 0 end)`;
    const porUsuario = this.db
      .selectFrom('progresos as p')
      .select((eb) => [
        'p.usuario_id',
        cuenta.as('hechos'),
        eb.fn.max('p.actualizado_en').as('ultima'),
      ])
      .where('p.multimedia_id', 'in', lecciones)
      .groupBy('p.usuario_id');
    const fuera =
      personal.length > 0 ? sql`and t.usuario_id not in (${sql.join(personal)})` : sql``;
    const terminado =
      cuentan.length === 0
        ? sql<number>`0`
        : sql<number>`count(case when t.hechos = ${cuentan.length} ${fuera} and exists (select 1 from usuario_cursos uc where uc.usuario_id = t.usuario_id and uc.curso_id = ${cursoId}) then 1 end)`;
    const fila = await this.db
      .selectFrom(porUsuario.as('t'))
      .select((eb) => [terminado.as('completados'), eb.fn.max('t.ultima').as('ultima')])
      .executeTakeFirst();
    return { completados: Number(fila?.completados ?? 0), ultima: fila?.ultima ?? null };
  }
}
