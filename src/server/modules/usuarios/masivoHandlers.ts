import { ROL_ADMINISTRADOR, esAdministrador } from '@shared/domain/permisos';
import type { AuthContext } from '../../http/authenticate';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { ejecutarMasivo } from './masivo';
import type { ContextoMasivo } from './masivo';
import { accionCursos, accionEliminar, accionEstado, accionRol } from './repositoryMasivo';
import { rolAsignable } from './reglas';

type UsuariosMasivoHandlers = Pick<
  RouteHandlers,
  | 'usuarios.masivo.estado'
  | 'usuarios.masivo.cursos'
  | 'usuarios.masivo.rol'
  | 'usuarios.masivo.eliminar'
>;

/** Bulk actions on users (issue 8); the rules live in repositoryMasivo.ts. */
export function usuariosMasivoHandlers(services: Services): UsuariosMasivoHandlers {
  const { db } = services;

  /** Read before the transaction: on SQLite its one connection is held until it ends. */
  async function contexto(auth: AuthContext): Promise<ContextoMasivo> {
    return {
      llamanteId: auth.row.id,
      llamanteEsAdministrador: esAdministrador(auth.rol),
      rolAdministrador: await services.roles.findIdByNombre(ROL_ADMINISTRADOR),
    };
  }

  /** Every course must exist, else the whole action is refused (404) as in the single route. */
  function exigirCursos(cursoIds: readonly string[]): Promise<void> {
    return services.asignaciones.exigirCursos(cursoIds);
  }

  return {
    'usuarios.masivo.estado': async ({ body, auth }) =>
      ejecutarMasivo(db, body.seleccion, accionEstado(await contexto(auth), body.activo)),

    'usuarios.masivo.cursos': async ({ body, auth }) => {
      await exigirCursos(body.cursoIds);
      return ejecutarMasivo(db, body.seleccion, accionCursos(await contexto(auth), body.cursoIds));
    },

    'usuarios.masivo.rol': async ({ body, auth }) => {
      // Unknown role → 400, ADMINISTRADOR → 403: the single edit's answers, for the whole action.
      await rolAsignable(services, body.rol);
      return ejecutarMasivo(db, body.seleccion, accionRol(await contexto(auth), body.rol));
    },

    'usuarios.masivo.eliminar': async ({ body, auth }) =>
      ejecutarMasivo(db, body.seleccion, accionEliminar(await contexto(auth))),
  };
}
