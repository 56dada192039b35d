import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import type { RouteRequest } from '../../app/routeRequest';
import { useNotificar } from '../../ui/notificaciones';
import { descargarCsv } from './descarga';

/**
 * Downloads one of the CSV routes, with a busy flag for the button and the server's
 * Spanish error in a toast when it fails.
 */
export function useDescargarCsv() {
  const dispatch = useAppDispatch();
  const notificar = useNotificar();
  const { t } = useTranslation();
  const [descargando, setDescargando] = useState(false);

  const descargar = useCallback(
    async (request: RouteRequest, nombrePorDefecto: string): Promise<boolean> => {
      setDescargando(true);
      try {
        const r = await dispatch(descargarCsv(request, nombrePorDefecto));
        if (!r.ok) notificar.error(t('importacion.descarga.error'), r.falla.data.error);
        return r.ok;
      } finally {
        setDescargando(false);
      }
    },
    [dispatch, notificar, t],
  );

  return { descargar, descargando };
}
