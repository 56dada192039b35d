import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { INICIO_CON_SESION } from '../../app/navegacion';
import { useNotificar } from '../../ui/notificaciones';
import type { ErroresFormulario } from '../../ui/validacion';
import { registrarse } from '../auth';
import { cuerpoSignup, type ValoresSignup } from './signupForm';

/** A failed signup as the page shows it: a banner for duplicates, and the server's field errors. */
export interface FalloRegistro {
  mensaje: string;
  duplicado: boolean;
  campos: ErroresFormulario;
}

/**
 * Signup's side effects (spec 2, 8): success enters the app at /cursos; a failure toasts
 * 'Error {status}' with the server's message, or 'Contacte a soporte tecnico' without answer.
 */
export function useRegistro() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notificar = useNotificar();
  const { t } = useTranslation();
  const [enviando, setEnviando] = useState(false);
  const [fallo, setFallo] = useState<FalloRegistro | null>(null);

  const registrar = useCallback(
    async (valores: ValoresSignup) => {
      setEnviando(true);
      setFallo(null);
      const resultado = await dispatch(registrarse(cuerpoSignup(valores)));
      if (registrarse.fulfilled.match(resultado)) {
        notificar.descartarTodas();
        await navigate(INICIO_CON_SESION, { replace: true });
        return;
      }
      setEnviando(false);
      const falla = resultado.payload;
      if (!falla || falla.status === 0) {
        notificar.error(t('registro.errores.soporte'), falla?.data.error);
        return;
      }
      notificar.error(t('registro.errores.estado', { status: falla.status }), falla.data.error);
      setFallo({
        mensaje: falla.data.error,
        duplicado: falla.status === 409,
        campos: falla.data.fields ?? {},
      });
    },
    [dispatch, navigate, notificar, t],
  );
  return { registrar, enviando, fallo };
}
