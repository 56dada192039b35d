import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';

/** The queries of question draws (`sorteos_evaluacion`, owned here). */

/** One drawn question: its id and its answers' ids, in the order the learner was shown. */
export interface PreguntaSorteada {
  id: string;
  respuestas: string[];
}

const sorteoSchema = z.array(z.object({ id: z.string(), respuestas: z.array(z.string()) }));

/** The learner's open draw on an evaluation (migration 0018), or null. */
export async function leerSorteo(
  db: Kysely<Database>,
  usuarioId: string,
  evaluacionId: string,
): Promise<PreguntaSorteada[] | null> {
  const fila = await db
    .selectFrom('sorteos_evaluacion')
    .select('preguntas')
    .where('usuario_id', '=', usuarioId)
    .where('evaluacion_id', '=', evaluacionId)
    .executeTakeFirst();
  if (!fila) return null;
  const leido = sorteoSchema.safeParse(JSON.parse(fila.preguntas));
  return leido.success ? leido.data : null;
}

/** Stores (or replaces) the learner's open draw. */
export async function guardarSorteo(
  db: Kysely<Database>,
  usuarioId: string,
  evaluacionId: string,
  sorteo: readonly PreguntaSorteada[],
): Promise<void> {
  const valores = {
    usuario_id: usuarioId,
    evaluacion_id: evaluacionId,
    preguntas: JSON.stringify(sorteo),
    creado_en: new Date().toISOString(),
  };
  await db
    .insertInto('sorteos_evaluacion')
    .values(valores)
    .onConflict((oc) =>
      oc
        .columns(['usuario_id', 'evaluacion_id'])
        .doUpdateSet({ preguntas: valores.preguntas, creado_en: valores.creado_en }),
    )
    .execute();
}

/** Grading closes the draw: the next `buscar` draws anew. */
export async function cerrarSorteo(
  db: Kysely<Database>,
  usuarioId: string,
  evaluacionId: string,
): Promise<void> {
  await db
    .deleteFrom('sorteos_evaluacion')
    .where('usuario_id', '=', usuarioId)
    .where('evaluacion_id', '=', evaluacionId)
    .execute();
}
