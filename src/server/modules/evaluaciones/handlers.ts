import { MENSAJES_CURSO, colorDeTarjeta } from '@shared/domain/cursos';
import { MENSAJES_EVALUACION as M, respuestasVisibles } from '@shared/domain/evaluaciones';
import { HttpError } from '../../errors';
import type { AuthContext } from '../../http/authenticate';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { emitirPdf, urlBasePublica } from '../certificados';
import { cursosVisibles, exigirCursoEnAlcance } from '../cursos';
import { notificarCalificacion } from '../notificaciones';
import { editaEvaluaciones, exigirParaRendir, veCalificacionesDeTodos } from './acceso';
import { registrarEnvio } from './envio';
import { estadosPara, tieneCertificadoVigente } from './repositoryEstado';
import { conEspera } from './limites';
import { aEdicion, aEvaluacion, aParaRendir, ajustesAFila, politicaDe } from './mapping';
import { EvaluacionesRepository } from './repository';
import type { DatosEvaluacion, FilaEvaluacion } from './repository';
import { validarEvaluacion } from './reglas';
import { aRetroalimentacion } from './retroalimentacion';
import { sorteoVigente } from './sorteo';
import { existeCurso, intentoParaDetalle } from './repositoryIntentos';

type EvaluacionesHandlers = Pick<
  RouteHandlers,
  | 'evaluaciones.nuevo'
  | 'evaluaciones.buscar'
  | 'evaluaciones.fetch'
  | 'evaluaciones.listar'
  | 'evaluaciones.actualizar'
  | 'evaluaciones.eliminar'
  | 'evaluaciones.updateEstado'
  | 'evaluaciones.resultados'
  | 'evaluaciones.resultadosDetalle'
>;

type Entrada = Parameters<EvaluacionesHandlers['evaluaciones.nuevo']>[0]['body'];

export function evaluacionesHandlers(services: Services): EvaluacionesHandlers {
  const ctx = contextoEvaluacionesHandlers(services);
  return {
    ...edicionEvaluacionesHandlers(ctx),
    ...consultaEvaluacionesHandlers(services, ctx),
    ...resultadosEvaluacionesHandlers(services, ctx),
  };
}

/** What the route groups of evaluacionesHandlers share, built once per server. */
function contextoEvaluacionesHandlers(services: Services) {
  const repo = new EvaluacionesRepository(services.db);

  async function existente(id: string): Promise<FilaEvaluacion> {
    const fila = await repo.porId(id);
    if (!fila) throw new HttpError('NO_ENCONTRADO', M.noEncontrada);
    return fila;
  }

  /** The course must exist (404), then the form's own rules (400). */
  async function datosDe(body: Entrada, colorActual: string | null): Promise<DatosEvaluacion> {
    if (!(await existeCurso(services.db, body.curso)))
      throw new HttpError('NO_ENCONTRADO', MENSAJES_CURSO.noEncontrado);
    const puntajeMinimo = validarEvaluacion(body);
    return {
      curso_id: body.curso,
      codigo: body.codigo,
      nombre: body.nombre,
      descripcion: body.descripcion,
      puntaje_minimo: puntajeMinimo,
      ...ajustesAFila(body),
      // Like courses, a new card takes the next colour of the cycle unless one is chosen.
      color_fondo_tarjeta:
        body.colorFondoTarjeta?.toUpperCase() ?? colorActual ?? colorDeTarjeta(await repo.contar()),
    };
  }

  async function edicion(auth: AuthContext, id: string) {
    const fila = await existente(id);
    const [preguntas, estados] = await Promise.all([
      repo.preguntasDe([id]),
      estadosPara(services, auth, [fila]),
    ]);
    const estado = estados.get(id);
    if (!estado) throw new Error('estado sin calcular'); // unreachable: one row in, one out
    return { ok: true as const, data: aEdicion(fila, preguntas.get(id) ?? [], estado) };
  }

  async function tarjeta(auth: AuthContext, fila: FilaEvaluacion) {
    const [preguntas, estados] = await Promise.all([
      repo.preguntasDe([fila.id]),
      estadosPara(services, auth, [fila]),
    ]);
    const estado = estados.get(fila.id);
    if (!estado) throw new Error('estado sin calcular'); // unreachable: one row in, one out
    return aEvaluacion(fila, preguntas.get(fila.id)?.length ?? 0, estado);
  }

  /**
   * Whether feedback may carry the right answers: staff reviewing someone else's attempt or
   * editors of evaluations always; the learner per the evaluation's policy, from their
   * grade records (an admin's approving grade counts) and attempts used.
   */
  async function claveVisible(auth: AuthContext, usuarioId: string, fila: FilaEvaluacion) {
    if (usuarioId !== auth.row.id || editaEvaluaciones(auth.rol)) return true;
    const estado = (await estadosPara(services, auth, [fila])).get(fila.id);
    return respuestasVisibles(politicaDe(fila), {
      aprobado: estado?.aprobado ?? false,
      intentosUsados: estado?.intentos ?? 0,
      intentosPermitidos: fila.intentos_permitidos,
    });
  }
  return { repo, existente, datosDe, edicion, tarjeta, claveVisible };
}
type ContextoEvaluacionesHandlers = ReturnType<typeof contextoEvaluacionesHandlers>;

