import type { Rol } from '@shared/api';
import { esAdministrador } from '@shared/domain/permisos';
import { HttpError } from '../../errors';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { normalizarMatriz } from './matriz';

type RolesHandlers = Pick<
  RouteHandlers,
  'roles.nuevo' | 'roles.buscar' | 'roles.listar' | 'roles.actualizar' | 'roles.eliminar'
>;

export const MENSAJES_ROLES = {
  noEncontrado: 'Rol no encontrado.',
  nombreEnUso: 'Ya existe un rol con ese nombre.',
  administrador: 'El rol ADMINISTRADOR no se puede modificar.',
  sistemaNoSeElimina: 'Los roles del sistema no se pueden eliminar.',
  sistemaNoSeRenombra: 'El nombre de un rol del sistema no se puede cambiar.',
  asignado: 'No se puede eliminar un rol asignado a usuarios.',
} as const;

export function rolesHandlers(services: Services): RolesHandlers {
  const { roles } = services;

  async function rolExistente(id: string): Promise<Rol & { sistema: boolean }> {
    const [fila, rol] = await Promise.all([roles.findRowById(id), roles.findById(id)]);
    if (!fila || !rol) throw new HttpError('NO_ENCONTRADO', MENSAJES_ROLES.noEncontrado);
    return { ...rol, permisos: normalizarMatriz(rol.permisos), sistema: fila.sistema === 1 };
  }

  async function exigirNombreLibre(nombre: string, exceptoId?: string): Promise<void> {
    if (await roles.nombreEnUso(nombre, exceptoId)) {
      throw new HttpError('CONFLICTO', MENSAJES_ROLES.nombreEnUso);
    }
  }

  return {
    'roles.nuevo': async ({ body }) => {
      await exigirNombreLibre(body.nombre);
      let id: string;
      try {
        id = await roles.crear(body.nombre, body.permisos ?? [], body.omitirOrden, body.alcance);
      } catch (error) {
        // Created concurrently under the same name: the unique index refused this one.
        await exigirNombreLibre(body.nombre);
        throw error;
      }
      return { ok: true, data: await rolExistente(id) };
    },

    'roles.buscar': async ({ params }) => ({ ok: true, data: await rolExistente(params.id) }),

    'roles.listar': async () => ({ ok: true, data: await roles.listar() }),

    'roles.actualizar': async ({ params, body }) => {
      const actual = await rolExistente(params.id);
      // Its matrix is ignored by the guard anyway; editing it would only mislead.
      if (esAdministrador(actual)) {
        throw new HttpError('ACCION_NO_PERMITIDA', MENSAJES_ROLES.administrador);
      }
      // Signup looks the learner role up by name: renaming Estudiante would break it.
      if (actual.sistema && body.rol.nombre !== actual.nombre) {
        throw new HttpError('ACCION_NO_PERMITIDA', MENSAJES_ROLES.sistemaNoSeRenombra);
      }
      await exigirNombreLibre(body.rol.nombre, actual._id);
      try {
        await roles.actualizar(actual._id, body.rol.nombre, body.rol.permisos, {
          omitirOrden: body.rol.omitirOrden,
          alcance: body.rol.alcance,
        });
      } catch (error) {
        await exigirNombreLibre(body.rol.nombre, actual._id);
        throw error;
      }
      return { ok: true, data: await rolExistente(actual._id) };
    },

    'roles.eliminar': async ({ params }) => {
      const actual = await rolExistente(params.id);
      if (esAdministrador(actual)) {
        throw new HttpError('ACCION_NO_PERMITIDA', MENSAJES_ROLES.administrador);
      }
      if (actual.sistema) {
        throw new HttpError('ACCION_NO_PERMITIDA', MENSAJES_ROLES.sistemaNoSeElimina);
      }
      if ((await roles.contarUsuarios(actual._id)) > 0) {
        throw new HttpError('CONFLICTO', MENSAJES_ROLES.asignado);
      }
      try {
        await roles.eliminar(actual._id);
      } catch (error) {
        // A user was given the role between the count and the delete: the FK refused it.
        if ((await roles.contarUsuarios(actual._id)) > 0) {
          throw new HttpError('CONFLICTO', MENSAJES_ROLES.asignado);
        }
        throw error;
      }
      return { ok: true };
    },
  };
}
