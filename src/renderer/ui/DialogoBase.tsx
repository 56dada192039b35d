import {
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

const useStyles = makeStyles({
  contenido: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * The frame every simple dialog shares: title, stacked content, actions. Closing it by
 * Escape or outside (when the modal type allows) calls `onCerrar`.
 */
export function DialogoBase(props: {
  abierto: boolean;
  titulo: string;
  children: ReactNode;
  acciones: ReactNode;
  /** 'alert' for irreversible choices: no closing by clicking outside. */
  modalType?: 'modal' | 'alert';
  onCerrar(): void;
}) {
  const styles = useStyles();
  return (
    <Dialog
      open={props.abierto}
      modalType={props.modalType ?? 'modal'}
      onOpenChange={(_, data) => {
        if (!data.open) props.onCerrar();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{props.titulo}</DialogTitle>
          <DialogContent className={styles.contenido}>{props.children}</DialogContent>
          <DialogActions>{props.acciones}</DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
