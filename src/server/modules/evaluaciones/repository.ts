import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, EvaluacionesTable, Flag } from '../../db/schema';

/** An evaluation row with the code and name of its course. */
export interface FilaEvaluacion extends EvaluacionesTable {
  curso_codigo: string;
  curso_nombre: string;
}

export interface FilaRespuesta {
  id: string;
  label: number;
  texto: string;
  esCorrecta: boolean;
}

/** A question with its answers (label order) and their key. */
export interface FilaPregunta {
  id: string;
  indice: number;
  descripcion: string;
  respuestas: FilaRespuesta[];
}

/** The questions as the form sends them (already validated). */
export interface PreguntaNueva {
  descripcion: string;
  respuestas: { texto: string; isCorrecta: boolean }[];
}

/** The stored fields of an evaluation that an editor sets. */
export interface DatosEvaluacion {
  curso_id: string;
  codigo: string;
  nombre: string;
  descripcion: string;
  puntaje_minimo: number;
  color_fondo_tarjeta: string;
  mostrar_respuestas: EvaluacionesTable['mostrar_respuestas'];
  intentos_permitidos: number | null;
  espera_minutos: number;
  barajar_preguntas: Flag;
  barajar_respuestas: Flag;
  preguntas_por_intento: number | null;
}

export interface FiltroEvaluaciones {
  /** Null: every course. */
  cursoIds: readonly string[] | null;
  soloActivas: boolean;
  curso?: string;
}

