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
  const styles = useStyles();
  return (
    <Dialog
      open
      onOpenChange={(_, data) => {
        if (!data.open) onCerrar();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{titulo}</DialogTitle>
          <DialogContent className={styles.contenido}>{children}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onCerrar}>
              {t('comun.cerrar')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
