import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../../app/apiError';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import { Pagina } from '../../../ui/Pagina';

/**
 * A page that could not be read: "not found or no access" for a 404 (the server tells the
 * two apart for nobody), the server's own message otherwise (offline, for instance).
 */
export function NoEncontrada({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const falla = error ? aApiFailure(error) : null;
  return (
    <Pagina cabecera={{ titulo: t('wiki.titulo') }}>
      <MessageBar intent="error">
        <MessageBarBody>
          {falla && falla.status !== 404 ? falla.data.error : t('wiki.noEncontrada')}
        </MessageBarBody>
      </MessageBar>
      <EnlaceInterno to="/wiki">{t('wiki.volver')}</EnlaceInterno>
    </Pagina>
  );
}