/** Evaluations with their questions and answers (tables of migration 0005). */
export class EvaluacionesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private base(db: Kysely<Database> = this.db) {
    return db
      .selectFrom('evaluaciones')
      .innerJoin('cursos', 'cursos.id', 'evaluaciones.curso_id')
      .selectAll('evaluaciones')
      .select(['cursos.codigo as curso_codigo', 'cursos.nombre as curso_nombre']);
  }

  async porId(id: string, db: Kysely<Database> = this.db): Promise<FilaEvaluacion | null> {
    return (await this.base(db).where('evaluaciones.id', '=', id).executeTakeFirst()) ?? null;
  }

  /** Ordered by course code, then evaluation code (ties by id: a stable order). */
  async listar(filtro: FiltroEvaluaciones): Promise<FilaEvaluacion[]> {
    if (filtro.cursoIds !== null && filtro.cursoIds.length === 0) return [];
    let q = this.base();
    if (filtro.cursoIds !== null) q = q.where('evaluaciones.curso_id', 'in', [...filtro.cursoIds]);
    if (filtro.soloActivas) q = q.where('evaluaciones.estado', '=', 1);
    if (filtro.curso) q = q.where('evaluaciones.curso_id', '=', filtro.curso);
    return q
      .orderBy('cursos.codigo')
      .orderBy('evaluaciones.codigo')
      .orderBy('evaluaciones.id')
      .execute();
  }

  /** The questions of each evaluation, by index, each with its answers by label. */
  async preguntasDe(
    evaluacionIds: readonly string[],
    db: Kysely<Database> = this.db,
  ): Promise<Map<string, FilaPregunta[]>> {
    const resultado = new Map<string, FilaPregunta[]>(evaluacionIds.map((id) => [id, []]));
    if (evaluacionIds.length === 0) return resultado;
    const [preguntas, respuestas] = await Promise.all([
      db
        .selectFrom('evaluacion_preguntas')
        .selectAll()
        .where('evaluacion_id', 'in', [...evaluacionIds])
        .orderBy('indice')
        .execute(),
      db
        .selectFrom('evaluacion_respuestas')
        .innerJoin(
          'evaluacion_preguntas',
          'evaluacion_preguntas.id',
          'evaluacion_respuestas.pregunta_id',
        )
        .selectAll('evaluacion_respuestas')
        .where('evaluacion_preguntas.evaluacion_id', 'in', [...evaluacionIds])
        .orderBy('evaluacion_respuestas.label')
        .execute(),
    ]);
    const porPregunta = new Map<string, FilaRespuesta[]>();
    for (const r of respuestas) {
      const lista = porPregunta.get(r.pregunta_id) ?? [];
      lista.push({ id: r.id, label: r.label, texto: r.texto, esCorrecta: r.es_correcta === 1 });
      porPregunta.set(r.pregunta_id, lista);
    }
    for (const p of preguntas) {
      resultado.get(p.evaluacion_id)?.push({
        id: p.id,
        indice: p.indice,
        descripcion: p.descripcion,
        respuestas: porPregunta.get(p.id) ?? [],
      });
    }
    return resultado;
  }

  async contar(): Promise<number> {
    const fila = await this.db
      .selectFrom('evaluaciones')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(fila.n);
  }

  /** Creates an active evaluation with its questions, in one transaction. */
  async insertar(datos: DatosEvaluacion, preguntas: readonly PreguntaNueva[]): Promise<string> {
    const id = randomUUID();
    const ahora = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('evaluaciones')
        .values({ id, ...datos, estado: 1, creado_en: ahora, actualizado_en: ahora })
        .execute();
      await insertarPreguntas(trx, id, preguntas);
    });
    return id;
  }

  /**
   * Replaces the data, questions and answers in one transaction. Attempts keep their own
   * frozen feedback (intentos_evaluacion.respuestas), so nothing of them depends on these rows.
   */
  async actualizar(
    id: string,
    datos: DatosEvaluacion,
    preguntas: readonly PreguntaNueva[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('evaluaciones')
        .set({ ...datos, actualizado_en: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      const viejas = trx
        .selectFrom('evaluacion_preguntas')
        .select('id')
        .where('evaluacion_id', '=', id);
      await trx.deleteFrom('evaluacion_respuestas').where('pregunta_id', 'in', viejas).execute();
      await trx.deleteFrom('evaluacion_preguntas').where('evaluacion_id', '=', id).execute();
      await insertarPreguntas(trx, id, preguntas);
    });
  }

  async cambiarEstado(id: string, estado: boolean): Promise<void> {
    await this.db
      .updateTable('evaluaciones')
      .set({ estado: estado ? 1 : 0, actualizado_en: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  /** Whether any attempt or grade record points at the evaluation (it must not be deleted). */
  async tieneCalificaciones(id: string): Promise<boolean> {
    const [intento, calificacion] = await Promise.all([
      this.db
        .selectFrom('intentos_evaluacion')
        .select('id')
        .where('evaluacion_id', '=', id)
        .limit(1)
        .executeTakeFirst(),
      this.db
        .selectFrom('calificaciones')
        .select('id')
        .where('evaluacion_id', '=', id)
        .limit(1)
        .executeTakeFirst(),
    ]);
    return intento !== undefined || calificacion !== undefined;
  }

  async eliminar(id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const preguntas = trx
        .selectFrom('evaluacion_preguntas')
        .select('id')
        .where('evaluacion_id', '=', id);
      await trx.deleteFrom('evaluacion_respuestas').where('pregunta_id', 'in', preguntas).execute();
      await trx.deleteFrom('evaluacion_preguntas').where('evaluacion_id', '=', id).execute();
      await trx.deleteFrom('evaluaciones').where('id', '=', id).execute();
    });
  }
}

/** Questions get their index from 1 and answers their label from 1, in the order sent. */
async function insertarPreguntas(
  trx: Kysely<Database>,
  evaluacionId: string,
  preguntas: readonly PreguntaNueva[],
): Promise<void> {
  const filasPreguntas = preguntas.map((p, i) => ({
    id: randomUUID(),
    evaluacion_id: evaluacionId,
    indice: i + 1,
    descripcion: p.descripcion,
  }));
  const filasRespuestas = preguntas.flatMap((p, i) =>
    p.respuestas.map((r, j) => ({
      id: randomUUID(),
      pregunta_id: filasPreguntas[i]?.id ?? '',
      label: j + 1,
      texto: r.texto,
      es_correcta: r.isCorrecta ? 1 : 0,
    })),
  );
  if (filasPreguntas.length > 0) {
    await trx.insertInto('evaluacion_preguntas').values(filasPreguntas).execute();
  }
  if (filasRespuestas.length > 0) {
    await trx.insertInto('evaluacion_respuestas').values(filasRespuestas).execute();
  }
}
