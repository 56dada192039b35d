import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/**
 * Why the user is back on the login page (the session ended): fetched when there is one to
 * show (issue 18: Fluent's MessageBar is not needed to show the form).
 */
export function AvisoSesion({ aviso }: { aviso: string }) {
  const { t } = useTranslation();
  return (
    <MessageBar intent="warning">
      <MessageBarBody>
        <MessageBarTitle>{t('auth.sesion.terminada')}</MessageBarTitle>
        {aviso}
      </MessageBarBody>
    </MessageBar>
  );
}
