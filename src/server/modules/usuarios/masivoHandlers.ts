import { Readable } from 'node:stream';
import { ROL_ADMINISTRADOR, esAdministrador } from '@shared/domain/permisos';
import { HttpError } from '../../errors';
import type { AuthContext } from '../../http/authenticate';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { disposicionAdjunto } from '../importacion/csvSalida';
import { exportarUsuarios, nombreExportacion } from './exportar';
import { ejecutarMasivo } from './masivo';
import type { ContextoMasivo } from './masivo';
import { accionCursos, accionEliminar, accionEstado, accionRol } from './masivoAcciones';
import { rolAsignable } from './reglas';

type UsuariosMasivoHandlers = Pick<
  RouteHandlers,
  | 'usuarios.exportar'
  | 'usuarios.masivo.estado'
  | 'usuarios.masivo.cursos'
  | 'usuarios.masivo.rol'
  | 'usuarios.masivo.eliminar'
>;

/** The same words as the single route (asignaciones.ts) when a course does not exist. */
const CURSO_NO_ENCONTRADO = 'Error Curso no encontrado';

/** Export and bulk actions on users (issue 8); the rules live in masivoAcciones.ts. */
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
  async function exigirCursos(cursoIds: readonly string[]): Promise<void> {
    const unicos = [...new Set(cursoIds)];
    const existentes = await db
      .selectFrom('cursos')
      .select('id')
      .where('id', 'in', unicos)
      .execute();
    if (existentes.length !== unicos.length) {
      throw new HttpError('NO_ENCONTRADO', CURSO_NO_ENCONTRADO);
    }
  }

  return {
    'usuarios.exportar': async ({ body, reply }) => {
      const nombre = nombreExportacion();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', disposicionAdjunto(nombre))
        .header('x-filename', nombre)
        .send(Readable.from(exportarUsuarios(db, body)));
    },

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
