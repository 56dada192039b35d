import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  CODIGO_APROBADA,
  CODIGO_NO_APROBADA,
  NOTA_APROBATORIA,
  TEXTO_APROBADA,
  TEXTO_NO_APROBADA,
  esAprobado,
} from '@shared/domain/evaluaciones';
import type { Database, UsuariosTable } from '../../db/schema';
import { emitirSiCorresponde } from '../certificados';
import type { CertificadoEmitido, EvaluacionAprobada } from '../certificados';

export interface NuevaCalificacion {
  /** The learner's row, already locked by `bloquearUsuario` in this transaction. */
  usuario: UsuariosTable;
  evaluacion: EvaluacionAprobada;
  puntaje: number;
  /** The graded attempt, or null for a grade an admin recorded. */
  intentoId: string | null;
  /** Origin of the public verification URL frozen into a certificate issued now. */
  urlBase: string;
  fecha: string;
}

/**
 * Records a grade (spec 3, Grade record: titulo is the evaluation code, the required score
 * is the pass mark, 'A'/'NA') and, when it approves, issues the learner's certificate for
 * the course if they have none yet. Inside the caller's transaction: a failure stores none
 * of it, and the certificate number is given back.
 */
export async function registrarCalificacion(
  trx: Kysely<Database>,
  c: NuevaCalificacion,
): Promise<{ calificacionId: string; certificado: CertificadoEmitido | null }> {
  const aprobada = esAprobado(c.puntaje);
  const calificacionId = randomUUID();
  await trx
    .insertInto('calificaciones')
    .values({
      id: calificacionId,
      evaluacion_id: c.evaluacion.id,
      usuario_id: c.usuario.id,
      intento_id: c.intentoId,
      titulo: c.evaluacion.codigo,
      puntaje_estudiante: c.puntaje,
      puntaje_requerido: NOTA_APROBATORIA,
      codigo: aprobada ? CODIGO_APROBADA : CODIGO_NO_APROBADA,
      calificacion_texto: aprobada ? TEXTO_APROBADA : TEXTO_NO_APROBADA,
      creado_en: c.fecha,
    })
    .execute();
  const certificado = aprobada
    ? await emitirSiCorresponde(trx, c.usuario, c.evaluacion, c.puntaje, c.urlBase)
    : null;
  return { calificacionId, certificado };
}

/**
 * The evaluation a recorded grade is for, with its course, or undefined. Read here so the
 * grades module does not import the evaluations module (which imports this one to grade).
 */
export function evaluacionParaCalificar(
  db: Kysely<Database>,
  id: string,
): Promise<EvaluacionAprobada | undefined> {
  return db
    .selectFrom('evaluaciones')
    .innerJoin('cursos', 'cursos.id', 'evaluaciones.curso_id')
    .select([
      'evaluaciones.id',
      'evaluaciones.codigo',
      'evaluaciones.nombre',
      'evaluaciones.curso_id',
      'cursos.codigo as curso_codigo',
      'cursos.nombre as curso_nombre',
    ])
    .where('evaluaciones.id', '=', id)
    .executeTakeFirst();
}
