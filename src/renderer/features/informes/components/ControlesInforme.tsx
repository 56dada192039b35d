import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { rangoRapido, type RangoRapido } from '@shared/domain/informes';
import { useTranslation } from 'react-i18next';
import { SelectorFecha } from './SelectorFecha';

const useStyles = makeStyles({
  controles: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  rapidos: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const RAPIDOS: readonly [RangoRapido, 'esteMes' | 'estaSemana' | 'hoy'][] = [
  ['mes', 'esteMes'],
  ['semana', 'estaSemana'],
  ['hoy', 'hoy'],
];

export interface RangoElegido {
  desde: string;
  hasta: string;
}

/**
 * The report's range: 'Este Mes', 'Esta Semana' (from Monday), 'Hoy' — each runs at once —
 * or the 'Desde' / 'Registrados hasta' pickers and 'Generar'. Days are Colombian days.
 */
export function ControlesInforme(props: {
  rango: RangoElegido;
  onRango(rango: RangoElegido): void;
  onGenerar(rango: RangoElegido): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { desde, hasta } = props.rango;
  const invertido = desde !== '' && hasta !== '' && desde > hasta;
  const valido = desde !== '' && hasta !== '' && !invertido;
  return (
    <div className={styles.controles} data-sin-imprimir="">
      <div className={styles.rapidos} role="group" aria-label={t('informes.rapidos')}>
        {RAPIDOS.map(([cual, clave]) => (
          <Button
            key={cual}
            onClick={() => {
              const r = rangoRapido(cual);
              props.onRango(r);
              props.onGenerar(r);
            }}
          >
            {t(`informes.${clave}`)}
          </Button>
        ))}
      </div>
      <SelectorFecha
        etiqueta={t('informes.desde')}
        dia={desde}
        onCambiar={(d) => props.onRango({ desde: d, hasta })}
      />
      <SelectorFecha
        etiqueta={t('informes.hasta')}
        dia={hasta}
        onCambiar={(h) => props.onRango({ desde, hasta: h })}
        error={invertido ? t('informes.rangoInvertido') : undefined}
      />
      <Button appearance="primary" disabled={!valido} onClick={() => props.onGenerar(props.rango)}>
        {t('informes.generar')}
      </Button>
    </div>
  );
}
