import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { disposicionAdjunto } from '../importacion';
import { csvDelReporte, generarReporte, nombreCsv } from './reporte';

/** The report and its CSV (the saved definitions' routes live in definiciones.ts). */
export function informesHandlers(
  services: Services,
): Pick<RouteHandlers, 'informes.reporte' | 'informes.reporteCsv'> {
  return {
    'informes.reporte': async ({ auth, body }) => generarReporte(services, auth, body),

    'informes.reporteCsv': async ({ auth, body, reply }) => {
      const reporte = await generarReporte(services, auth, body);
      const nombre = nombreCsv(reporte);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', disposicionAdjunto(nombre))
        .header('x-filename', nombre)
        .send(csvDelReporte(reporte));
    },
  };
}
