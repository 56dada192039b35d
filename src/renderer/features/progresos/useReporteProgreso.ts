import type { RouteResponse, Routes } from '@shared/api';
import { porcentajeLeccion, type ProgresoLeccion } from '@shared/domain/progreso';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../app/apiError';
import { useAppSelector } from '../../app/hooks';
import { useNotificar } from '../../ui/notificaciones';
import { selectUsuario } from '../auth';
import { useAgregarProgresoMutation } from './api';
import { INTERVALO_REPORTE_MS, REINTENTOS_ACOTADO } from './constantes';
import {
  cuerpoReporte,
  enviarConReintento,
  esFalloDeRed,
  esperaTrasAcotado,
  leerRespuesta,
} from './reporte';

type RespuestaReporte = RouteResponse<Routes['progresos.agregar']>;

export interface EstadoReporte {
  /** What the server stored for this lesson after the last answer (null before any). */
  guardado: ProgresoLeccion | null;
  /** The last answer stored less than was sent: the server's real-time bound (issue 13). */
  acotado: boolean;
}

/**
 * Reports the learner's progress on one lesson (spec 4): at most every INTERVALO_REPORTE_MS
 * unless forced (pause, end, close, PDF page change), and only when the percent grew past
 * what the server has. A network error is retried once with the same idReporte. What the
 * server answers is the truth shown to the learner: when it stored less than was sent (its
 * real-time bound), the report is sent again once the bound allows it, while the lesson is
 * open; an answer like that after closing is told in a notice.
 */
export function useReporteProgreso(multimediaId: string) {
  const { t } = useTranslation();
  const notificar = useNotificar();
  const usuario = useAppSelector(selectUsuario);
  const [agregar] = useAgregarProgresoMutation();
  const [estado, setEstado] = useState<EstadoReporte>({ guardado: null, acotado: false });
  const ultimoEnvio = useRef(0);
  /** The percent the server has (or is being sent): nothing at or below it is re-sent. */
  const enviado = useRef(0);
  /** The highest percent the learner reached in this opening. */
  const deseado = useRef(0);
  const reintentos = useRef(0);
  const temporizador = useRef<ReturnType<typeof setTimeout> | null>(null);
  const montado = useRef(true);
  const usuarioId = useRef(usuario?._id ?? null);
  useEffect(() => {
    usuarioId.current = usuario?._id ?? null;
  }, [usuario?._id]);
  useEffect(() => {
    montado.current = true;
    return () => {
      montado.current = false;
      if (temporizador.current) clearTimeout(temporizador.current);
    };
  }, []);

  const reportar = useCallback(
    function reportar(porcentaje: number, forzar = false): void {
      const id = usuarioId.current;
      const p = Math.floor(Math.max(0, Math.min(100, porcentaje)));
      deseado.current = Math.max(deseado.current, p);
      if (!id || p <= enviado.current) return;
      const ahora = Date.now();
      if (!forzar && ahora - ultimoEnvio.current < INTERVALO_REPORTE_MS) return;
      ultimoEnvio.current = ahora;
      const anterior = enviado.current;
      enviado.current = p;
      void enviarConReintento<RespuestaReporte>(cuerpoReporte(id, multimediaId, p), (cuerpo) =>
        agregar(cuerpo).then((r) => (r.error ? { error: aApiFailure(r.error) } : { data: r.data })),
      ).then((r) => {
        if (r.error) {
          // Not saved: the next report (or the close) tries again.
          enviado.current = anterior;
          if (esFalloDeRed(r.error)) notificar.aviso(t('reproductor.errores.progreso'));
          else notificar.error(t('reproductor.errores.progreso'), r.error.data.error);
          return;
        }
        const guardado = r.data.progreso;
        const { enServidor, acotado, enviado: nuevo } = leerRespuesta(enviado.current, p, guardado);
        enviado.current = nuevo;
        if (!montado.current) {
          if (acotado)
            notificar.aviso(t('reproductor.progreso.acotadoAlCerrar', { porcentaje: enServidor }));
          return;
        }
        setEstado((e) =>
          e.guardado && porcentajeLeccion(e.guardado) > enServidor
            ? e
            : { guardado, acotado: acotado && guardado.progreso !== 'completado' },
        );
        if (!acotado || reintentos.current >= REINTENTOS_ACOTADO) return;
        reintentos.current += 1;
        if (temporizador.current) clearTimeout(temporizador.current);
        temporizador.current = setTimeout(
          () => reportar(deseado.current, true),
          esperaTrasAcotado(r.data.limite?.completableDesde ?? null, Date.now()),
        );
      });
    },
    [agregar, multimediaId, notificar, t],
  );

  return { reportar, ...estado };
}
