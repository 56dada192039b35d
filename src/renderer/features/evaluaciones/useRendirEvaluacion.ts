import type { EvaluacionParaRendir } from '@shared/api';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../app/apiError';
import { useNotificar } from '../../ui/notificaciones';
import { useEnviarResultadosMutation, type ResultadoEnvio } from './api';
import {
  alternarRespuesta,
  aperturaDe,
  crearIntento,
  enviarIntento,
  esRechazo,
  type Seleccion,
} from './rendir';

/**
 * Taking an evaluation: the ticked answers, the attempt's id (kept across retries after a
 * network error) and the graded result.
 */
export function useRendirEvaluacion(evaluacion: EvaluacionParaRendir | undefined) {
  const { t } = useTranslation();
  const notificar = useNotificar();
  const [enviar, estadoEnvio] = useEnviarResultadosMutation();
  const intento = useRef(crearIntento());
  const [seleccion, setSeleccion] = useState<Seleccion>({});
  const [resultado, setResultado] = useState<ResultadoEnvio | null>(null);
  /**
   * A send refused for a reason to read (course not complete, attempts used up, the wait):
   * the message and, for the wait, when the next attempt opens. The ticked answers stay.
   */
  const [rechazo, setRechazo] = useState<{ mensaje: string; abre: string | null } | null>(null);

  const marcar = (preguntaId: string, respuestaId: string, marcada: boolean) =>
    setSeleccion((s) => alternarRespuesta(s, preguntaId, respuestaId, marcada));

  const enviarRespuestas = async () => {
    if (!evaluacion || estadoEnvio.isLoading) return;
    const r = await enviarIntento((c) => enviar(c), intento.current, evaluacion, seleccion);
    if ('data' in r) {
      setResultado(r.data);
      setRechazo(null);
      return;
    }
    const falla = aApiFailure(r.error);
    notificar.error(t('evaluaciones.errores.enviar'), falla.data.error);
    if (esRechazo(falla)) setRechazo({ mensaje: falla.data.error, abre: aperturaDe(falla) });
  };

  /** 'Presentar de nuevo': a clean sheet; the attempt already has its next id. */
  const reiniciar = () => {
    setSeleccion({});
    setResultado(null);
  };

  return {
    seleccion,
    marcar,
    enviar: enviarRespuestas,
    enviando: estadoEnvio.isLoading,
    resultado,
    rechazo,
    reiniciar,
  };
}
