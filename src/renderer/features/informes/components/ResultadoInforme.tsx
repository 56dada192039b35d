import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReporteInforme } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { textoDeDia } from '../informes';
import { Contadores } from './Contadores';
import { GraficaCentros } from './GraficaCentros';
import { TablaCentros } from './TablaCentros';

const useStyles = makeStyles({
  resultado: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  parrafo: { margin: 0 },
  graficaYTabla: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 1500px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
    '@media print': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** A report's period, counters, and the activity per centre as a chart with its table. */
export function ResultadoInforme(props: { reporte: ReporteInforme; corrida: number }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const r = props.reporte;
  return (
    <div className={styles.resultado}>
      <div>
        <Body1 as="p" className={styles.parrafo}>
          {t('informes.periodo', { desde: textoDeDia(r.desde), hasta: textoDeDia(r.hasta) })}
        </Body1>
        {r.alcance === 'misCursos' ? (
          <Caption1 as="p" className={styles.parrafo}>
            {t('informes.soloMisCursos')}
          </Caption1>
        ) : null}
      </div>
      <Contadores total={r.total} corrida={props.corrida} />
      <div className={styles.graficaYTabla}>
        <GraficaCentros filas={r.grafica} />
        <TablaCentros filas={r.grafica} total={r.total} />
      </div>
    </div>
  );
}
