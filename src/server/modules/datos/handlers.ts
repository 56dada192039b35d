import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { listarMunicipios } from './municipios';
import { cursosActivosParaRegistro } from './repository';

type DatosHandlers = Pick<RouteHandlers, 'datos.municipios' | 'datos.cursosRegistro'>;

export function datosHandlers(services: Services): DatosHandlers {
  return {
    'datos.municipios': async () => ({ ok: true, data: [...listarMunicipios()] }),

    // Public (the signup page needs it): only active courses, and only their card fields.
    'datos.cursosRegistro': async () => {
      const cursos = await cursosActivosParaRegistro(services.db);
      return {
        ok: true,
        data: cursos.map((c) => ({
          _id: c.id,
          codigo: c.codigo,
          nombre: c.nombre,
          colorFondoTarjeta: c.color_fondo_tarjeta,
          colorTextoTarjeta: c.color_texto_tarjeta,
        })),
      };
    },
  };
}
