import type { RouteHandlers } from '../../http/registerRoutes';
import { authenticateToken } from '../../http/authenticate';
import type { Services } from '../../services';

type AuthHandlers = Pick<RouteHandlers, 'auth.login' | 'auth.token' | 'auth.logout'>;

export function authHandlers(services: Services): AuthHandlers {
  return {
    'auth.login': async ({ body }) => {
      const sesion = await services.auth.login(body.email, body.password, body.recordarme);
      return { ok: true, ...sesion };
    },
    'auth.token': async ({ body }) => {
      const { row } = await authenticateToken(services, body.token);
      return { ok: true, user: await services.usuarios.toUsuario(row) };
    },
    'auth.logout': async ({ auth }) => {
      await services.auth.logout(auth.claims);
      return { ok: true };
    },
  };
}
