import { fragmento, LIMITES_WIKI, terminosBusqueda, textoPlano } from '@shared/domain/wiki';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { visiblesDe } from './acceso';
import { raizBusqueda } from './raices';
import { buscarPaginas } from './repositoryBusqueda';

/**
 * The search: the words folded and stripped to letters and digits (so "evaluación" and
 * "evaluacion" are one word and nothing reaches the index as query syntax), the visible
 * pages ranked by the index, each with a passage around the first word found (looked for by
 * its stem, as the index matched it: "evaluaciones" shows the passage with "evaluación").
 */
export function handlersBusqueda(services: Services): Pick<RouteHandlers, 'wiki.buscar'> {
  return {
    'wiki.buscar': async ({ auth, query }) => {
      const terminos = terminosBusqueda(query.q);
      const raices = terminos.map(raizBusqueda);
      const filas = await buscarPaginas(
        services.db,
        services.dialecto,
        terminos,
        await visiblesDe(services, auth),
        LIMITES_WIKI.resultadosMax,
      );
      return {
        ok: true,
        data: filas.map((f) => ({
          _id: f.id,
          slug: f.slug,
          titulo: f.titulo,
          cursoId: f.curso_id,
          cursoNombre: f.curso_nombre,
          fragmento: fragmento(textoPlano(f.cuerpo), raices),
        })),
      };
    },
  };
}
