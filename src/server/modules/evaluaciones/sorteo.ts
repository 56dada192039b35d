import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FilaEvaluacion, FilaPregunta } from './repository';
import { guardarSorteo, leerSorteo } from './repositorySorteos';
import type { PreguntaSorteada } from './repositorySorteos';

export type { PreguntaSorteada } from './repositorySorteos';

/** Fisher–Yates with `crypto.randomInt`: a learner cannot predict the next order. */
export function barajar<T>(lista: readonly T[]): T[] {
  const copia = [...lista];
  for (let i = copia.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [copia[i], copia[j]] = [copia[j] as T, copia[i] as T];
  }
  return copia;
}

/**
 * A new draw under the evaluation's settings: N distinct questions of the M (pool), in a
 * shuffled or the stored order, each with its answers shuffled or by label. The pool is
 * drawn from a shuffle even when the order is kept, so any N of the M may come out.
 */
export function sortear(
  fila: Pick<FilaEvaluacion, 'barajar_preguntas' | 'barajar_respuestas' | 'preguntas_por_intento'>,
  preguntas: readonly FilaPregunta[],
): PreguntaSorteada[] {
  const n = Math.min(fila.preguntas_por_intento ?? preguntas.length, preguntas.length);
  let elegidas = [...preguntas];
  if (n < preguntas.length) {
    const ids = new Set(
      barajar(preguntas)
        .slice(0, n)
        .map((p) => p.id),
    );
    elegidas = preguntas.filter((p) => ids.has(p.id));
  }
  if (fila.barajar_preguntas === 1) elegidas = barajar(elegidas);
  return elegidas.map((p) => {
    const ids = p.respuestas.map((r) => r.id);
    return { id: p.id, respuestas: fila.barajar_respuestas === 1 ? barajar(ids) : ids };
  });
}

/**
 * The drawn questions with their current rows, in the drawn order; null when the draw no
 * longer matches the evaluation (an editor replaced its questions: every id changed).
 */
export function preguntasDelSorteo(
  sorteo: readonly PreguntaSorteada[],
  preguntas: readonly FilaPregunta[],
): FilaPregunta[] | null {
  const porId = new Map(preguntas.map((p) => [p.id, p]));
  const resultado: FilaPregunta[] = [];
  for (const s of sorteo) {
    const p = porId.get(s.id);
    if (!p) return null;
    const respuestas = new Map(p.respuestas.map((r) => [r.id, r]));
    const ordenadas = s.respuestas.map((id) => respuestas.get(id));
    if (ordenadas.length !== p.respuestas.length || ordenadas.some((r) => r === undefined)) {
      return null;
    }
    resultado.push({ ...p, respuestas: ordenadas.filter((r) => r !== undefined) });
  }
  return resultado;
}

/**
 * The shown form of drawn questions: indices and labels renumbered from 1 in the drawn
 * order (clients sort by them), so the learner's copy and the frozen feedback agree.
 */
export function numerar(preguntas: readonly FilaPregunta[]): FilaPregunta[] {
  return preguntas.map((p, i) => ({
    ...p,
    indice: i + 1,
    respuestas: p.respuestas.map((r, j) => ({ ...r, label: j + 1 })),
  }));
}

/**
 * The learner's questions for this attempt, in their order and numbered: the open draw
 * when it still matches the evaluation, else a new one, stored.
 */
export async function sorteoVigente(
  db: Kysely<Database>,
  usuarioId: string,
  fila: FilaEvaluacion,
  preguntas: readonly FilaPregunta[],
): Promise<FilaPregunta[]> {
  const abierto = await leerSorteo(db, usuarioId, fila.id);
  const vigentes = abierto ? preguntasDelSorteo(abierto, preguntas) : null;
  if (vigentes) return numerar(vigentes);
  const nuevo = sortear(fila, preguntas);
  await guardarSorteo(db, usuarioId, fila.id, nuevo);
  return numerar(preguntasDelSorteo(nuevo, preguntas) ?? []);
}
