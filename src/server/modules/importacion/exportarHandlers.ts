import { Readable } from 'node:stream';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { alcanceDelLlamante, cursosDelAlcance } from '../cursos';
import { disposicionAdjunto } from './csvSalida';
import { exportarUsuarios, nombreExportacion } from './exportar';

/**
 * The users export: the import's own columns, written so that importing the file back
 * changes nothing; it lives with the import so the users module does not import this one.
 */
export function exportarHandlers(services: Services): Pick<RouteHandlers, 'usuarios.exportar'> {
  return {
    'usuarios.exportar': async ({ body, reply, auth }) => {
      // The same users the caller's list shows: a tutor exports only its courses' learners.
      const cursos = cursosDelAlcance(await alcanceDelLlamante(services, auth));
      const nombre = nombreExportacion();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', disposicionAdjunto(nombre))
        .header('x-filename', nombre)
        .send(Readable.from(exportarUsuarios(services.db, { ...body, cursos })));
    },
  };
}
