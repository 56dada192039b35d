import { MENSAJES_EVALUACION } from '@shared/domain/evaluaciones';
import { HttpError } from '../../errors';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { veCalificacionesDeTodos } from '@shared/domain/calificaciones';
import { bloquearUsuario, emitirPdf, urlBasePublica } from '../certificados';
import { notificarCalificacion } from '../notificaciones';
import {
  alcanceDelLlamante,
  cursoEnAlcance,
  exigirCursoEnAlcance,
  exigirUsuarioEnAlcance,
} from '../cursos';
import { evaluacionParaCalificar, registrarCalificacion } from './repositoryRegistro';
import { CalificacionesRepository } from './repository';

type CalificacionesHandlers = Pick<
  RouteHandlers,
  'calificaciones.nuevo' | 'calificaciones.buscar' | 'calificaciones.listar'
>;

export const MENSAJES_CALIFICACION = {
  noEncontrada: 'Calificación no encontrada.',
  usuarioNoEncontrado: 'Usuario no encontrado.',
} as const;

export function calificacionesHandlers(services: Services): CalificacionesHandlers {
  const repo = new CalificacionesRepository(services.db);

  return {
    'calificaciones.listar': async ({ auth, body }) => {
      const todos = veCalificacionesDeTodos(auth.rol);
      // Scope "mis cursos" (docs/alcance.md): the grades of the caller's courses only.
      const alcance = todos ? await alcanceDelLlamante(services, auth) : { todos: true as const };
      // A learner sees only their own grades, whatever learner filter is sent.
      const { data, total } = await repo.listar({
        ...body,
        estudiante: todos ? body.estudiante : auth.row.id,
        alcance: alcance.todos ? undefined : { cursos: alcance.cursos, propio: auth.row.id },
      });
      return { ok: true, data, total, todos };
    },

    'calificaciones.buscar': async ({ auth, body }) => {
      const calificacion = await repo.porId(body._id);
      if (!calificacion) throw new HttpError('NO_ENCONTRADO', MENSAJES_CALIFICACION.noEncontrada);
      if (calificacion.estudiante._id !== auth.row.id) {
        if (!veCalificacionesDeTodos(auth.rol)) throw new HttpError('SIN_PERMISO');
        const alcance = await alcanceDelLlamante(services, auth);
        if (!cursoEnAlcance(alcance, calificacion.curso._id)) throw new HttpError('SIN_PERMISO');
      }
      return { ok: true, data: calificacion };
    },

    /**
     * A grade an admin records (a paper test): it counts like an attempt's, so an approving
     * one issues the learner's certificate for the course when they have none yet.
     */
    'calificaciones.nuevo': async ({ body, request, auth }) => {
      const evaluacion = await evaluacionParaCalificar(services.db, body.evaluacion);
      if (!evaluacion) throw new HttpError('NO_ENCONTRADO', MENSAJES_EVALUACION.noEncontrada);
      // Scope "mis cursos": an evaluation of the caller's courses, for a learner of them.
      await exigirCursoEnAlcance(services, auth, evaluacion.curso_id);
      await exigirUsuarioEnAlcance(services, auth, body.estudiante);
      const urlBase = urlBasePublica(services, request);
      const { calificacionId, certificado } = await services.db
        .transaction()
        .execute(async (trx) => {
          const usuario = await bloquearUsuario(trx, services.dialecto, body.estudiante);
          if (!usuario) {
            throw new HttpError('NO_ENCONTRADO', MENSAJES_CALIFICACION.usuarioNoEncontrado);
          }
          return registrarCalificacion(trx, {
            usuario,
            evaluacion,
            puntaje: body.puntajeEstudiante,
            intentoId: null,
            urlBase,
            fecha: new Date().toISOString(),
          });
        });
      if (certificado) {
        await emitirPdf(services, certificado).catch((error: unknown) =>
          request.log.error({ err: error, certificado: certificado.id }, 'PDF de certificado'),
        );
      }
      const data = await repo.porId(calificacionId);
      if (!data) throw new Error('calificación recién creada no encontrada');
      await notificarCalificacion(
        services.db,
        {
          usuarioId: body.estudiante,
          evaluacionId: evaluacion.id,
          evaluacion: evaluacion.nombre,
          puntaje: body.puntajeEstudiante,
          aprobado: data.codigo === 'A',
          certificado: certificado ? { id: certificado.id, curso: evaluacion.curso_nombre } : null,
        },
        request.log,
      );
      return { ok: true, data };
    },
  };
}
