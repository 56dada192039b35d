import { Button } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogoBase } from './DialogoBase';

/** A modal with free content and one 'Cerrar' button; mounted open, unmounted to close. */
export function AlertaDialogBase({
  titulo,
  children,
  onCerrar,
}: {
  titulo: string;
  children: ReactNode;
  onCerrar(): void;
}) {
  const { t } = useTranslation();
  return (
    <DialogoBase
      abierto
      titulo={titulo}
      onCerrar={onCerrar}
      acciones={
        <Button appearance="primary" onClick={onCerrar}>
          {t('comun.cerrar')}
        </Button>
      }
    >
      {children}
    </DialogoBase>
  );
}
