import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  contenido: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

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
  const styles = useStyles();
  return (
    <Dialog
      open={abierto}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) onCancelar();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{titulo}</DialogTitle>
          <DialogContent className={styles.contenido}>{children}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancelar}>
              {t('comun.cancelar')}
            </Button>
            <Button appearance="primary" disabled={enviando} onClick={onConfirmar}>
              {accion}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
