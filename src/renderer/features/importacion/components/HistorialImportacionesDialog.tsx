import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Lote } from '@shared/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../../app/apiError';
import { routeRequest } from '../../../app/routeRequest';
import { AlertaDialogBase } from '../../../ui/AlertaDialogBase';
import { ConfirmarDialog } from '../../../ui/ConfirmarDialog';
import { useNotificar } from '../../../ui/notificaciones';
import { Paginacion } from '../../../ui/Paginacion';
import { totalPaginas } from '@shared/domain/paginacion';
import { useDeshacerLoteMutation, useListarLotesQuery, type ResultadoDeshacer } from '../api';
import { useDescargarCsv } from '../useDescargarCsv';
import { ResultadoDeshacer as VistaResultado } from './ResultadoDeshacer';
import { TablaLotes } from './TablaLotes';

const LOTES_POR_PAGINA = 10;

const useStyles = makeStyles({
  superficie: { maxWidth: '1000px', width: '100%' },
  contenido: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The batches, newest first, ten a page; credentials download per batch. */
function ListaLotes(props: { puedeDeshacer: boolean; onDeshacer(lote: Lote): void }) {
  const [pagina, setPagina] = useState(1);
  const consulta = useListarLotesQuery({ pagina, limite: LOTES_POR_PAGINA });
  const descarga = useDescargarCsv();
  return (
    <>
      {consulta.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{aApiFailure(consulta.error).data.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <TablaLotes
        lotes={consulta.data?.data ?? []}
        puedeDeshacer={props.puedeDeshacer}
        descargando={descarga.descargando}
        onDeshacer={props.onDeshacer}
        onCredenciales={(lote) =>
          void descarga.descargar(
            routeRequest('importacion.credenciales', { params: { lote: lote.id } }),
            'credenciales.csv',
          )
        }
      />
      <Paginacion
        pagina={pagina}
        paginas={totalPaginas(consulta.data?.total ?? 0, LOTES_POR_PAGINA)}
        total={consulta.data?.total ?? 0}
        limite={LOTES_POR_PAGINA}
        tamanos={[LOTES_POR_PAGINA]}
        onPagina={setPagina}
        onLimite={() => undefined}
      />
    </>
  );
}

/** 'Historial de importaciones' (issue 8): who imported what, when, and undo. */
export function HistorialImportacionesDialog(props: { puedeDeshacer: boolean; onCerrar(): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const notificar = useNotificar();
  const [aDeshacer, setADeshacer] = useState<Lote | null>(null);
  const [resultado, setResultado] = useState<ResultadoDeshacer | null>(null);
  const [deshacer, estadoDeshacer] = useDeshacerLoteMutation();

  const confirmarDeshacer = async () => {
    if (!aDeshacer) return;
    const r = await deshacer(aDeshacer.id);
    setADeshacer(null);
    if (r.data) setResultado(r.data);
    else notificar.error(t('importacion.deshacer.error'), aApiFailure(r.error).data.error);
  };

  return (
    <>
      <Dialog
        open
        onOpenChange={(_, data) => {
          if (!data.open) props.onCerrar();
        }}
      >
        <DialogSurface className={styles.superficie}>
          <DialogBody>
            <DialogTitle>{t('importacion.historial.titulo')}</DialogTitle>
            <DialogContent className={styles.contenido}>
              <ListaLotes puedeDeshacer={props.puedeDeshacer} onDeshacer={setADeshacer} />
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={props.onCerrar}>
                {t('comun.cerrar')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <ConfirmarDialog
        abierto={aDeshacer !== null}
        titulo={t('importacion.deshacer.titulo')}
        accion={t('importacion.deshacer.boton')}
        enviando={estadoDeshacer.isLoading}
        onCancelar={() => setADeshacer(null)}
        onConfirmar={() => void confirmarDeshacer()}
      >
        <Body1 as="p">{t('importacion.deshacer.explicacion')}</Body1>
        {aDeshacer ? (
          <Body1 as="p">
            {aDeshacer.archivoNombre} (
            {t('importacion.historial.aplicado', {
              creados: aDeshacer.creados,
              actualizados: aDeshacer.actualizados,
            })}
            )
          </Body1>
        ) : null}
      </ConfirmarDialog>
      {resultado ? (
        <AlertaDialogBase
          titulo={t('importacion.deshacer.resultado')}
          onCerrar={() => setResultado(null)}
        >
          <VistaResultado resultado={resultado} />
        </AlertaDialogBase>
      ) : null}
    </>
  );
}
