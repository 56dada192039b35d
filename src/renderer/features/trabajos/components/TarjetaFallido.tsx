import {
  Body1,
  Button,
  Caption1,
  Card,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { formatearFecha } from '@shared/dates';
import type { TrabajoFallidoVista } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { formatoNumero } from '../../../i18n';
import { descripcionTrabajo, nombreCola } from '../texto';

const useStyles = makeStyles({
  tarjeta: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  datos: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  valor: { margin: 0, overflowWrap: 'anywhere' },
  // The error may be a long database message: it wraps instead of widening the page.
  error: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  acciones: { display: 'flex', justifyContent: 'flex-end' },
});

/**
 * One failed job as a card (cards wrap on a phone where a seven-column table would not):
 * its kind as a heading, what it was about, the last error, attempts and dates, and a
 * retry button whose accessible name says which job it retries.
 */
export function TarjetaFallido(props: {
  trabajo: TrabajoFallidoVista;
  reintentando: boolean;
  onReintentar(id: string): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { trabajo } = props;
  const tipo = nombreCola(t, trabajo.nombre);
  const fallidoEn = formatearFecha(trabajo.fallidoEn);
  return (
    <Card className={styles.tarjeta}>
      <Subtitle2 as="h3">{tipo}</Subtitle2>
      <Body1>{descripcionTrabajo(t, trabajo)}</Body1>
      <dl className={styles.datos}>
        <dt>
          <Caption1>{t('trabajos.fallidos.error')}</Caption1>
        </dt>
        <dd className={styles.valor}>
          <Caption1 className={styles.error}>{trabajo.error}</Caption1>
        </dd>
        <dt>
          <Caption1>{t('trabajos.fallidos.intentos')}</Caption1>
        </dt>
        <dd className={styles.valor}>
          <Caption1>{formatoNumero(trabajo.intentos)}</Caption1>
        </dd>
        <dt>
          <Caption1>{t('trabajos.fallidos.creado')}</Caption1>
        </dt>
        <dd className={styles.valor}>
          <Caption1>{formatearFecha(trabajo.creadoEn)}</Caption1>
        </dd>
        <dt>
          <Caption1>{t('trabajos.fallidos.fallido')}</Caption1>
        </dt>
        <dd className={styles.valor}>
          <Caption1>{fallidoEn}</Caption1>
        </dd>
      </dl>
      <div className={styles.acciones}>
        <Button
          appearance="primary"
          disabled={props.reintentando}
          aria-label={t('trabajos.reintentarEtiqueta', { tipo, fecha: fallidoEn })}
          onClick={() => props.onReintentar(trabajo._id)}
        >
          {t('trabajos.reintentar')}
        </Button>
      </div>
    </Card>
  );
}
