import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ModoImportacion } from '@shared/domain/importacion';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportacion } from '../useImportacion';
import { AccionesImportacion, PasoActual } from './PasosImportacion';

const useStyles = makeStyles({
  // The preview table needs room: wider than Fluent's default 600px.
  superficie: { maxWidth: '960px', width: '100%' },
  contenido: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * 'Importar usuarios' (issue 8): file → full dry run → confirm → progress → result. Closing
 * while the import runs leaves it running on the server; the history shows how it ended.
 */
export function ImportarUsuariosDialog(props: { puedeActualizar: boolean; onCerrar(): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const flujo = useImportacion();
  const [modo, setModo] = useState<ModoImportacion>('soloNuevos');
  const { paso } = flujo;

  return (
    <Dialog
      open
      modalType="modal"
      onOpenChange={(_, data) => {
        if (!data.open) props.onCerrar();
      }}
    >
      <DialogSurface className={styles.superficie}>
        <DialogBody>
          <DialogTitle>{t('importacion.titulo')}</DialogTitle>
          <DialogContent className={styles.contenido}>
            {flujo.error ? (
              <MessageBar intent="error">
                <MessageBarBody>{flujo.error}</MessageBarBody>
              </MessageBar>
            ) : null}
            {flujo.conflicto && paso === 'vista' ? (
              <MessageBar intent="warning">
                <MessageBarBody>{flujo.conflicto}</MessageBarBody>
                <MessageBarActions>
                  <Button disabled={flujo.subida !== null} onClick={() => void flujo.revalidar()}>
                    {t('importacion.vista.validarDeNuevo')}
                  </Button>
                </MessageBarActions>
              </MessageBar>
            ) : null}
            <PasoActual
              flujo={flujo}
              modo={modo}
              puedeActualizar={props.puedeActualizar}
              onModo={setModo}
            />
          </DialogContent>
          <DialogActions>
            <AccionesImportacion flujo={flujo} modo={modo} onCerrar={props.onCerrar} />
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
