import { Readable } from 'node:stream';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { disposicionAdjunto, escribirCsv } from '../importacion';
import { aFilaMonitor, filtrarYOrdenar } from './calculo';
import { ENCABEZADOS_MONITOR, filaCsv, nombreCsvMonitor } from './csv';
import { cursoDelMonitor, detalleDelAprendiz, filasDelCurso, resumenDelCurso } from './servicio';

type MonitorHandlers = Pick<
  RouteHandlers,
  'monitor.resumen' | 'monitor.aprendices' | 'monitor.aprendiz' | 'monitor.exportar'
>;

/**
 * The monitor panel's routes. Each one checks the course (404) and the caller's scope (403)
 * first; the route table already demanded informes.consultar.
 */
export function monitorHandlers(services: Services): MonitorHandlers {
  return {
    'monitor.resumen': async ({ auth, params }) => {
      const curso = await cursoDelMonitor(services, auth, params.cursoId);
      return { ok: true, data: await resumenDelCurso(services, curso, services.tableroMonitor) };
    },

    'monitor.aprendices': async ({ auth, params, body }) => {
      await cursoDelMonitor(services, auth, params.cursoId);
      const filas = filtrarYOrdenar(await filasDelCurso(services, params.cursoId), body);
      const desde = (body.pagina - 1) * body.tamano;
      return {
        ok: true,
        data: filas.slice(desde, desde + body.tamano).map(aFilaMonitor),
        total: filas.length,
      };
    },

    'monitor.aprendiz': async ({ auth, params }) => {
      await cursoDelMonitor(services, auth, params.cursoId);
      return {
        ok: true,
        data: await detalleDelAprendiz(services, params.cursoId, params.usuarioId),
      };
    },

    'monitor.exportar': async ({ auth, params, body, reply }) => {
      const curso = await cursoDelMonitor(services, auth, params.cursoId);
      const filas = filtrarYOrdenar(await filasDelCurso(services, curso.id), body);
      const nombre = nombreCsvMonitor(curso.codigo, services.reloj());
      const bytes = escribirCsv(ENCABEZADOS_MONITOR, filas.map(filaCsv));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', disposicionAdjunto(nombre))
        .header('x-filename', nombre)
        .send(Readable.from([bytes]));
    },
  };
}
