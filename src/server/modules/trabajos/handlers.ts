import { LIMITE_TRABAJOS_FALLIDOS, MENSAJES_TRABAJOS } from '@shared/api';
import { HttpError } from '../../errors';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { fallidoParaAdmin } from './presentacion';

/**
 * Both engines name jobs with UUIDs (pg-boss's own, the runner's randomUUID): anything else
 * is no job at all, and must not reach pg-boss, whose uuid column would refuse it as an error.
 */
const ES_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type TrabajosHandlers = Pick<RouteHandlers, 'trabajos.resumen' | 'trabajos.reintentar'>;

/**
 * The background jobs' admin routes. The route table already demanded ADMINISTRADOR (the
 * guard answers 403 to anyone else), so these only read and requeue.
 */
export function trabajosHandlers(services: Services): TrabajosHandlers {
  return {
    'trabajos.resumen': async () => {
      const [conteos, fallidos] = await Promise.all([
        services.trabajos.conteos(),
        services.trabajos.fallidos(LIMITE_TRABAJOS_FALLIDOS),
      ]);
      // Newest first whatever the engine's order (pg-boss sorts, the runner too: belt and braces).
      const ordenados = [...fallidos].sort((a, b) => b.fallidoEn.localeCompare(a.fallidoEn));
      return { ok: true, data: { conteos, fallidos: ordenados.map(fallidoParaAdmin) } };
    },

    'trabajos.reintentar': async ({ params }) => {
      if (!ES_UUID.test(params.id) || !(await services.trabajos.reintentar(params.id))) {
        throw new HttpError('NO_ENCONTRADO', MENSAJES_TRABAJOS.noFallido);
      }
      return { ok: true };
    },
  };
}
