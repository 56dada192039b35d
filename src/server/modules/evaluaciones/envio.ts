import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { resultadoSchema } from '@shared/api/evaluaciones';
import { MENSAJES_EVALUACION as M, calificar } from '@shared/domain/evaluaciones';
import type { Database, IntentosEvaluacionTable } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Services } from '../../services';
import { registrarCalificacion } from '../calificaciones';
import { bloquearUsuario } from '../certificados';
import type { CertificadoEmitido } from '../certificados';
import { exigirIntentoDisponible } from './limites';
import type { EvaluacionesRepository, FilaPregunta } from './repository';
import { instantanea, leerInstantanea } from './retroalimentacion';
import { numerar, preguntasDelSorteo } from './sorteo';
import { cerrarSorteo, leerSorteo } from './repositorySorteos';
import { guardarRespuestas, insertarIntento, intentoPrevio } from './repositoryIntentos';

export type Resultado = z.input<typeof resultadoSchema>;

export interface Envio {
  usuarioId: string;
  evaluacionId: string;
  idIntento: string;
  respuestas: readonly { preguntaId: string; respuestaIds: readonly string[] }[];
  urlBase: string;
}

/**
 * The selection per question, refusing ids that are not where they claim to be (400,
 * nothing stored). A question sent twice keeps the union of its selections.
 */
function seleccionValida(
  preguntas: readonly FilaPregunta[],
  todas: readonly FilaPregunta[],
  respuestas: Envio['respuestas'],
): Record<string, string[]> {
  const porId = new Map(preguntas.map((p) => [p.id, new Set(p.respuestas.map((r) => r.id))]));
  const deLaEvaluacion = new Set(todas.map((p) => p.id));
  const seleccion: Record<string, string[]> = {};
  for (const { preguntaId, respuestaIds } of respuestas) {
    const suyas = porId.get(preguntaId);
    if (!suyas) {
      // Of this evaluation but not of this attempt's draw (pool), or of no evaluation.
      const mensaje = deLaEvaluacion.has(preguntaId) ? M.preguntaNoSorteada : M.preguntaAjena;
      throw new HttpError('VALIDACION', mensaje, { preguntaId });
    }
    const ajena = respuestaIds.find((id) => !suyas.has(id));
    if (ajena !== undefined) {
      throw new HttpError('VALIDACION', M.respuestaAjena, { preguntaId, respuestaId: ajena });
    }
    seleccion[preguntaId] = [...new Set([...(seleccion[preguntaId] ?? []), ...respuestaIds])];
  }
  return seleccion;
}

function resultadoDe(intento: IntentosEvaluacionTable, nuevo: boolean): Resultado {
  return {
    intentoId: intento.id,
    completada: true,
    puntajeTotal: 100,
    puntajeEstudiante: Number(intento.puntaje),
    correctas: Number(intento.correctas),
    total: Number(intento.total),
    aprobado: intento.aprobado === 1,
    certificado: leerInstantanea(intento).certificado,
    nuevo,
  };
}

/**
 * The questions this attempt was given: the learner's open draw (`buscar` made it), in its
 * order and numbered. No draw, or one an edit of the evaluation has outdated: 400.
 */
async function preguntasDelIntento(
  trx: Kysely<Database>,
  usuarioId: string,
  evaluacionId: string,
  todas: readonly FilaPregunta[],
): Promise<FilaPregunta[]> {
  const sorteo = await leerSorteo(trx, usuarioId, evaluacionId);
  if (!sorteo) throw new HttpError('VALIDACION', M.sinSorteo);
  const preguntas = preguntasDelSorteo(sorteo, todas);
  if (!preguntas) throw new HttpError('VALIDACION', M.preguntaAjena);
  return numerar(preguntas);
}

/**
 * Grades and stores one submission in one transaction (docs/evaluaciones.md): the learner's
 * row is locked first, so their concurrent submissions run one after another; a known
 * client id answers the stored result (`nuevo: false`) and changes nothing; then the
 * attempt limit and the wait are enforced (409 / 429), and only the questions of the
 * learner's draw are accepted and graded (score over the drawn ones). The attempt (with
 * its frozen feedback), its grade record and, on the first approval of the course, the
 * certificate are written together, and the draw is closed. The PDF is made after the commit.
 */
export async function registrarEnvio(
  services: Services,
  repo: EvaluacionesRepository,
  envio: Envio,
): Promise<{ resultado: Resultado; certificado: CertificadoEmitido | null }> {
  return services.db.transaction().execute(async (trx) => {
    const usuario = await bloquearUsuario(trx, services.dialecto, envio.usuarioId);
    if (!usuario) throw new HttpError('NO_ENCONTRADO');
    const previo = await intentoPrevio(trx, usuario.id, envio.idIntento);
    if (previo) return { resultado: resultadoDe(previo, false), certificado: null };

    const evaluacion = await repo.porId(envio.evaluacionId, trx);
    if (!evaluacion) throw new HttpError('NO_ENCONTRADO', M.noEncontrada);
    await exigirIntentoDisponible(trx, usuario.id, evaluacion, new Date());
    const todas = (await repo.preguntasDe([evaluacion.id], trx)).get(evaluacion.id) ?? [];
    const preguntas = await preguntasDelIntento(trx, usuario.id, evaluacion.id, todas);
    const seleccion = seleccionValida(preguntas, todas, envio.respuestas);
    const nota = calificar(
      preguntas.map((p) => ({
        id: p.id,
        respuestas: p.respuestas.map((r) => ({ id: r.id, esCorrecta: r.esCorrecta })),
      })),
      seleccion,
    );
    const fecha = new Date().toISOString();
    const feedback = instantanea(preguntas, seleccion, nota);
    const intento: IntentosEvaluacionTable = {
      id: randomUUID(),
      evaluacion_id: evaluacion.id,
      usuario_id: usuario.id,
      id_cliente: envio.idIntento,
      respuestas: JSON.stringify(feedback),
      correctas: nota.correctas,
      total: nota.total,
      puntaje: nota.puntaje,
      aprobado: nota.aprobado ? 1 : 0,
      creado_en: fecha,
    };
    await insertarIntento(trx, intento);
    await cerrarSorteo(trx, usuario.id, evaluacion.id);
    const { certificado } = await registrarCalificacion(trx, {
      usuario,
      evaluacion,
      puntaje: nota.puntaje,
      intentoId: intento.id,
      urlBase: envio.urlBase,
      fecha,
    });
    if (certificado) {
      // Remembered with the attempt, so a retry of this request answers the same.
      intento.respuestas = JSON.stringify({
        ...feedback,
        certificado: { _id: certificado.id, numero: certificado.numero },
      });
      await guardarRespuestas(trx, intento.id, intento.respuestas);
    }
    return { resultado: resultadoDe(intento, true), certificado };
  });
}
