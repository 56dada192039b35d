import type { EvaluacionParaRendir } from '@shared/api';
import { uuidDeBytes } from '@shared/domain/idCliente';
import type { ApiFailure } from '../../app/apiError';
import type { CuerpoEnvio, ResultadoEnvio } from './api';

/** Per question id, the answer ids the learner ticked (checkboxes: zero, one or several). */
export type Seleccion = Readonly<Record<string, readonly string[]>>;

type Preguntas = EvaluacionParaRendir['preguntas'];

/** The questions in their order (spec 3: indice), answers by label. */
export function preguntasOrdenadas(preguntas: Preguntas): Preguntas {
  return [...preguntas]
    .sort((a, b) => a.indice - b.indice)
    .map((p) => ({ ...p, respuestas: [...p.respuestas].sort((a, b) => a.label - b.label) }));
}

export function alternarRespuesta(
  seleccion: Seleccion,
  preguntaId: string,
  respuestaId: string,
  marcada: boolean,
): Seleccion {
  const actuales = (seleccion[preguntaId] ?? []).filter((id) => id !== respuestaId);
  return { ...seleccion, [preguntaId]: marcada ? [...actuales, respuestaId] : actuales };
}

/** Numbers (from 1) of the questions with nothing ticked: sending asks first. */
export function preguntasSinResponder(preguntas: Preguntas, seleccion: Seleccion): number[] {
  return preguntasOrdenadas(preguntas).flatMap((p, i) =>
    (seleccion[p._id] ?? []).length === 0 ? [i + 1] : [],
  );
}

/** The attempt as sent: every question, in order, with its ticked answers (maybe none). */
export function cuerpoEnvio(
  evaluacion: Pick<EvaluacionParaRendir, '_id' | 'preguntas'>,
  seleccion: Seleccion,
  idIntento: string,
): CuerpoEnvio {
  return {
    evaluacionId: evaluacion._id,
    idIntento,
    respuestas: preguntasOrdenadas(evaluacion.preguntas).map((p) => {
      const elegidas = new Set(seleccion[p._id] ?? []);
      return {
        preguntaId: p._id,
        // Only ids of this question's answers, in label order.
        respuestaIds: p.respuestas.filter((r) => elegidas.has(r._id)).map((r) => r._id),
      };
    }),
  };
}

/** The four tab colour classes (spec 2: they cycle). */
export const COLORES_TAB = 4;
export const claseTab = (indice: number): number =>
  ((indice % COLORES_TAB) + COLORES_TAB) % COLORES_TAB;

interface CriptoMinima {
  randomUUID?: () => string;
  getRandomValues<T extends Uint8Array>(array: T): T;
}

/**
 * A v4 UUID. `crypto.randomUUID` only exists in secure contexts, and the web client may be
 * served over plain HTTP on a centre's network; `getRandomValues` exists everywhere.
 */
export function nuevoIdIntento(cripto: CriptoMinima = globalThis.crypto): string {
  if (typeof cripto.randomUUID === 'function') return cripto.randomUUID();
  return uuidDeBytes(cripto.getRandomValues(new Uint8Array(16)), 4);
}

/**
 * One attempt's client-made id. It is made once and kept through retries (a send that
 * failed on the network may have reached the server: the same id makes the server count
 * it once); only an answered send ends the attempt, and the next one gets a new id.
 */
export interface Intento {
  readonly id: string;
  terminar(): void;
}

export function crearIntento(generar: () => string = nuevoIdIntento): Intento {
  let id = generar();
  return {
    get id() {
      return id;
    },
    terminar() {
      id = generar();
    },
  };
}

/** What RTK Query's mutation trigger resolves to. */
export type ResultadoMutacion = { data: ResultadoEnvio } | { error: unknown };

/** Sends the attempt with its id; a graded answer ends the attempt. */
export async function enviarIntento(
  enviar: (cuerpo: CuerpoEnvio) => PromiseLike<ResultadoMutacion>,
  intento: Intento,
  evaluacion: Pick<EvaluacionParaRendir, '_id' | 'preguntas'>,
  seleccion: Seleccion,
): Promise<ResultadoMutacion> {
  const r = await enviar(cuerpoEnvio(evaluacion, seleccion, intento.id));
  if ('data' in r) intento.terminar();
  return r;
}

/** A 403 because the course is not complete: shown as the spec's message, not as a crash. */
export const esBloqueo = (falla: ApiFailure): boolean => falla.data.code === 'EVALUACION_BLOQUEADA';

/**
 * A send the server refused for good reasons the learner must read (course not complete,
 * attempts used up, the wait between attempts): shown on the page, the answers kept.
 */
export const esRechazo = (falla: ApiFailure): boolean =>
  ['EVALUACION_BLOQUEADA', 'SIN_INTENTOS', 'ESPERA_ENTRE_INTENTOS'].includes(falla.data.code);

/** When a wait refusal says the next attempt opens (its `fields.proximoIntentoEn`), or null. */
export const aperturaDe = (falla: ApiFailure): string | null =>
  falla.data.code === 'ESPERA_ENTRE_INTENTOS'
    ? (falla.data.fields?.proximoIntentoEn ?? null)
    : null;
