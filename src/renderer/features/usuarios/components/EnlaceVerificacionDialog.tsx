import { Body1, Button, Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertaDialogBase } from '../../../ui/AlertaDialogBase';

/**
 * After creating an unverified account: the one-time link the admin hands to the user (no
 * email is sent by the platform). Copy uses the clipboard when the browser allows it.
 */
export function EnlaceVerificacionDialog({
  enlace,
  onCerrar,
}: {
  enlace: string;
  onCerrar(): void;
}) {
  const { t } = useTranslation();
  const [copiado, setCopiado] = useState(false);
  return (
    <AlertaDialogBase titulo={t('usuarios.verificacion.titulo')} onCerrar={onCerrar}>
      <Body1>{t('usuarios.verificacion.mensaje')}</Body1>
      <Field
        label={t('usuarios.verificacion.enlace')}
        hint={copiado ? t('usuarios.verificacion.copiado') : undefined}
      >
        <Input readOnly value={enlace} onFocus={(e) => e.currentTarget.select()} />
      </Field>
      <div>
        <Button
          onClick={() => {
            navigator.clipboard
              .writeText(enlace)
              .then(() => setCopiado(true))
              .catch(() => setCopiado(false));
          }}
        >
          {t('usuarios.verificacion.copiar')}
        </Button>
      </div>
    </AlertaDialogBase>
  );
}
