import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';

type VerificacionesHandlers = Pick<RouteHandlers, 'auth.verifyEmail'>;

export function verificacionesHandlers(services: Services): VerificacionesHandlers {
  return {
    'auth.verifyEmail': async ({ body }) => {
      const { email } = await services.verificaciones.verificar(body.id, body.token);
      return { ok: true, email };
    },
  };
}
