import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { INICIO_CON_SESION } from '../../app/navegacion';
import { useNotificar } from '../../ui/notificaciones';
import type { ErroresFormulario } from '../../ui/validacion';
import { cuerpoPrimerAdmin, type ValoresPrimerAdmin } from './primerAdminForm';
import { crearPrimerAdmin } from './thunks';

// Apart from hooks.ts (issue 18): the login page needs the redirect hook there, not this
// form's rules, which bring the shared schemas and zod.

/** A refused attempt as the page shows it: the server's message and its field errors. */
export interface FalloInstalacion {
  mensaje: string;
  campos: ErroresFormulario;
  /** Someone finished the installation first (409): the way on is the login page. */
  completa: boolean;
}

/** The form's side effects: success signs in and opens the home page; failures are shown. */
export function usePrimerAdmin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notificar = useNotificar();
  const { t } = useTranslation();
  const [enviando, setEnviando] = useState(false);
  const [fallo, setFallo] = useState<FalloInstalacion | null>(null);

  const crear = useCallback(
    async (valores: ValoresPrimerAdmin) => {
      setEnviando(true);
      setFallo(null);
      const resultado = await dispatch(crearPrimerAdmin(cuerpoPrimerAdmin(valores)));
      if (crearPrimerAdmin.fulfilled.match(resultado)) {
        notificar.descartarTodas();
        notificar.exito(t('instalacion.exito'));
        await navigate(INICIO_CON_SESION, { replace: true });
        return;
      }
      setEnviando(false);
      const falla = resultado.payload;
      const mensaje = falla?.data.error ?? resultado.error.message ?? t('instalacion.error');
      notificar.error(t('instalacion.error'), mensaje);
      setFallo({ mensaje, campos: falla?.data.fields ?? {}, completa: falla?.status === 409 });
    },
    [dispatch, navigate, notificar, t],
  );
  return { crear, enviando, fallo };
}