/** Authoring evaluations: create, edit, read for editing, delete, switch. */
function edicionEvaluacionesHandlers(
  ctx: ContextoEvaluacionesHandlers,
): Pick<
  EvaluacionesHandlers,
  | 'evaluaciones.nuevo'
  | 'evaluaciones.actualizar'
  | 'evaluaciones.fetch'
  | 'evaluaciones.eliminar'
  | 'evaluaciones.updateEstado'
> {
  const { repo, existente, datosDe, edicion, tarjeta } = ctx;
  return {
    'evaluaciones.nuevo': async ({ auth, body }) => {
      const datos = await datosDe(body, null);
      const id = await repo.insertar(datos, body.preguntas);
      return edicion(auth, id);
    },

    'evaluaciones.actualizar': async ({ auth, body }) => {
      const actual = await existente(body._id);
      const datos = await datosDe(body, actual.color_fondo_tarjeta);
      await repo.actualizar(actual.id, datos, body.preguntas);
      return edicion(auth, actual.id);
    },

    'evaluaciones.fetch': async ({ auth, body }) => edicion(auth, body._id),

    'evaluaciones.eliminar': async ({ body }) => {
      const fila = await existente(body._id);
      // Grades (and the certificates they issued) must keep their evaluation.
      if (await repo.tieneCalificaciones(fila.id)) throw new HttpError('CONFLICTO', M.conIntentos);
      await repo.eliminar(fila.id);
      return { ok: true };
    },

    'evaluaciones.updateEstado': async ({ auth, body }) => {
      const fila = await existente(body._id);
      await repo.cambiarEstado(fila.id, body.estado);
      return { ok: true, data: await tarjeta(auth, { ...fila, estado: body.estado ? 1 : 0 }) };
    },
  };
}

