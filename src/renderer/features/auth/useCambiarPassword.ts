import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../app/apiError';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useNotificar } from '../../ui/notificaciones';
import { useCambiarPasswordMutation, useRestablecerPasswordMutation } from './api';
import type { ValoresCambioPassword, ValoresRestablecer } from './passwordForms';
import { selectUsuario } from './sessionSlice';
import { reemplazarToken } from './tokenThunks';

const CONTRASENA_ACTUAL_INVALIDA = 'CONTRASENA_ACTUAL_INVALIDA';

/**
 * Change-password side effects (spec 2, 8): on success the returned token replaces the
 * stored one and 'Password Actualizado' shows; a wrong current password comes back as the
 * field's message; other failures toast 'Error actualizando Password'.
 */
export function useCambiarPassword() {
  const dispatch = useAppDispatch();
  const usuario = useAppSelector(selectUsuario);
  const notificar = useNotificar();
  const { t } = useTranslation();
  const [cambiar, { isLoading }] = useCambiarPasswordMutation();
  const [errorActual, setErrorActual] = useState<string | null>(null);

  const enviar = useCallback(
    async (v: ValoresCambioPassword): Promise<boolean> => {
      if (!usuario) return false;
      setErrorActual(null);
      const r = await cambiar({ _id: usuario._id, current: v.current, password: v.password });
      if (r.data) {
        await dispatch(reemplazarToken(r.data.token));
        notificar.exito(t('auth.cambiarPassword.exito'));
        return true;
      }
      const falla = aApiFailure(r.error);
      if (falla.data.code === CONTRASENA_ACTUAL_INVALIDA) setErrorActual(falla.data.error);
      else notificar.error(t('auth.cambiarPassword.error'), falla.data.error);
      return false;
    },
    [usuario, cambiar, dispatch, notificar, t],
  );
  return {
    enviar,
    enviando: isLoading,
    errorActual,
    limpiarErrorActual: () => setErrorActual(null),
  };
}

/**
 * Reset from the login page (issue 13): `solicitar` asks for a code (the answer says
 * nothing about the account), `enviar` sets the password with it. Success and failure
 * toasts (spec 8); a 429's message as is.
 */
export function useRestablecerPassword() {
  const notificar = useNotificar();
  const { t } = useTranslation();
  const [restablecer, { isLoading }] = useRestablecerPasswordMutation();
  const solicitar = useCallback(
    async (v: Pick<ValoresRestablecer, 'email' | 'identificacion'>): Promise<boolean> => {
      const r = await restablecer({
        email: v.email.trim(),
        identificacion: v.identificacion.trim(),
      });
      if (r.data) return true;
      notificar.error(t('auth.restablecer.errorSolicitud'), aApiFailure(r.error).data.error);
      return false;
    },
    [restablecer, notificar, t],
  );
  const enviar = useCallback(
    async (v: ValoresRestablecer): Promise<boolean> => {
      const r = await restablecer({
        email: v.email.trim(),
        identificacion: v.identificacion.trim(),
        codigo: v.codigo.trim(),
        password: v.password,
      });
      if (r.data) {
        notificar.exito(t('auth.restablecer.exito'));
        return true;
      }
      notificar.error(t('auth.restablecer.error'), aApiFailure(r.error).data.error);
      return false;
    },
    [restablecer, notificar, t],
  );
  return { solicitar, enviar, enviando: isLoading };
}
