import { Button } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogoBase } from './DialogoBase';

export interface ConfirmarDialogProps {
  abierto: boolean;
  titulo: string;
  children: ReactNode;
  accion: string;
  enviando?: boolean;
  onConfirmar(): void;
  onCancelar(): void;
}

/** An irreversible action's confirmation (delete user, delete role). */
export function ConfirmarDialog({
  abierto,
  titulo,
  children,
  accion,
  enviando = false,
  onConfirmar,
  onCancelar,
}: ConfirmarDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogoBase
      abierto={abierto}
      titulo={titulo}
      modalType="alert"
      onCerrar={onCancelar}
      acciones={
        <>
          <Button appearance="secondary" onClick={onCancelar}>
            {t('comun.cancelar')}
          </Button>
          <Button appearance="primary" disabled={enviando} onClick={onConfirmar}>
            {accion}
          </Button>
        </>
      }
    >
      {children}
    </DialogoBase>
  );
}
