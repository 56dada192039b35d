import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { FilaCentro } from '@shared/api';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const useStyles = makeStyles({
  bloque: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  area: { width: '100%', height: '360px', '@media print': { height: '300px' } },
});

/** Long centre names are cut on the axis; the table beside shows them whole. */
const corto = (texto: string) => (texto.length > 18 ? `${texto.slice(0, 17)}…` : texto);

/**
 * The column chart of spec 2 — "calls per station", here lesson views (and hours of study)
 * per centre. The chart is for the eye: its figures are all in the table beside it, which
 * is what assistive technology reads.
 */
export function GraficaCentros(props: { filas: readonly FilaCentro[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const datos = props.filas.map((f) => ({ ...f, etiqueta: corto(f.centro) }));
  return (
    <section className={styles.bloque} aria-labelledby="informe-grafica-titulo">
      <Subtitle2 as="h2" id="informe-grafica-titulo">
        {t('informes.grafica.titulo')}
      </Subtitle2>
      {datos.length === 0 ? (
        <Body1>{t('informes.grafica.vacia')}</Body1>
      ) : (
        <div className={styles.area} role="img" aria-label={t('informes.grafica.descripcion')}>
          <ResponsiveContainer width="100%" height="100%">
            {/* No keyboard layer of its own: the table beside it is the accessible view. */}
            <BarChart
              data={datos}
              margin={{ top: 8, right: 16, bottom: 48, left: 8 }}
              accessibilityLayer={false}
            >
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="etiqueta" angle={-30} textAnchor="end" interval={0} height={70} />
              <YAxis yAxisId="vistas" allowDecimals={false} />
              <YAxis yAxisId="horas" orientation="right" />
              <Tooltip />
              <Legend verticalAlign="top" />
              <Bar
                yAxisId="vistas"
                dataKey="llamadas"
                name={t('informes.grafica.llamadas')}
                fill={tokens.colorBrandBackground}
                isAnimationActive={false}
              />
              <Bar
                yAxisId="horas"
                dataKey="horas"
                name={t('informes.grafica.horas')}
                fill={tokens.colorPaletteDarkOrangeBackground3}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </section>
  );
}
