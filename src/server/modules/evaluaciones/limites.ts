import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { describirEspera, proximoIntentoEn } from '@shared/domain/evaluaciones';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import type { FilaEvaluacion } from './repository';
import { fechasDeIntentos } from './repositoryIntentos';

/**
 * 429 ESPERA_ENTRE_INTENTOS: the minimum wait after the last attempt has not passed. The
 * body says when in Spanish and in `fields` (seconds left, ISO time it opens); the handler
 * adds `Retry-After`.
 */
export class EsperaEntreIntentos extends HttpError {
  constructor(
    readonly segundos: number,
    abre: string,
  ) {
    super(
      'ESPERA_ENTRE_INTENTOS',
      `Debes esperar ${describirEspera(segundos)} antes de presentar de nuevo esta evaluación.`,
      { reintentarEnSegundos: String(segundos), proximoIntentoEn: abre },
    );
  }
}

/** Runs the submission and, when the wait refuses it, sets `Retry-After` on the answer. */
export async function conEspera<T>(reply: FastifyReply, trabajo: () => Promise<T>): Promise<T> {
  try {
    return await trabajo();
  } catch (error) {
    if (error instanceof EsperaEntreIntentos) reply.header('Retry-After', String(error.segundos));
    throw error;
  }
}

/**
 * The evaluation's attempt limit (409 SIN_INTENTOS) and minimum wait (429) for this learner,
 * read inside the submission's transaction with the learner's row locked, so two concurrent
 * sends cannot both pass.
 */
export async function exigirIntentoDisponible(
  trx: Kysely<Database>,
  usuarioId: string,
  evaluacion: Pick<FilaEvaluacion, 'id' | 'intentos_permitidos' | 'espera_minutos'>,
  ahora: Date,
): Promise<void> {
  const filas = await fechasDeIntentos(trx, usuarioId, evaluacion.id);
  const permitidos = evaluacion.intentos_permitidos;
  if (permitidos !== null && filas.length >= permitidos) {
    throw new HttpError(
      'SIN_INTENTOS',
      `Ya usaste ${permitidos === 1 ? 'el único intento permitido' : `los ${permitidos} intentos permitidos`} de esta evaluación.`,
      { intentosPermitidos: String(permitidos), intentosUsados: String(filas.length) },
    );
  }
  const abre = proximoIntentoEn(
    filas[0]?.creado_en ?? null,
    Number(evaluacion.espera_minutos),
    ahora,
  );
  if (abre !== null) {
    const segundos = Math.max(1, Math.ceil((Date.parse(abre) - ahora.getTime()) / 1000));
    throw new EsperaEntreIntentos(segundos, abre);
  }
}
