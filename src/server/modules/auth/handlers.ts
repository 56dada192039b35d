import type { RouteHandlers } from '../../http/registerRoutes';
import { authenticateToken } from '../../http/authenticate';
import { HttpError } from '../../errors';
import type { Services } from '../../services';
import { CredencialesService } from './credenciales';
import { conRetryAfter } from './limites';

type AuthHandlers = Pick<
  RouteHandlers,
  | 'auth.login'
  | 'auth.token'
  | 'auth.logout'
  | 'auth.restablecerPassword'
  | 'auth.opcionesRestablecer'
  | 'auth.cambiarPassword'
>;

// Client address: `request.ip`. Without TRUST_PROXY it is the socket's peer, so behind a
// reverse proxy every client shares the proxy's address and limits; with TRUST_PROXY
// naming that proxy it is the client its X-Forwarded-For names (app.ts).

export function authHandlers(services: Services): AuthHandlers {
  const credenciales = new CredencialesService(services);
  return {
    'auth.login': ({ body, request, reply }) =>
      conRetryAfter(reply, async () => {
        const sesion = await services.auth.login(
          body.email,
          body.password,
          body.recordarme,
          request.ip,
        );
        return { ok: true, ...sesion };
      }),
    'auth.token': async ({ body }) => {
      const { row, rol } = await authenticateToken(services, body.token);
      return { ok: true, user: await services.usuarios.toUsuario(row, rol) };
    },
    'auth.logout': async ({ auth }) => {
      await services.auth.logout(auth.claims);
      return { ok: true };
    },
    'auth.restablecerPassword': ({ body, request, reply }) =>
      conRetryAfter(reply, async () => {
        await credenciales.restablecer(body, request.ip);
        return { ok: true };
      }),
    // Public on purpose: the dialog says "ask your tutor" when no mail can be sent.
    'auth.opcionesRestablecer': () =>
      Promise.resolve({ ok: true, correo: services.correo !== null }),
    'auth.cambiarPassword': ({ body, auth, request, reply }) =>
      conRetryAfter(reply, async () => {
        // Only one's own password changes here; admins use the user forms.
        if (body._id !== auth.row.id) throw new HttpError('ACCION_NO_PERMITIDA');
        await credenciales.verificarActual(auth.row, body.current, request.ip);
        const sesion = await credenciales.nuevaPassword(
          auth.row.id,
          body.password,
          auth.claims,
          request.ip,
          'cambiarPassword',
        );
        return { ok: true, ...sesion };
      }),
  };
}
