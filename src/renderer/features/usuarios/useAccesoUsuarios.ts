import type { Usuario } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../app/apiError';
import { useNotificar } from '../../ui/notificaciones';
import { useCodigoRestablecimientoMutation, useDesbloquearAccesoMutation } from './api';
import { nombreDeUsuario } from './permisos';

/** Issue 13's access actions on a user: a reset code, and unlocking after failed logins. */
export function useAccesoUsuarios() {
  const notificar = useNotificar();
  const { t } = useTranslation();
  const [pedirCodigo] = useCodigoRestablecimientoMutation();
  const [desbloquearAcceso] = useDesbloquearAccesoMutation();
  const fallo = (titulo: string, error: unknown) =>
    notificar.error(titulo, aApiFailure(error).data.error);

  /** The code and its expiry, shown once in a dialog; null when refused. */
  const generarCodigo = async (
    usuario: Usuario,
  ): Promise<{ codigo: string; expira: string } | null> => {
    const r = await pedirCodigo({ _id: usuario._id });
    if (!r.data) {
      fallo(t('usuarios.codigo.error'), r.error);
      return null;
    }
    return { codigo: r.data.codigo, expira: r.data.expira };
  };

  const desbloquear = async (usuario: Usuario): Promise<void> => {
    const r = await desbloquearAcceso({ _id: usuario._id });
    if (!r.data) fallo(t('usuarios.desbloquear.error'), r.error);
    else notificar.exito(t('usuarios.desbloquear.exito', { usuario: nombreDeUsuario(usuario) }));
  };

  return { generarCodigo, desbloquear };
}
