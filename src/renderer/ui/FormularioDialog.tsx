import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  contenido: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  ancho: { maxWidth: '720px' },
});

export interface FormularioDialogProps {
  abierto: boolean;
  titulo: string;
  /** The submit button's text. */
  accion: string;
  /** Disables submit (invalid form); pressing it is then impossible. */
  deshabilitado?: boolean;
  enviando?: boolean;
  ancho?: boolean;
  onEnviar(): void;
  onCancelar(): void;
  children: ReactNode;
}

/** A modal form with Cancelar and one submit button: every dialog of the admin screens. */
export function FormularioDialog({
  abierto,
  titulo,
  accion,
  deshabilitado = false,
  enviando = false,
  ancho = false,
  onEnviar,
  onCancelar,
  children,
}: FormularioDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const enviar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!deshabilitado && !enviando) onEnviar();
  };
  return (
    <Dialog
      open={abierto}
      onOpenChange={(_, data) => {
        if (!data.open) onCancelar();
      }}
    >
      <DialogSurface className={ancho ? styles.ancho : undefined}>
        <form onSubmit={enviar} noValidate>
          <DialogBody>
            <DialogTitle>{titulo}</DialogTitle>
            <DialogContent className={styles.contenido}>{children}</DialogContent>
            <DialogActions>
              <Button type="button" appearance="secondary" onClick={onCancelar}>
                {t('comun.cancelar')}
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabled={deshabilitado || enviando}
                icon={enviando ? <Spinner size="tiny" /> : undefined}
              >
                {accion}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
