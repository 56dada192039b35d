import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { useNotificar } from '../../ui/notificaciones';
import type { ValoresLogin } from './loginForm';
import { cerrarSesion, iniciarSesion } from './thunks';

/** The server's answer for an account whose email is not confirmed yet (spec 2, login). */
const CODIGO_EMAIL_NO_VERIFICADO = 'EMAIL_NO_VERIFICADO';

export interface EstadoLogin {
  ingresar(valores: ValoresLogin): Promise<void>;
  enviando: boolean;
  /** The server's message when the email is not verified; shown as the 'Falta poco!' alert. */
  emailNoVerificado: string | null;
  cerrarEmailNoVerificado(): void;
}

/**
 * Login's side effects. On success the session is set and the public-route guard moves
 * the user on (to the page they wanted, else /cursos); failures become the alert or a toast.
 */
export function useIniciarSesion(): EstadoLogin {
  const dispatch = useAppDispatch();
  const notificar = useNotificar();
  const { t } = useTranslation();
  const [enviando, setEnviando] = useState(false);
  const [emailNoVerificado, setEmailNoVerificado] = useState<string | null>(null);

  const ingresar = useCallback(
    async (valores: ValoresLogin) => {
      setEnviando(true);
      const resultado = await dispatch(iniciarSesion(valores));
      if (iniciarSesion.fulfilled.match(resultado)) {
        // Earlier attempts' errors no longer apply; the page unmounts now.
        notificar.descartarTodas();
        return;
      }
      setEnviando(false);
      const falla = resultado.payload;
      if (!falla) {
        notificar.error(t('auth.login.error'), resultado.error.message);
      } else if (falla.status === 403 && falla.data.code === CODIGO_EMAIL_NO_VERIFICADO) {
        setEmailNoVerificado(falla.data.error);
      } else {
        notificar.error(t('auth.login.error'), falla.data.error);
      }
    },
    [dispatch, notificar, t],
  );

  const cerrarEmailNoVerificado = useCallback(() => setEmailNoVerificado(null), []);
  return { ingresar, enviando, emailNoVerificado, cerrarEmailNoVerificado };
}

/** Logout (spec 4): end the session, say so, and go to the login page. */
export function useCerrarSesion(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notificar = useNotificar();
  const { t } = useTranslation();
  return useCallback(async () => {
    await dispatch(cerrarSesion());
    notificar.exito(t('auth.logout.exito'));
    await navigate('/login', { replace: true });
  }, [dispatch, navigate, notificar, t]);
}
