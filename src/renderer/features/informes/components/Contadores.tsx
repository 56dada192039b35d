import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { TotalInforme } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { duracion } from '../informes';
import { useCuentaAscendente } from '../useCuentaAscendente';

const useStyles = makeStyles({
  rejilla: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  // A plain <div> styled as a card: a <dl> may group its dt/dd pairs in divs only.
  tarjeta: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    '@media print': { boxShadow: 'none', border: `1px solid ${tokens.colorNeutralStroke1}` },
  },
  principal: { borderTop: `4px solid ${tokens.colorBrandBackground}` },
  cifra: {
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    margin: 0,
  },
  detalle: { margin: 0, color: tokens.colorNeutralForeground3 },
  oculto: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

type Clave = keyof Omit<TotalInforme, 'segundosEstudio'>;

/** The three counters of the spec first, then the programme's events. */
const ORDEN: readonly Clave[] = [
  'horasGrabacion',
  'cursos',
  'llamadas',
  'registrados',
  'leccionesCompletadas',
  'cursosCompletados',
  'aprobados',
  'certificados',
];

function Contador(props: {
  clave: Clave;
  valor: number;
  principal: boolean;
  corrida: number;
  detalle?: string;
}) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const decimales = props.clave === 'horasGrabacion' ? 2 : 0;
  const mostrado = useCuentaAscendente(props.valor, decimales, props.corrida);
  const formato = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: decimales,
    maximumFractionDigits: decimales,
  });
  return (
    <div className={mergeClasses(styles.tarjeta, props.principal ? styles.principal : undefined)}>
      <dt>
        <Caption1>{t(`informes.contadores.${props.clave}`)}</Caption1>
      </dt>
      {/* The final figure for assistive technology; the animation is for the eye only. */}
      <dd className={styles.cifra} data-contador={props.clave} data-valor={props.valor}>
        <span aria-hidden="true">{formato.format(mostrado)}</span>
        <span className={styles.oculto}>{formato.format(props.valor)}</span>
      </dd>
      {props.detalle ? (
        <dd className={styles.detalle}>
          <Caption1>{props.detalle}</Caption1>
        </dd>
      ) : null}
    </div>
  );
}

/** The report's counters: each counts up from zero over two seconds when a report arrives. */
export function Contadores(props: { total: TotalInforme; corrida: number }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <section aria-label={t('informes.contadores.titulo')}>
      <dl className={styles.rejilla}>
        {ORDEN.map((clave, i) => (
          <Contador
            key={clave}
            clave={clave}
            valor={props.total[clave]}
            principal={i < 3}
            corrida={props.corrida}
            detalle={
              clave === 'horasGrabacion'
                ? t('informes.contadores.tiempo', { tiempo: duracion(props.total.segundosEstudio) })
                : undefined
            }
          />
        ))}
      </dl>
    </section>
  );
}
