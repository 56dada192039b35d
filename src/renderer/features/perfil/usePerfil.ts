import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../app/apiError';
import { useAppDispatch } from '../../app/hooks';
import { useNotificar } from '../../ui/notificaciones';
import { reemplazarToken, usuarioActualizado } from '../auth';
import { useGuardarPerfilMutation } from '../usuarios';
import { cuerpoPerfil, type ValoresPerfil } from './perfilForm';

const CONTRASENA_ACTUAL_INVALIDA = 'CONTRASENA_ACTUAL_INVALIDA';

/**
 * Saving the profile (spec 8): 'Guardado con Exito'; a wrong current password
 * 'Contraseña actual invalida'; anything else 'No se guardaron los datos'. A password change
 * answers a new token, which replaces the stored one.
 */
export function useGuardarPerfil() {
  const dispatch = useAppDispatch();
  const notificar = useNotificar();
  const { t } = useTranslation();
  const [guardarPerfil, { isLoading }] = useGuardarPerfilMutation();

  const guardar = useCallback(
    async (v: ValoresPerfil): Promise<boolean> => {
      const r = await guardarPerfil(cuerpoPerfil(v));
      if (r.data) {
        if (r.data.token) await dispatch(reemplazarToken(r.data.token));
        else dispatch(usuarioActualizado(r.data.data));
        notificar.exito(t('comun.guardadoConExito'));
        return true;
      }
      const falla = aApiFailure(r.error);
      if (falla.data.code === CONTRASENA_ACTUAL_INVALIDA) {
        notificar.error(t('perfil.errores.actualInvalida'));
      } else {
        notificar.error(t('perfil.errores.guardar'), falla.data.error);
      }
      return false;
    },
    [guardarPerfil, dispatch, notificar, t],
  );
  return { guardar, guardando: isLoading };
}
