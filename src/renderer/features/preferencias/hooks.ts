import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { useNotificar } from '../../ui/notificaciones';
import { cambiarPreferencias } from './thunks';
import type { CambioPreferencias } from '@shared/api';

/**
 * The menus' action: the change shows at once; for a signed-in user it is also saved on
 * the server, and a failed save says so (the screen keeps the choice meanwhile).
 */
export function useCambiarPreferencias(): (cambio: CambioPreferencias) => void {
  const dispatch = useAppDispatch();
  const notificar = useNotificar();
  const { t } = useTranslation();
  return useCallback(
    (cambio: CambioPreferencias) => {
      void dispatch(cambiarPreferencias(cambio)).then((resultado) => {
        if (cambiarPreferencias.rejected.match(resultado) && resultado.payload) {
          notificar.error(t('preferencias.guardar.error'), resultado.payload.data.error);
        }
      });
    },
    [dispatch, notificar, t],
  );
}
