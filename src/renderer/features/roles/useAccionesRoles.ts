import type { Alcance, Permiso } from '@shared/domain/permisos';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../app/apiError';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useNotificar } from '../../ui/notificaciones';
import { recargarUsuario, selectUsuario } from '../auth';
import { useActualizarRolMutation, useEliminarRolMutation, useNuevoRolMutation } from './api';

/**
 * The roles screen's calls and toasts. Changing the signed-in user's own role reloads the
 * user, so menus and buttons follow the new permissions at once.
 */
export function useAccionesRoles() {
  const { t } = useTranslation();
  const notificar = useNotificar();
  const dispatch = useAppDispatch();
  const usuario = useAppSelector(selectUsuario);
  const [nuevo, estadoNuevo] = useNuevoRolMutation();
  const [actualizar, estadoActualizar] = useActualizarRolMutation();
  const [eliminar, estadoEliminar] = useEliminarRolMutation();

  const fallo = (titulo: string, error: unknown) =>
    notificar.error(titulo, aApiFailure(error).data.error);

  const crear = async (nombre: string): Promise<string | null> => {
    const r = await nuevo({ nombre });
    if (!r.data) {
      fallo(t('roles.errores.crear'), r.error);
      return null;
    }
    notificar.exito(t('roles.nuevo.exito'));
    return r.data.data._id;
  };

  const guardar = async (
    id: string,
    nombre: string,
    permisos: Permiso[],
    omitirOrden?: boolean,
    alcance?: Alcance,
  ): Promise<boolean> => {
    const r = await actualizar({ id, _id: id, rol: { nombre, permisos, omitirOrden, alcance } });
    if (!r.data) {
      fallo(t('roles.errores.guardar'), r.error);
      return false;
    }
    notificar.exito(t('comun.guardadoConExito'));
    if (usuario?.rol._id === id) await dispatch(recargarUsuario());
    return true;
  };

  const borrar = async (id: string): Promise<boolean> => {
    const r = await eliminar({ id });
    if (!r.data) {
      fallo(t('roles.errores.eliminar'), r.error);
      return false;
    }
    notificar.exito(t('roles.eliminar.exito'));
    return true;
  };

  return {
    crear,
    guardar,
    borrar,
    creando: estadoNuevo.isLoading,
    guardando: estadoActualizar.isLoading,
    borrando: estadoEliminar.isLoading,
  };
}
