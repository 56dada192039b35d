import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { aApiFailure } from '../../app/apiError';
import { useNotificar } from '../../ui/notificaciones';
import type { ErroresFormulario } from '../../ui/validacion';
import { useActualizarEvaluacionMutation, useNuevaEvaluacionMutation } from './api';
import { cuerpoEvaluacion, type ValoresEvaluacion } from './evaluacionForm';
import { RUTA_EVALUACIONES } from './tarjetas';

/**
 * Saving the form (spec 8): 'Guardado con Exito' and back to the list, or 'Error Guardando
 * evaluacion' with the server's message; a 400's `fields` are kept to show beside the fields.
 */
export function useGuardarEvaluacion(id: string | undefined) {
  const { t } = useTranslation();
  const notificar = useNotificar();
  const navigate = useNavigate();
  const [nueva, estadoNueva] = useNuevaEvaluacionMutation();
  const [actualizar, estadoActualizar] = useActualizarEvaluacionMutation();
  const [erroresServidor, setErroresServidor] = useState<ErroresFormulario>({});

  const guardar = async (v: ValoresEvaluacion) => {
    setErroresServidor({});
    const cuerpo = cuerpoEvaluacion(v);
    const r = id ? await actualizar({ ...cuerpo, _id: id }) : await nueva(cuerpo);
    if (r.error) {
      const falla = aApiFailure(r.error);
      notificar.error(t('evaluaciones.errores.guardar'), falla.data.error);
      setErroresServidor(falla.data.fields ?? {});
      return;
    }
    notificar.exito(t('comun.guardadoConExito'));
    void navigate(RUTA_EVALUACIONES);
  };

  return {
    guardar,
    erroresServidor,
    guardando: estadoNueva.isLoading || estadoActualizar.isLoading,
  };
}
