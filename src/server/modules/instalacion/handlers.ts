import {
  MENSAJE_INSTALACION_COMPLETA,
  MENSAJE_INSTALACION_NO_DISPONIBLE,
  MENSAJE_INSTALACION_SOLO_LOCAL,
} from '@shared/api';
import { HttpError } from '../../errors';
import { esPeticionLocal, hostDeLaPeticion } from '../../http/clienteLocal';
import type { RouteHandlers } from '../../http/registerRoutes';
import { hashPassword } from '../../security/passwords';
import type { Services } from '../../services';
import { esHostLocal, esPrimerAdminInteractivo } from './modo';
import { InstalacionRepository } from '../usuarios';

type InstalacionHandlers = Pick<RouteHandlers, 'instalacion.estado' | 'instalacion.primerAdmin'>;

/**
 * The first administrator chosen on first start (docs/desktop.md, «Primer administrador»).
 * Only an instance started with PRIMER_ADMIN_INTERACTIVO (the desktop's embedded server)
 * takes it from the form; a standalone server answers "not pending" and 404.
 *
 * "This PC" is judged on the socket and the Host header, never on request.ip or
 * request.hostname (http/clienteLocal): with TRUST_PROXY those come from headers a client
 * can write, and behind a proxy on this host every outside client is a loopback peer, so a
 * request carrying a proxy's headers is never local.
 */
export function instalacionHandlers(services: Services): InstalacionHandlers {
  const repo = new InstalacionRepository(services.db, services.dialecto);
  return {
    'instalacion.estado': async ({ request }) => {
      // Pending only for a caller who could complete it: another machine is told "no".
      const pendiente =
        esPrimerAdminInteractivo(services) &&
        esPeticionLocal(request) &&
        !(await repo.hayAdministrador());
      return { ok: true, pendiente };
    },
    'instalacion.primerAdmin': async ({ body, request }) => {
      if (!esPeticionLocal(request) || !esHostLocal(hostDeLaPeticion(request))) {
        throw new HttpError('ACCION_NO_PERMITIDA', MENSAJE_INSTALACION_SOLO_LOCAL);
      }
      if (!esPrimerAdminInteractivo(services)) {
        throw new HttpError('NO_ENCONTRADO', MENSAJE_INSTALACION_NO_DISPONIBLE);
      }
      // Cheap refusal before the password hash; the transaction checks again.
      if (await repo.hayAdministrador()) {
        throw new HttpError('CONFLICTO', MENSAJE_INSTALACION_COMPLETA);
      }
      const row = await repo.crearPrimerAdmin({
        email: body.email,
        nombre: body.nombre,
        apellidos: body.apellidos,
        passwordHash: await hashPassword(body.password),
      });
      // Signed in at once, as after signup: the session lasts while the app is open.
      const sesion = await services.auth.iniciarSesion(row, false);
      return { ok: true, ...sesion };
    },
  };
}
