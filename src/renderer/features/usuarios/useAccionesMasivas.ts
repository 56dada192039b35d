import type { ResultadoMasivo, SeleccionUsuarios } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../app/apiError';
import { useNotificar } from '../../ui/notificaciones';
import {
  useMasivoCursosMutation,
  useMasivoEliminarMutation,
  useMasivoEstadoMutation,
  useMasivoRolMutation,
} from './apiMasivo';

/** One bulk request as the dialogs ask for it. */
export type PeticionMasiva =
  | { accion: 'estado'; activo: boolean }
  | { accion: 'cursos'; cursoIds: string[] }
  | { accion: 'rol'; rol: string }
  | { accion: 'eliminar' };

/**
 * Sends a bulk action; resolves to the server's report, or null after a toast with the
 * server's reason (e.g. the filter now matches a different number of users: 409).
 */
export function useAccionesMasivas() {
  const { t } = useTranslation();
  const notificar = useNotificar();
  const [estado, e1] = useMasivoEstadoMutation();
  const [cursos, e2] = useMasivoCursosMutation();
  const [rol, e3] = useMasivoRolMutation();
  const [eliminar, e4] = useMasivoEliminarMutation();

  const enviar = (seleccion: SeleccionUsuarios, p: PeticionMasiva) => {
    switch (p.accion) {
      case 'estado':
        return estado({ seleccion, activo: p.activo });
      case 'cursos':
        return cursos({ seleccion, cursoIds: p.cursoIds });
      case 'rol':
        return rol({ seleccion, rol: p.rol });
      case 'eliminar':
        return eliminar({ seleccion });
    }
  };

  const ejecutar = async (
    seleccion: SeleccionUsuarios,
    peticion: PeticionMasiva,
  ): Promise<ResultadoMasivo | null> => {
    const r = await enviar(seleccion, peticion);
    if (r.data) return r.data;
    notificar.error(t('usuarios.masivo.error'), aApiFailure(r.error).data.error);
    return null;
  };

  return {
    ejecutar,
    enviando: e1.isLoading || e2.isLoading || e3.isLoading || e4.isLoading,
  };
}
