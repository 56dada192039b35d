import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { sinTituloRepetido } from '../../../ui/texto';

export interface AlertaDialogProps {
  abierto: boolean;
  titulo: string;
  mensaje: string;
  onCerrar(): void;
}

/** A modal alert with one acknowledge button: 'Falta poco!', the reset stub. */
export function AlertaDialog({ abierto, titulo, mensaje, onCerrar }: AlertaDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={abierto}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) onCerrar();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{titulo}</DialogTitle>
          <DialogContent>{sinTituloRepetido(mensaje, titulo)}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onCerrar}>
              {t('comun.entendido')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
