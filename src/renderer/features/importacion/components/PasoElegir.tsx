import {
  Body1,
  Button,
  Caption1,
  Checkbox,
  Field,
  ProgressBar,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { IconoDescargar, IconoSubir } from '../../../ui/iconos';

const useStyles = makeStyles({
  fila: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  aviso: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

export interface PasoElegirProps {
  reemplazarCursos: boolean;
  /** Upload progress 0–100 while the file goes to the dry run; null otherwise. */
  subida: number | null;
  descargandoPlantilla: boolean;
  onReemplazarCursos(valor: boolean): void;
  onElegir(): void;
  onPlantilla(): void;
}

/**
 * Step 1: the options that shape the dry run, then the file. Choosing the file uploads it
 * at once; the replace option is read by the server during validation, so it comes first.
 */
export function PasoElegir(props: PasoElegirProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const subiendo = props.subida !== null;
  return (
    <>
      <Body1 as="p">{t('importacion.elegir.explicacion')}</Body1>
      <Checkbox
        checked={props.reemplazarCursos}
        disabled={subiendo}
        label={t('importacion.elegir.reemplazarCursos')}
        onChange={(_, data) => props.onReemplazarCursos(data.checked === true)}
      />
      {props.reemplazarCursos ? (
        <Caption1 as="p" className={styles.aviso}>
          {t('importacion.elegir.avisoReemplazar')}
        </Caption1>
      ) : null}
      <div className={styles.fila}>
        <Button
          appearance="primary"
          icon={<IconoSubir />}
          disabled={subiendo}
          onClick={props.onElegir}
        >
          {t('importacion.elegir.boton')}
        </Button>
        <Button
          appearance="subtle"
          icon={<IconoDescargar />}
          disabled={props.descargandoPlantilla}
          onClick={props.onPlantilla}
        >
          {t('importacion.elegir.plantilla')}
        </Button>
      </div>
      {subiendo ? (
        <Field
          label={t('importacion.elegir.subiendo', { porcentaje: props.subida })}
          validationState="none"
        >
          <ProgressBar value={(props.subida ?? 0) / 100} />
        </Field>
      ) : null}
    </>
  );
}
