import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import type { ResultadoEnvio } from '../api';
import { RUTA_CERTIFICADOS } from '../tarjetas';

/** The graded attempt: score, APROBADO / NO APROBADO, the certificate it issued. */
export function ResultadoEvaluacion({
  resultado: r,
  onRetroalimentacion,
  onOtraVez,
}: {
  resultado: ResultadoEnvio;
  onRetroalimentacion(): void;
  onOtraVez(): void;
}) {
  const { t } = useTranslation();
  return (
    <MessageBar intent={r.aprobado ? 'success' : 'warning'} layout="multiline" role="status">
      <MessageBarBody>
        <MessageBarTitle>
          {r.aprobado
            ? t('evaluaciones.rendir.resultado.aprobado')
            : t('evaluaciones.rendir.resultado.noAprobado')}
        </MessageBarTitle>
        <div>{t('evaluaciones.rendir.resultado.puntaje', { puntaje: r.puntajeEstudiante })}</div>
        <div>
          {t('evaluaciones.rendir.resultado.correctas', {
            correctas: r.correctas,
            total: r.total,
          })}
        </div>
        {r.aprobado ? (
          <div>
            {r.certificado
              ? `${t('evaluaciones.rendir.resultado.certificado', { numero: r.certificado.numero })} `
              : null}
            <EnlaceInterno to={RUTA_CERTIFICADOS}>
              {t('evaluaciones.rendir.resultado.verCertificado')}
            </EnlaceInterno>
          </div>
        ) : null}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetroalimentacion}>
          {t('evaluaciones.rendir.resultado.verRetroalimentacion')}
        </Button>
        {r.aprobado ? null : (
          <Button onClick={onOtraVez}>{t('evaluaciones.rendir.resultado.otraVez')}</Button>
        )}
      </MessageBarActions>
    </MessageBar>
  );
}
