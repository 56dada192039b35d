import type { ProgresoEntrada } from '@shared/api/progresos';
import { tienePermiso } from '@shared/domain/permisos';
import { acotarReporte } from '@shared/domain/progreso';
import { HttpError } from '../../errors';
import type { AuthContext } from '../../http/authenticate';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import {
  alcanceDelLlamante,
  cursosDelAlcance,
  exigirAccesoCurso,
  exigirUsuarioEnAlcance,
} from '../cursos';
import { registrarAvance } from '../informes';
import { MENSAJES_LECCION, exigirDesbloqueada, leccionParaAcceso } from '../multimedias';
import { limiteProgreso } from './limite';
import { ProgresosRepository } from './repository';
import type { Reporte } from './repository';

type ProgresosHandlers = Pick<
  RouteHandlers,
  'progresos.listar' | 'progresos.agregar' | 'progresos.actualizar'
>;

export const MENSAJES_PROGRESO = {
  ajeno: 'Solo puedes reportar tu propio progreso.',
  consultaAjena: 'No puedes consultar el progreso de otro usuario.',
  usuarioNoEncontrado: 'Usuario no encontrado.',
} as const;

export function progresosHandlers(services: Services): ProgresosHandlers {
  const repo = new ProgresosRepository(services.db, services.dialecto);

  /**
   * Applies a report of the caller's own progress on a lesson they may open now: it must
   * exist (404), be in a course open to them (403/404) and not be locked (403
   * LECCION_BLOQUEADA) — a report on a locked lesson would let the order be skipped. A
   * report beyond what real time allows is clamped to it, never refused (docs/progreso.md):
   * the answer carries the stored entry, so the client shows the truth.
   */
  async function reportar(
    auth: AuthContext,
    usuarioId: string,
    multimediaId: string,
    reporte: Reporte,
    idReporte: string | undefined,
  ) {
    if (usuarioId !== auth.row.id) {
      throw new HttpError('ACCION_NO_PERMITIDA', MENSAJES_PROGRESO.ajeno);
    }
    const leccion = await leccionParaAcceso(services, multimediaId);
    if (!leccion) throw new HttpError('NO_ENCONTRADO', MENSAJES_LECCION.noEncontrada);
    await exigirAccesoCurso(services, auth, leccion.curso_id);
    await exigirDesbloqueada(services, auth, leccion);
    const limite = await limiteProgreso(services, auth, leccion);
    // The report's fecha stays the client's (it only dates the entry, see limite.ts).
    const acotado = limite
      ? { ...reporte, ...acotarReporte(reporte, limite.porcentajeMaximo) }
      : reporte;
    const ahora = services.reloj();
    const { entrada, aplicado } = await repo.aplicar(
      usuarioId,
      leccion.id,
      acotado,
      idReporte,
      (trx, antes, despues) =>
        registrarAvance(trx, { usuarioId, multimediaId: leccion.id, antes, despues, ahora }),
    );
    return {
      ok: true as const,
      progreso: entrada,
      aplicado,
      limite: limite && {
        porcentajeMaximo: limite.porcentajeMaximo,
        completableDesde: limite.completableDesde,
      },
    };
  }

  return {
    'progresos.listar': async ({ auth, body }) => {
      let cursos: readonly string[] | null = null;
      if (body._id !== auth.row.id) {
        // Tutors and admins follow learners; a learner sees only their own progress.
        if (!tienePermiso(auth.rol, 'usuarios', 'consultar')) {
          throw new HttpError('ACCION_NO_PERMITIDA', MENSAJES_PROGRESO.consultaAjena);
        }
        if (!(await services.usuarios.findRowById(body._id))) {
          throw new HttpError('NO_ENCONTRADO', MENSAJES_PROGRESO.usuarioNoEncontrado);
        }
        // Scope "mis cursos": a learner of the caller's courses, and only those courses' lessons.
        await exigirUsuarioEnAlcance(services, auth, body._id);
        cursos = cursosDelAlcance(await alcanceDelLlamante(services, auth));
      }
      const progreso_multimedia: ProgresoEntrada[] = await repo.listar(body._id, cursos);
      return { ok: true, progreso_multimedia };
    },

    'progresos.agregar': async ({ auth, body }) => {
      const { id, ...reporte } = body.progreso_multimedia;
      return reportar(auth, body._id, id, reporte, body.idReporte);
    },

    'progresos.actualizar': async ({ auth, body }) =>
      reportar(auth, body._id, body.progresoId, body.nuevoProgreso, body.idReporte),
  };
}
