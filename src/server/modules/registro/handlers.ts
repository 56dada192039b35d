import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { registrarEstudiante } from './signup';

type RegistroHandlers = Pick<RouteHandlers, 'auth.signup' | 'auth.verifyEmail'>;

/** Becoming a user: a learner's own signup, and the email verification link. */
export function registroHandlers(services: Services): RegistroHandlers {
  return {
    'auth.signup': async ({ body, request }) => {
      const sesion = await registrarEstudiante(services, body, request.ip);
      return { ok: true, ...sesion };
    },
    'auth.verifyEmail': async ({ body }) => {
      const { email } = await services.verificaciones.verificar(body.id, body.token);
      return { ok: true, email };
    },
  };
}
