import { sql } from 'kysely';
import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import { Plantilla } from '../../db/plantilla';
import type { CursoAdjuntosTable, CursosTable, Database } from '../../db/schema';
import { AsignacionesRepository } from '../usuarios';

type Db = Kysely<Database> | Transaction<Database>;
export type CambiosCurso = Partial<Omit<CursosTable, 'id' | 'creado_en'>>;

/** A unique index refused the row (SQLite and PostgreSQL spell it differently). */
export function esViolacionUnica(error: unknown): boolean {
  const e = error as { code?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

// What every course list asks (listado.ts, CursosVista): templates (db/plantilla.ts).
const todos = new Plantilla((db) =>
  db.selectFrom('cursos').selectAll().orderBy('creado_en').orderBy('id'),
);

const activos = new Plantilla((db, v: { estado: number }) =>
  db
    .selectFrom('cursos')
    .selectAll()
    .where('estado', '=', v.estado)
    .orderBy('creado_en')
    .orderBy('id'),
);

const adjuntosDeCursos = new Plantilla((db, v: { cursos: string[] }) =>
  db
    .selectFrom('curso_adjuntos')
    .selectAll()
    .where('curso_id', 'in', v.cursos)
    .orderBy('creado_en')
    .orderBy('id'),
);

const todosLosAdjuntos = new Plantilla((db) =>
  db.selectFrom('curso_adjuntos').selectAll().orderBy('creado_en').orderBy('id'),
);

/** The SQL of courses and their attachments (spec 3, Course). */
export class CursosRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findRow(id: string, db: Db = this.db): Promise<CursosTable | undefined> {
    return db.selectFrom('cursos').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Every course, or only the active ones, oldest first (the order cards are shown in). */
  listar(soloActivos: boolean): Promise<CursosTable[]> {
    return soloActivos ? activos.filas(this.db, { estado: 1 }) : todos.filas(this.db, {});
  }

  /**
   * One page of the course list, in SQL, and how many there are in all. `abiertosDe`
   * (a learner's id) puts the courses they may open first, so theirs are on page 1 among a
   * thousand greyed ones; then oldest first, the id breaking ties so pages never overlap.
   */
  async pagina(
    soloActivos: boolean,
    abiertosDe: string | null,
    desde: number,
    cuantos: number,
  ): Promise<{ filas: CursosTable[]; total: number }> {
    let base = this.db.selectFrom('cursos');
    if (soloActivos) base = base.where('estado', '=', 1);
    const [filas, conteo] = await Promise.all([
      this.ordenLista(abiertosDe, base.selectAll('cursos')).limit(cuantos).offset(desde).execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { filas, total: Number(conteo.n) };
  }

  /** Id, code and name of the listed courses in `pagina`'s order: what a search reads. */
  indice(
    soloActivos: boolean,
    abiertosDe: string | null,
  ): Promise<Pick<CursosTable, 'id' | 'codigo' | 'nombre'>[]> {
    let q = this.db.selectFrom('cursos').select(['cursos.id', 'cursos.codigo', 'cursos.nombre']);
    if (soloActivos) q = q.where('estado', '=', 1);
    return this.ordenLista(abiertosDe, q).execute();
  }

  private ordenLista<O>(abiertosDe: string | null, q: SelectQueryBuilder<Database, 'cursos', O>) {
    if (abiertosDe === null) return q.orderBy('cursos.creado_en').orderBy('cursos.id');
    return q
      .leftJoin('usuario_cursos as propios', (join) =>
        join.onRef('propios.curso_id', '=', 'cursos.id').on('propios.usuario_id', '=', abiertosDe),
      )
      .orderBy(sql`case when ${sql.ref('propios.curso_id')} is null then 1 else 0 end`)
      .orderBy('cursos.creado_en')
      .orderBy('cursos.id');
  }

  /** The rows of these ids (any order; the caller orders them). */
  porIds(ids: readonly string[]): Promise<CursosTable[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('cursos').selectAll().where('id', 'in', ids).execute();
  }

  async contar(): Promise<number> {
    const fila = await this.db
      .selectFrom('cursos')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(fila.n);
  }

  /** Codes are unique case-insensitively ("mod1" and "MOD1" would confuse learners). */
  async codigoOcupado(codigo: string, exceptoId?: string): Promise<boolean> {
    let q = this.db
      .selectFrom('cursos')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['codigo']), '=', codigo.toLowerCase()));
    if (exceptoId) q = q.where('id', '!=', exceptoId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  /** How many courses use this background file (a file shared by two must outlive one). */
  async usosDeFondo(nombre: string): Promise<number> {
    const fila = await this.db
      .selectFrom('cursos')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('imagen_fondo', '=', nombre)
      .executeTakeFirstOrThrow();
    return Number(fila.n);
  }

  async insertar(row: CursosTable): Promise<void> {
    await this.db.insertInto('cursos').values(row).execute();
  }

  async actualizar(id: string, cambios: CambiosCurso, db: Db = this.db) {
    return db
      .updateTable('cursos')
      .set({ ...cambios, last_edit: new Date().toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Deletes the course with its attachments' rows, assignments and unlock requests (their
   * foreign keys cascade; deleted explicitly too so the intent is visible). Its lessons
   * stay, without course (multimedias.curso_id is ON DELETE SET NULL). Answers the files
   * to delete once the transaction has committed, or null for an unknown course.
   */
  async eliminar(id: string): Promise<{ adjuntos: string[]; fondo: string | null } | null> {
    return this.db.transaction().execute(async (trx) => {
      const curso = await this.findRow(id, trx);
      if (!curso) return null;
      const adjuntos = await trx
        .selectFrom('curso_adjuntos')
        .select('server_filename')
        .where('curso_id', '=', id)
        .execute();
      await trx.deleteFrom('curso_adjuntos').where('curso_id', '=', id).execute();
      // Assignments belong to the users module: it removes them (same transaction).
      await new AsignacionesRepository(trx).quitarCurso(id);
      await trx.deleteFrom('solicitudes_curso').where('curso_id', '=', id).execute();
      // The lessons (owned by multimedias) lose their course by their foreign key's
      // ON DELETE SET NULL (0003): the lessons module imports this one, not the reverse.
      await trx.deleteFrom('cursos').where('id', '=', id).execute();
      return { adjuntos: adjuntos.map((a) => a.server_filename), fondo: curso.imagen_fondo };
    });
  }

  /** Attachments of the given courses, in upload order. */
  /** These courses' attachments, oldest first. */
  adjuntosDe(cursoIds: readonly string[]): Promise<CursoAdjuntosTable[]> {
    if (cursoIds.length === 0) return Promise.resolve([]);
    return adjuntosDeCursos.filas(this.db, { cursos: [...cursoIds] });
  }

  /** Every course's attachments, oldest first (the catalogue keeps them, catalogo.ts). */
  todosLosAdjuntos(): Promise<CursoAdjuntosTable[]> {
    return todosLosAdjuntos.filas(this.db, {});
  }

  findAdjunto(serverFilename: string): Promise<CursoAdjuntosTable | undefined> {
    return this.db
      .selectFrom('curso_adjuntos')
      .selectAll()
      .where('server_filename', '=', serverFilename)
      .executeTakeFirst();
  }

  async insertarAdjunto(row: CursoAdjuntosTable): Promise<void> {
    await this.db.insertInto('curso_adjuntos').values(row).execute();
  }

  /** True when the row existed (and is now gone). */
  async borrarAdjunto(cursoId: string, serverFilename: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('curso_adjuntos')
      .where('curso_id', '=', cursoId)
      .where('server_filename', '=', serverFilename)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
}
