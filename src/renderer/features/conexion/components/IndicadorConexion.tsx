import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { esEscritorio } from '../../../platform';
import { etiquetasIndicador } from '../formulario';
import { useEstadoConexion, useVigilarConexion } from '../hooks';

const useStyles = makeStyles({
  badge: { whiteSpace: 'nowrap', marginInline: tokens.spacingHorizontalXS },
});

/**
 * The frame's connection badge (desktop only): 'Local' or 'Centro', and 'En línea' or
 * 'Sin conexión'. A browser has no mode, and its offline state is the browser's own.
 */
export function IndicadorConexion() {
  const escritorio = esEscritorio();
  useVigilarConexion(escritorio);
  const estado = useEstadoConexion();
  const { t } = useTranslation();
  const styles = useStyles();
  const etiquetas = escritorio ? etiquetasIndicador(estado) : null;
  if (!etiquetas) return null;
  const modo = t(etiquetas.modo);
  const enLinea = t(etiquetas.estado);
  return (
    <Badge
      className={styles.badge}
      appearance="tint"
      color={estado.enLinea ? 'success' : 'danger'}
      role="status"
      aria-label={t('conexion.indicador.etiqueta', { modo, estado: enLinea })}
      title={estado.urlCentro ?? undefined}
    >
      {modo} · {enLinea}
    </Badge>
  );
}
