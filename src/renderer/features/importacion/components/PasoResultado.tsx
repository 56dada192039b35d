import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Lote } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { IconoDescargar } from '../../../ui/iconos';
import { textoResultadoLote } from '../lote';

const useStyles = makeStyles({
  fila: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

export interface PasoResultadoProps {
  lote: Lote;
  descargando: boolean;
  onDescargarCredenciales(): void;
  onImprimirCredenciales(): void;
}

/** Step 4: how it ended and, for generated passwords, how to hand them over. */
export function PasoResultado({ lote, ...props }: PasoResultadoProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const exito = lote.estado === 'completado';
  return (
    <>
      <MessageBar intent={exito ? 'success' : lote.estado === 'fallido' ? 'error' : 'warning'}>
        <MessageBarBody>{textoResultadoLote(lote, t)}</MessageBarBody>
      </MessageBar>
      {lote.credencialesPendientes > 0 ? (
        <>
          <Body1 as="p">
            {t('importacion.resultado.credenciales', { count: lote.credencialesPendientes })}
          </Body1>
          <div className={styles.fila}>
            <Button
              icon={<IconoDescargar />}
              disabled={props.descargando}
              onClick={props.onDescargarCredenciales}
            >
              {t('importacion.credenciales.descargar')}
            </Button>
            <Button onClick={props.onImprimirCredenciales}>
              {t('importacion.credenciales.imprimir')}
            </Button>
          </div>
        </>
      ) : null}
    </>
  );
}
