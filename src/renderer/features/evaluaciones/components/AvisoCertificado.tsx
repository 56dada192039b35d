import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import { RUTA_CERTIFICADOS } from '../tarjetas';

/** The evaluations page's banner once the learner has a certificate, with its link. */
export function AvisoCertificado() {
  const { t } = useTranslation();
  return (
    <MessageBar intent="success" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('evaluaciones.lista.certificadoDisponible')}</MessageBarTitle>
        {t('evaluaciones.lista.certificadoAyuda')}{' '}
        <EnlaceInterno to={RUTA_CERTIFICADOS}>
          {t('evaluaciones.lista.irCertificado')}
        </EnlaceInterno>
      </MessageBarBody>
    </MessageBar>
  );
}
