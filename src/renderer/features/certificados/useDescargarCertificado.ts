import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { guardarArchivo } from '../../platform/guardarArchivo';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { useNotificar } from '../../ui/notificaciones';
import { CONSULTA_MOVIL, descargarCertificado } from './certificado';

/**
 * 'Descargar Certificado' with its loader; on a phone-sized window the spec's alert
 * instead (`soloPc` stays true until the alert is closed).
 */
export function useDescargarCertificado() {
  const { t } = useTranslation();
  const notificar = useNotificar();
  const esMovil = useMediaQuery(CONSULTA_MOVIL);
  const [descargando, setDescargando] = useState<string | null>(null);
  const [soloPc, setSoloPc] = useState(false);

  const descargar = useCallback(
    async (id: string, urlPdf: string) => {
      setDescargando(id);
      try {
        const resultado = await descargarCertificado({
          urlPdf,
          esMovil,
          obtener: (url) => fetch(url, { credentials: 'same-origin' }),
          guardar: guardarArchivo,
        });
        if (resultado === 'soloPc') setSoloPc(true);
      } catch (error) {
        notificar.error(
          t('certificados.descarga.error'),
          error instanceof Error ? error.message : undefined,
        );
      } finally {
        setDescargando(null);
      }
    },
    [esMovil, notificar, t],
  );

  return { descargar, descargando, soloPc, cerrarAviso: () => setSoloPc(false) };
}
