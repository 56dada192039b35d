import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { aApiFailure } from '../../../app/apiError';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import { useNotificar } from '../../../ui/notificaciones';
import { Pagina } from '../../../ui/Pagina';
import { useEvaluacionParaEditarQuery } from '../api';
import { FormularioEvaluacion } from '../components/FormularioEvaluacion';
import { evaluacionVacia, valoresDeEvaluacion } from '../evaluacionForm';
import { RUTA_EVALUACIONES } from '../tarjetas';

/** /evaluaciones/nuevo creates; /evaluacion/{id}/ loads the editor's copy and edits it. */
export function EvaluacionFormPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const notificar = useNotificar();
  const consulta = useEvaluacionParaEditarQuery(id ?? '', { skip: !id });
  const fallo = consulta.isError ? aApiFailure(consulta.error).data.error : null;

  useEffect(() => {
    if (fallo) notificar.error(t('evaluaciones.errores.cargar'), fallo);
  }, [fallo, notificar, t]);

  return (
    <Pagina
      cabecera={{
        titulo: id ? t('evaluaciones.form.tituloEditar') : t('evaluaciones.form.tituloNuevo'),
      }}
    >
      {!id ? <FormularioEvaluacion inicial={evaluacionVacia()} /> : null}
      {id && consulta.isLoading ? <Spinner size="small" label={t('comun.cargando')} /> : null}
      {fallo ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('evaluaciones.errores.cargar')}: {fallo}{' '}
            <EnlaceInterno to={RUTA_EVALUACIONES}>{t('evaluaciones.rendir.volver')}</EnlaceInterno>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {id && consulta.data ? (
        // Keyed by id: another evaluation starts a fresh form, a refetch does not reset it.
        <FormularioEvaluacion key={id} id={id} inicial={valoresDeEvaluacion(consulta.data)} />
      ) : null}
    </Pagina>
  );
}
