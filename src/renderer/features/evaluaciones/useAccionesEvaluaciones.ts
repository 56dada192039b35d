import type { Evaluacion } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../app/apiError';
import { useNotificar } from '../../ui/notificaciones';
import { useEliminarEvaluacionMutation, useEstadoEvaluacionMutation } from './api';

/** The evaluation list's side effects: calls and their toasts (spec 8). */
export function useAccionesEvaluaciones() {
  const { t } = useTranslation();
  const notificar = useNotificar();
  const [eliminar, estadoEliminar] = useEliminarEvaluacionMutation();
  const [cambiarEstado] = useEstadoEvaluacionMutation();

  /** A 409 (it has attempts) brings the server's advice to deactivate instead: shown as is. */
  const borrar = async (e: Evaluacion): Promise<boolean> => {
    const r = await eliminar(e._id);
    if (r.error) {
      notificar.error(t('evaluaciones.eliminar.error'), aApiFailure(r.error).data.error);
      return false;
    }
    notificar.exito(t('evaluaciones.eliminar.exito'));
    return true;
  };

  const alternarEstado = async (e: Evaluacion, estado: boolean) => {
    const r = await cambiarEstado({ _id: e._id, estado });
    if (r.error) {
      notificar.error(
        t('evaluaciones.cambioEstado.error', { nombre: e.nombre }),
        aApiFailure(r.error).data.error,
      );
    }
  };

  return { borrar, alternarEstado, borrando: estadoEliminar.isLoading };
}
