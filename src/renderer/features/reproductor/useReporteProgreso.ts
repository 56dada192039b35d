import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../app/apiError';
import { useAppSelector } from '../../app/hooks';
import { useNotificar } from '../../ui/notificaciones';
import { selectUsuario } from '../auth/sessionSlice';
import { useAgregarProgresoMutation } from './api';
import { INTERVALO_REPORTE_MS } from './constantes';
import { cuerpoReporte, enviarConReintento, esFalloDeRed } from './reporte';

/**
 * Reports the learner's progress on one lesson (spec 4): at most every INTERVALO_REPORTE_MS
 * unless forced (pause, end, close, PDF page change), and only when the percent grew (the
 * server keeps the maximum anyway). A network error is retried once with the same idReporte.
 */
export function useReporteProgreso(multimediaId: string) {
  const { t } = useTranslation();
  const notificar = useNotificar();
  const usuario = useAppSelector(selectUsuario);
  const [agregar] = useAgregarProgresoMutation();
  const ultimoEnvio = useRef(0);
  const enviado = useRef(0);
  const usuarioId = useRef(usuario?._id ?? null);
  useEffect(() => {
    usuarioId.current = usuario?._id ?? null;
  }, [usuario?._id]);

  return useCallback(
    (porcentaje: number, forzar = false) => {
      const id = usuarioId.current;
      const p = Math.floor(Math.max(0, Math.min(100, porcentaje)));
      if (!id || p <= enviado.current) return;
      const ahora = Date.now();
      if (!forzar && ahora - ultimoEnvio.current < INTERVALO_REPORTE_MS) return;
      ultimoEnvio.current = ahora;
      const anterior = enviado.current;
      enviado.current = p;
      void enviarConReintento(cuerpoReporte(id, multimediaId, p), (cuerpo) =>
        agregar(cuerpo).then((r) => (r.error ? { error: aApiFailure(r.error) } : { data: r.data })),
      ).then((r) => {
        if (!r.error) return;
        // Not saved: the next report (or the close) tries again.
        enviado.current = anterior;
        if (esFalloDeRed(r.error)) notificar.aviso(t('reproductor.errores.progreso'));
        else notificar.error(t('reproductor.errores.progreso'), r.error.data.error);
      });
    },
    [agregar, multimediaId, notificar, t],
  );
}
