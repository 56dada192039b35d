import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  contenido: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // While the session closes, the previous learner's screen must not show through.
  fondoOpaco: { backgroundColor: tokens.colorNeutralBackground1 },
});

/**
 * The idle countdown of a shared PC. A key press or 'Seguir aquí' closes it (the watcher in
 * inactividad.ts decides); the button has the focus, so Enter works too.
 */
export function CuentaRegresivaDialog({
  segundos,
  onSeguir,
}: {
  segundos: number;
  onSeguir(): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Dialog open modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('kiosko.cuentaRegresiva.titulo')}</DialogTitle>
          <DialogContent className={styles.contenido}>
            <Text size={500} weight="semibold" role="timer">
              {t('kiosko.cuentaRegresiva.mensaje', { segundos })}
            </Text>
            <Text>{t('kiosko.cuentaRegresiva.explicacion')}</Text>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onSeguir}>
              {t('kiosko.cuentaRegresiva.seguir')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** Shown from the end of the countdown until the login page replaces the learner's screen. */
export function CerrandoSesionDialog() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Dialog open modalType="alert">
      <DialogSurface backdrop={{ className: styles.fondoOpaco }}>
        <DialogBody>
          <DialogContent>{t('kiosko.cerrando')}</DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
