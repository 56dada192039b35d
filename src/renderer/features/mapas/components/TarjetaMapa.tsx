import {
  Badge,
  Caption1,
  Card,
  ProgressBar,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { TarjetaMapa as Tarjeta } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { revisionDe, valorBarra } from '../mapas';
import { botonTarjeta, focoTarjeta } from '../../../ui/estilosTarjeta';

const useStyles = makeStyles({
  tarjeta: { padding: 0 },
  boton: {
    ...botonTarjeta,
    position: 'relative',
    cursor: 'pointer',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    width: '100%',
    ...focoTarjeta('-3px'),
  },
  cabeza: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  nombre: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  soloLectores: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

/** One course on the maps screen; the whole card opens the course. */
export function TarjetaMapa({ tarjeta, onAbrir }: { tarjeta: Tarjeta; onAbrir(id: string): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const revision = revisionDe(tarjeta);
  return (
    <Card className={styles.tarjeta}>
      <button type="button" className={styles.boton} onClick={() => onAbrir(tarjeta._id)}>
        {/* Named by its content, which starts with "Abrir el curso <nombre>": an aria-label
            would hide the figures the card shows (axe label-content-name-mismatch). */}
        <span className={styles.soloLectores}>{t('mapas.abrir', { nombre: tarjeta.nombre })}</span>
        <span className={styles.cabeza}>
          <Text className={styles.nombre} aria-hidden>
            {tarjeta.nombre}
          </Text>
          <Badge appearance="tint" color={tarjeta.activo ? 'success' : 'subtle'} shape="rounded">
            {tarjeta.activo ? t('mapas.activo') : t('mapas.inactivo')}
          </Badge>
        </span>
        <Caption1>{tarjeta.codigo}</Caption1>
        <Caption1>
          {revision.clave === 'mapas.ultimaRevision'
            ? t(revision.clave, { fecha: revision.fecha })
            : t(revision.clave)}
        </Caption1>
        <Text>{t('mapas.aprendices', { count: tarjeta.aprendices })}</Text>
        <ProgressBar value={valorBarra(tarjeta)} thickness="large" aria-hidden />
        <Text>{t('mapas.completado', { porcentaje: tarjeta.porcentajeCompletado })}</Text>
        <Caption1>
          {t('mapas.completados', {
            completados: tarjeta.completados,
            aprendices: tarjeta.aprendices,
          })}
        </Caption1>
      </button>
    </Card>
  );
}
