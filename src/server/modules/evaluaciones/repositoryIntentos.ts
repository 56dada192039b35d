import type { Kysely } from 'kysely';
import type { Database, IntentosEvaluacionTable } from '../../db/schema';

/** The queries of attempts (`intentos_evaluacion`, owned here). */

/** The attempt a client id already made (a retried send), if any. */
export function intentoPrevio(trx: Kysely<Database>, usuarioId: string, idCliente: string) {
  return trx
    .selectFrom('intentos_evaluacion')
    .selectAll()
    .where('usuario_id', '=', usuarioId)
    .where('id_cliente', '=', idCliente)
    .executeTakeFirst();
}

export async function insertarIntento(
  trx: Kysely<Database>,
  intento: IntentosEvaluacionTable,
): Promise<void> {
  await trx.insertInto('intentos_evaluacion').values(intento).execute();
}

export async function guardarRespuestas(
  trx: Kysely<Database>,
  intentoId: string,
  respuestas: string,
): Promise<void> {
  await trx
    .updateTable('intentos_evaluacion')
    .set({ respuestas })
    .where('id', '=', intentoId)
    .execute();
}

/** When the learner's attempts at the evaluation were made, newest first. */
export function fechasDeIntentos(trx: Kysely<Database>, usuarioId: string, evaluacionId: string) {
  return trx
    .selectFrom('intentos_evaluacion')
    .select('creado_en')
    .where('usuario_id', '=', usuarioId)
    .where('evaluacion_id', '=', evaluacionId)
    .orderBy('creado_en', 'desc')
    .execute();
}

/** The given attempt, or the learner's latest one at the evaluation when none is named. */
export function intentoParaDetalle(
  db: Kysely<Database>,
  usuarioId: string,
  evaluacionId: string,
  intentoId: string | undefined,
): Promise<IntentosEvaluacionTable | undefined> {
  let q = db
    .selectFrom('intentos_evaluacion')
    .selectAll()
    .where('usuario_id', '=', usuarioId)
    .where('evaluacion_id', '=', evaluacionId);
  if (intentoId) q = q.where('id', '=', intentoId);
  return q.orderBy('creado_en', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Whether the course exists (an evaluation's course is checked before its form). */
export async function existeCurso(db: Kysely<Database>, cursoId: string): Promise<boolean> {
  const curso = await db
    .selectFrom('cursos')
    .select('id')
    .where('id', '=', cursoId)
    .executeTakeFirst();
  return curso !== undefined;
}
