import { Link, Toast, ToastBody, ToastTitle } from '@fluentui/react-components';
import { createElement, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  abrirArchivo,
  guardarArchivo,
  type ResultadoGuardarArchivo,
} from '../../platform/guardarArchivo';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { useDespacharToast, useNotificar } from '../../ui/notificaciones';
import { CONSULTA_MOVIL, descargarCertificado } from './certificado';

/**
 * 'Descargar Certificado' with its loader; on a phone-sized window the spec's alert
 * instead (`soloPc` stays true until the alert is closed). In the desktop app the PDF goes
 * through the native save dialog: once written, a toast says where, with 'Abrir'.
 */
export function useDescargarCertificado() {
  const { t } = useTranslation();
  const notificar = useNotificar();
  const dispatchToast = useDespacharToast();
  const esMovil = useMediaQuery(CONSULTA_MOVIL);
  const [descargando, setDescargando] = useState<string | null>(null);
  const [soloPc, setSoloPc] = useState(false);

  const avisarGuardado = useCallback(
    (ruta: string) => {
      const abrir = () =>
        void abrirArchivo(ruta).catch((error: unknown) =>
          notificar.error(
            t('certificados.descarga.errorAbrir'),
            error instanceof Error ? error.message : undefined,
          ),
        );
      // Fluent's toast with an action: the Notificador helpers only take plain texts.
      const accion = createElement(Link, { onClick: abrir }, t('certificados.descarga.abrir'));
      dispatchToast(
        createElement(
          Toast,
          null,
          createElement(ToastTitle, { action: accion }, t('certificados.descarga.guardado')),
          createElement(ToastBody, null, t('certificados.descarga.guardadoEn', { ruta })),
        ),
        { intent: 'success' },
      );
    },
    [dispatchToast, notificar, t],
  );

  const descargar = useCallback(
    async (id: string, urlPdf: string) => {
      setDescargando(id);
      // Filled in by `guardar` below: what the save did (desktop: where the file went).
      const guardado: { resultado: ResultadoGuardarArchivo | null } = { resultado: null };
      try {
        const resultado = await descargarCertificado({
          urlPdf,
          esMovil,
          obtener: (url) => fetch(url, { credentials: 'same-origin' }),
          guardar: async (nombre, datos, tipo) => {
            guardado.resultado = await guardarArchivo(nombre, datos, tipo);
          },
        });
        if (resultado === 'soloPc') setSoloPc(true);
        // A browser download has no path (nothing to add); a cancelled dialog says nothing.
        const ruta = guardado.resultado?.ruta;
        if (ruta) avisarGuardado(ruta);
      } catch (error) {
        notificar.error(
          t('certificados.descarga.error'),
          error instanceof Error ? error.message : undefined,
        );
      } finally {
        setDescargando(null);
      }
    },
    [avisarGuardado, esMovil, notificar, t],
  );

  return { descargar, descargando, soloPc, cerrarAviso: () => setSoloPc(false) };
}