/** Finding and listing evaluations as the caller may take them. */
function consultaEvaluacionesHandlers(
  services: Services,
  ctx: ContextoEvaluacionesHandlers,
): Pick<EvaluacionesHandlers, 'evaluaciones.buscar' | 'evaluaciones.listar'> {
  const { repo } = ctx;
  return {
    'evaluaciones.buscar': async ({ auth, body }) => {
      const { fila } = await exigirParaRendir(services, repo, auth, body._id);
      const [preguntas, estados] = await Promise.all([
        repo.preguntasDe([fila.id]),
        estadosPara(services, auth, [fila]),
      ]);
      const estado = estados.get(fila.id);
      if (!estado) throw new Error('estado sin calcular'); // unreachable: one row in, one out
      // Attempts used up: no questions (and no draw); the screen says so.
      const agotados =
        fila.intentos_permitidos !== null && estado.intentos >= fila.intentos_permitidos;
      const delIntento = agotados
        ? []
        : await sorteoVigente(services.db, auth.row.id, fila, preguntas.get(fila.id) ?? []);
      return { ok: true, data: aParaRendir(fila, delIntento, estado) };
    },

    'evaluaciones.listar': async ({ auth, body }) => {
      const editor = editaEvaluaciones(auth.rol);
      const visibles = editor ? 'todos' : await cursosVisibles(services, auth);
      const filas = await repo.listar({
        cursoIds: visibles === 'todos' ? null : [...visibles],
        soloActivas: !editor,
        curso: body.curso,
      });
      const [preguntas, estados, certificado] = await Promise.all([
        repo.preguntasDe(filas.map((f) => f.id)),
        estadosPara(services, auth, filas),
        tieneCertificadoVigente(services, auth.row.id),
      ]);
      const data = filas.flatMap((f) => {
        const estado = estados.get(f.id);
        return estado ? [aEvaluacion(f, preguntas.get(f.id)?.length ?? 0, estado)] : [];
      });
      return { ok: true, data, certificadoDisponible: certificado };
    },
  };
}

/** Submitting an attempt and reading its results. */
function resultadosEvaluacionesHandlers(
  services: Services,
  ctx: ContextoEvaluacionesHandlers,
): Pick<EvaluacionesHandlers, 'evaluaciones.resultados' | 'evaluaciones.resultadosDetalle'> {
  const { repo, existente, claveVisible } = ctx;
  return {
    'evaluaciones.resultados': async ({ auth, body, request, reply }) => {
      if (body.usuarioId !== undefined && body.usuarioId !== auth.row.id) {
        throw new HttpError('ACCION_NO_PERMITIDA', 'Solo puedes enviar tus propias respuestas.');
      }
      const { fila } = await exigirParaRendir(services, repo, auth, body.evaluacionId);
      const { resultado, certificado } = await conEspera(reply, () =>
        registrarEnvio(services, repo, {
          usuarioId: auth.row.id,
          evaluacionId: body.evaluacionId,
          idIntento: body.idIntento,
          respuestas: body.respuestas,
          urlBase: urlBasePublica(services, request),
        }),
      );
      if (certificado) {
        // The grade and certificate are committed; a PDF failure is repaired on download.
        await emitirPdf(services, certificado).catch((error: unknown) =>
          request.log.error({ err: error, certificado: certificado.id }, 'PDF de certificado'),
        );
      }
      // A resent attempt (same idIntento) graded nothing new: no second notice.
      if (resultado.nuevo) {
        await notificarCalificacion(
          services.db,
          {
            usuarioId: auth.row.id,
            evaluacionId: fila.id,
            evaluacion: fila.nombre,
            puntaje: resultado.puntajeEstudiante,
            aprobado: resultado.aprobado,
            certificado: certificado
              ? { id: certificado.id, curso: certificado.datos.curso.nombre }
              : null,
          },
          request.log,
        );
      }
      return { ok: true, data: resultado };
    },

    'evaluaciones.resultadosDetalle': async ({ auth, body }) => {
      const usuarioId = body.usuarioId ?? auth.row.id;
      if (usuarioId !== auth.row.id && !veCalificacionesDeTodos(auth.rol)) {
        throw new HttpError('SIN_PERMISO');
      }
      const fila = await existente(body.evaluacionId);
      // Scope "mis cursos" (docs/alcance.md): another's attempts only in the caller's courses.
      if (usuarioId !== auth.row.id) await exigirCursoEnAlcance(services, auth, fila.curso_id);
      const intento = await intentoParaDetalle(
        services.db,
        usuarioId,
        body.evaluacionId,
        body.intentoId,
      );
      if (!intento) throw new HttpError('NO_ENCONTRADO', M.sinIntentos);
      const mostrarRespuestas = politicaDe(fila);
      return {
        ok: true,
        data: aRetroalimentacion(intento, {
          mostrarRespuestas,
          visibles: await claveVisible(auth, usuarioId, fila),
        }),
      };
    },
  };
}
