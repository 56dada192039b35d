import type { SeleccionUsuarios } from '@shared/api';
import { ROL_ADMINISTRADOR, esAdministrador } from '@shared/domain/permisos';
import type { AuthContext } from '../../http/authenticate';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { notificarCursosAsignadosEnBloque } from '../notificaciones';
import {
  alcanceDelLlamante,
  cursosDelAlcance,
  exigirCursosEnAlcance,
  exigirUsuariosEnAlcance,
} from './alcance';
import { ejecutarMasivo } from './masivo';
import type { ContextoMasivo } from './masivo';
import { accionCursos, accionEliminar, accionEstado, accionRol } from './repositoryMasivo';
import { rolAsignable } from './reglas';

/** The course ids a filter selection is narrowed to; null for everyone. */
type Alcance = readonly string[] | null;

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

  /**
   * The caller's scope for a selection (docs/alcance.md): a filter is narrowed to the users
   * the caller's list showed (so its count check still holds); picked ids must all be in
   * scope, else the whole action is refused (403), as the single-user route would.
   */
  async function alcanceDe(auth: AuthContext, s: SeleccionUsuarios): Promise<Alcance> {
    const cursos = cursosDelAlcance(await alcanceDelLlamante(services, auth));
    if ('ids' in s) await exigirUsuariosEnAlcance(services, auth, s.ids);
    return cursos;
  }

  /** Every course must exist, else the whole action is refused (404) as in the single route. */
  function exigirCursos(cursoIds: readonly string[]): Promise<void> {
    return services.asignaciones.exigirCursos(cursoIds);
  }

  return {
    'usuarios.masivo.estado': async ({ body, auth }) => {
      const cursos = await alcanceDe(auth, body.seleccion);
      return ejecutarMasivo(
        db,
        body.seleccion,
        accionEstado(await contexto(auth), body.activo),
        cursos,
      );
    },

    'usuarios.masivo.cursos': async ({ body, auth, request }) => {
      await exigirCursos(body.cursoIds);
      await exigirCursosEnAlcance(services, auth, body.cursoIds);
      const cursos = await alcanceDe(auth, body.seleccion);
      const desde = new Date().toISOString();
      const resultado = await ejecutarMasivo(
        db,
        body.seleccion,
        accionCursos(await contexto(auth), body.cursoIds),
        cursos,
      );
      await notificarCursosAsignadosEnBloque(db, body.cursoIds, desde, request.log);
      return resultado;
    },

    'usuarios.masivo.rol': async ({ body, auth }) => {
      // Unknown role → 400, ADMINISTRADOR → 403: the single edit's answers, for the whole action.
      await rolAsignable(services, body.rol);
      const cursos = await alcanceDe(auth, body.seleccion);
      return ejecutarMasivo(db, body.seleccion, accionRol(await contexto(auth), body.rol), cursos);
    },

    'usuarios.masivo.eliminar': async ({ body, auth }) => {
      const cursos = await alcanceDe(auth, body.seleccion);
      return ejecutarMasivo(db, body.seleccion, accionEliminar(await contexto(auth)), cursos);
    },
  };
}
