import type { Usuario } from '@shared/api';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../app/apiError';
import { useAppDispatch } from '../../app/hooks';
import { useNotificar } from '../../ui/notificaciones';
import { reemplazarToken } from '../auth';
import {
  useActualizarUsuarioMutation,
  useAsignarCursosMutation,
  useCambiarEstadoUsuarioMutation,
  useEliminarUsuarioMutation,
  useNuevoUsuarioMutation,
} from './api';
import { nombreDeUsuario } from './permisos';
import { useAccesoUsuarios } from './useAccesoUsuarios';
import type { CuerpoActualizarUsuario, CuerpoNuevoUsuario } from './usuarioForm';

/**
 * The users screen's side effects: calls, toasts (spec 8), and the token swap of spec 4
 * when a change concerned the signed-in user (the answer then carries a token).
 */
export function useAccionesUsuarios() {
  const dispatch = useAppDispatch();
  const notificar = useNotificar();
  const { t } = useTranslation();
  const [nuevo, estadoNuevo] = useNuevoUsuarioMutation();
  const [actualizar, estadoActualizar] = useActualizarUsuarioMutation();
  const [eliminar, estadoEliminar] = useEliminarUsuarioMutation();
  const [cambiarEstado] = useCambiarEstadoUsuarioMutation();
  const [asignar, estadoAsignar] = useAsignarCursosMutation();
  const acceso = useAccesoUsuarios();

  const tokenNuevo = useCallback(
    async (token: string | null) => {
      if (token) await dispatch(reemplazarToken(token));
    },
    [dispatch],
  );
  const fallo = useCallback(
    (titulo: string, error: unknown) => notificar.error(titulo, aApiFailure(error).data.error),
    [notificar],
  );

  /** Resolves to the verification path when the account was created unverified. */
  const crear = async (cuerpo: CuerpoNuevoUsuario): Promise<{ ruta: string | null } | null> => {
    const r = await nuevo(cuerpo);
    if (!r.data) {
      fallo(t('usuarios.errores.crear'), r.error);
      return null;
    }
    notificar.exito(t('usuarios.nuevo.exito'));
    return { ruta: r.data.verificacion?.ruta ?? null };
  };

  const guardar = async (cuerpo: CuerpoActualizarUsuario): Promise<boolean> => {
    const r = await actualizar(cuerpo);
    if (!r.data) {
      fallo(t('usuarios.errores.guardar'), r.error);
      return false;
    }
    notificar.exito(t('comun.guardadoConExito'));
    await tokenNuevo(r.data.token);
    return true;
  };

  const borrar = async (usuario: Usuario): Promise<boolean> => {
    const r = await eliminar({ _id: usuario._id });
    if (!r.data) {
      fallo(t('usuarios.errores.eliminar'), r.error);
      return false;
    }
    notificar.exito(t('usuarios.eliminar.exito'));
    await tokenNuevo(r.data.token);
    return true;
  };

  const alternarEstado = async (usuario: Usuario, activo: boolean): Promise<void> => {
    const r = await cambiarEstado({ _id: usuario._id, activo });
    if (!r.data) {
      fallo(t('usuarios.estado.error', { usuario: nombreDeUsuario(usuario) }), r.error);
      return;
    }
    notificar.exito(t('usuarios.estado.exito'));
    await tokenNuevo(r.data.token);
  };

  const asignarCursos = async (usuario: Usuario, cursoIds: string[]): Promise<boolean> => {
    const r = await asignar({ id: usuario._id, cursoIds });
    if (!r.data) {
      fallo(t('usuarios.asignar.error'), r.error);
      return false;
    }
    notificar.exito(t('usuarios.asignar.exito'));
    return true;
  };

  return {
    crear,
    ...acceso,
    guardar,
    borrar,
    alternarEstado,
    asignarCursos,
    creando: estadoNuevo.isLoading,
    guardando: estadoActualizar.isLoading,
    borrando: estadoEliminar.isLoading,
    asignando: estadoAsignar.isLoading,
  };
}
