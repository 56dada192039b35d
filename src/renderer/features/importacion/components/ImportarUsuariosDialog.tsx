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
import { useNavigate } from 'react-router-dom';
import { routeRequest } from '../../../app/routeRequest';
import { filasAplicables, rutaCredenciales } from '../lote';
import { useDescargarCsv } from '../useDescargarCsv';
import { useImportacion } from '../useImportacion';
import { PasoElegir } from './PasoElegir';
import { PasoProgreso } from './PasoProgreso';
import { PasoResultado } from './PasoResultado';
import { VistaLote } from './VistaLote';

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
  const navigate = useNavigate();
  const flujo = useImportacion();
  const [modo, setModo] = useState<ModoImportacion>('soloNuevos');
  const descarga = useDescargarCsv();
  const { lote, paso } = flujo;
  const aplicables = lote ? filasAplicables(lote, modo) : 0;

  const contenido = () => {
    if (paso === 'elegir' || !lote) {
      return (
        <PasoElegir
          reemplazarCursos={flujo.reemplazarCursos}
          subida={flujo.subida}
          descargandoPlantilla={descarga.descargando}
          onReemplazarCursos={flujo.setReemplazarCursos}
          onElegir={() => void flujo.elegir()}
          onPlantilla={() =>
            void descarga.descargar(routeRequest('importacion.plantilla'), 'plantilla.csv')
          }
        />
      );
    }
    if (paso === 'vista') {
      return (
        <VistaLote
          key={lote.id}
          lote={lote}
          modo={modo}
          puedeActualizar={props.puedeActualizar}
          onModo={setModo}
        />
      );
    }
    if (paso === 'progreso') return <PasoProgreso lote={lote} />;
    return (
      <PasoResultado
        lote={lote}
        descargando={descarga.descargando}
        onDescargarCredenciales={() =>
          void descarga.descargar(
            routeRequest('importacion.credenciales', { params: { lote: lote.id } }),
            'credenciales.csv',
          )
        }
        onImprimirCredenciales={() => void navigate(rutaCredenciales(lote.id))}
      />
    );
  };

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
            {contenido()}
          </DialogContent>
          <DialogActions>
            {paso === 'vista' ? (
              <Button appearance="secondary" onClick={flujo.otroArchivo}>
                {t('importacion.vista.otroArchivo')}
              </Button>
            ) : null}
            {paso === 'progreso' ? (
              <Button
                appearance="secondary"
                disabled={flujo.cancelando}
                onClick={() => void flujo.cancelarImportacion()}
              >
                {t('importacion.progreso.cancelar')}
              </Button>
            ) : null}
            <Button appearance="secondary" onClick={props.onCerrar}>
              {t('comun.cerrar')}
            </Button>
            {paso === 'vista' ? (
              <Button
                appearance="primary"
                disabled={aplicables === 0 || flujo.confirmando || flujo.subida !== null}
                onClick={() => void flujo.importar(modo)}
              >
                {t('importacion.vista.importar')}
              </Button>
            ) : null}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
