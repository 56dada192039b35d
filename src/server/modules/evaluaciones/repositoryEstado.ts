import { esAprobado, proximoIntentoEn } from '@shared/domain/evaluaciones';
import type { AuthContext } from '../../http/authenticate';
import type { Services } from '../../services';
import { progresoPorCurso } from '../cursos';
import { omiteOrden } from '../multimedias';
import type { FilaEvaluacion } from './repository';

/** What a card says of one evaluation for the caller (spec 2, Evaluations list). */
export interface EstadoLlamante {
  progress: number;
  porcentaje: number | null;
  aprobado: boolean;
  fallido: boolean;
  accesoBloqueado: boolean;
  intentos: number;
  ultimoIntento: { _id: string; puntaje: number; aprobado: boolean; fecha: string } | null;
  /** When the wait after the last attempt ends (null: an attempt may be sent now). */
  proximoIntentoEn: string | null;
}

/**
 * The caller's state on each evaluation in three queries whatever their number: course
 * progress, attempts, and grade records. Scores and approval come from the grade records,
 * so a grade an admin recorded (a paper test) counts as an attempt's would.
 */
export async function estadosPara(
  services: Services,
  auth: AuthContext,
  filas: readonly FilaEvaluacion[],
): Promise<Map<string, EstadoLlamante>> {
  const ids = filas.map((f) => f.id);
  const usuarioId = auth.row.id;
  const [progresos, intentos, notas] = await Promise.all([
    progresoPorCurso(services.db, usuarioId, [...new Set(filas.map((f) => f.curso_id))]),
    ids.length === 0
      ? Promise.resolve([])
      : services.db
          .selectFrom('intentos_evaluacion')
          .select(['id', 'evaluacion_id', 'puntaje', 'aprobado', 'creado_en'])
          .where('usuario_id', '=', usuarioId)
          .where('evaluacion_id', 'in', ids)
          .orderBy('creado_en', 'desc')
          .orderBy('id', 'desc')
          .execute(),
    ids.length === 0
      ? Promise.resolve([])
      : services.db
          .selectFrom('calificaciones')
          .select(['evaluacion_id'])
          .select((eb) => eb.fn.max('puntaje_estudiante').as('mejor'))
          .where('usuario_id', '=', usuarioId)
          .where('evaluacion_id', 'in', ids)
          .groupBy('evaluacion_id')
          .execute(),
  ]);
  const salta = omiteOrden(auth);
  const ahora = new Date();
  const resultado = new Map<string, EstadoLlamante>();
  for (const f of filas) {
    const progress = progresos.get(f.curso_id) ?? 0;
    const propios = intentos.filter((i) => i.evaluacion_id === f.id);
    const nota = notas.find((n) => n.evaluacion_id === f.id);
    const mejor = nota ? Number(nota.mejor) : null;
    const ultimo = propios[0];
    const aprobado = mejor !== null && esAprobado(mejor);
    resultado.set(f.id, {
      progress,
      accesoBloqueado: progress < 100 && !salta,
      porcentaje: mejor,
      aprobado,
      fallido: mejor !== null && !aprobado,
      intentos: propios.length,
      ultimoIntento: ultimo
        ? {
            _id: ultimo.id,
            puntaje: Number(ultimo.puntaje),
            aprobado: ultimo.aprobado === 1,
            fecha: ultimo.creado_en,
          }
        : null,
      proximoIntentoEn: proximoIntentoEn(
        ultimo?.creado_en ?? null,
        Number(f.espera_minutos),
        ahora,
      ),
    });
  }
  return resultado;
}

/** Whether the user holds a certificate that has not been revoked. */
export async function tieneCertificadoVigente(
  services: Services,
  usuarioId: string,
): Promise<boolean> {
  const fila = await services.db
    .selectFrom('certificados')
    .select('id')
    .where('usuario_id', '=', usuarioId)
    .where('revocado_en', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return fila !== undefined;
}
