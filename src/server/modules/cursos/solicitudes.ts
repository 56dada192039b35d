import { randomUUID } from 'node:crypto';
import { MENSAJES_CURSO } from '@shared/domain/cursos';
import { HttpError } from '../../errors';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { claveDesbloqueo } from '../../jobs/claves';
import { notificarSolicitudDesbloqueo } from '../notificaciones';
import { veTodosLosCursos } from './acceso';
import { alcanceDelLlamante, cursosDelAlcance } from './alcance';
import { esViolacionUnica } from './repository';
import { SolicitudesRepository } from './repositorySolicitudes';
import { estadoCurso, estaAsignado } from './repositoryAcceso';

type SolicitudesHandlers = Pick<RouteHandlers, 'cursos.solicitar' | 'cursos.solicitudes'>;

export const MENSAJES_SOLICITUD = {
  yaAsignado: 'Ya tienes acceso a este curso.',
  inactivo: 'Este curso no está disponible en este momento.',
} as const;

export function solicitudesHandlers(services: Services): SolicitudesHandlers {
  const repo = new SolicitudesRepository(services.db);

  return {
    'cursos.solicitar': async ({ body, auth, request }) => {
      const curso = await estadoCurso(services.db, body.cursoId);
      if (!curso) throw new HttpError('NO_ENCONTRADO', MENSAJES_CURSO.noEncontrado);
      if (curso.estado !== 1) {
        throw new HttpError('VALIDACION', MENSAJES_SOLICITUD.inactivo, {
          cursoId: MENSAJES_SOLICITUD.inactivo,
        });
      }
      const asignado = await estaAsignado(services.db, auth.row.id, curso.id);
      if (asignado || veTodosLosCursos(auth.rol)) {
        throw new HttpError('CONFLICTO', MENSAJES_SOLICITUD.yaAsignado);
      }
      // Asking twice (double click, two tabs) answers the request already waiting.
      const existente = await repo.pendienteDe(auth.row.id, curso.id);
      if (existente) return { ok: true, solicitud: existente };
      const ahora = Date.now();
      const id = randomUUID();
      const aprobarEn = new Date(ahora + services.demoraDesbloqueoMs);
      try {
        // The request and its approval job commit together (docs/trabajos.md).
        await services.db.transaction().execute(async (trx) => {
          await new SolicitudesRepository(trx).insertar({
            id,
            usuario_id: auth.row.id,
            curso_id: curso.id,
            estado: 'pendiente',
            creado_en: new Date(ahora).toISOString(),
            aprobar_en: aprobarEn.toISOString(),
            procesado_en: null,
          });
          await services.trabajos.enviar(
            'desbloqueo',
            { solicitudId: id },
            { trx, despuesDe: aprobarEn, clave: claveDesbloqueo(id) },
          );
        });
      } catch (error) {
        // Two simultaneous requests: the unique index (0010) kept one; answer that one.
        if (!esViolacionUnica(error)) throw error;
      }
      const solicitud = await repo.pendienteDe(auth.row.id, curso.id);
      // Approved between insert and read (a zero delay): report it as such.
      if (!solicitud) {
        const ultima = await repo.ultimaDe(auth.row.id, curso.id);
        if (ultima) return { ok: true, solicitud: ultima };
        throw new HttpError('CONFLICTO', MENSAJES_SOLICITUD.yaAsignado);
      }
      await services.auditoria.registrar({
        accion: 'curso.desbloqueo_solicitado',
        usuarioId: auth.row.id,
        ip: request.ip,
        detalle: { cursoId: curso.id, solicitudId: solicitud._id },
      });
      await notificarSolicitudDesbloqueo(services.db, auth.row.id, curso.id, request.log);
      return { ok: true, solicitud };
    },

    'cursos.solicitudes': async ({ auth }) => {
      // A tutor sees the requests for its own courses only (docs/alcance.md).
      const cursos = cursosDelAlcance(await alcanceDelLlamante(services, auth));
      return { ok: true, data: await repo.pendientes(cursos) };
    },
  };
}
