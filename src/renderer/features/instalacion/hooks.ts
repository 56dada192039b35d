import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEstadoInstalacionQuery } from './api';

export const RUTA_INSTALACION = '/instalacion';

/**
 * The login page asks once whether this installation still waits for its administrator
 * (only the desktop's embedded server can say yes) and, if so, opens the form instead.
 * A failed question (an older server, no connection) leaves the login page as it is.
 */
export function useIrAInstalacionSiPendiente(): void {
  const navigate = useNavigate();
  const { data } = useEstadoInstalacionQuery(undefined);
  const pendiente = data?.pendiente === true;
  useEffect(() => {
    if (pendiente) void navigate(RUTA_INSTALACION, { replace: true });
  }, [pendiente, navigate]);
}
