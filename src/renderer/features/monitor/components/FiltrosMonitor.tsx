import {
  Button,
  Checkbox,
  Field,
  Input,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ESTADOS_EVALUACION_MONITOR } from '@shared/api/monitor';
import { useTranslation } from 'react-i18next';
import { IconoDescargar } from '../../../ui/iconos';
import { conFiltro, type EstadoFiltros } from '../presentacion';

const useStyles = makeStyles({
  fila: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  busqueda: { minWidth: '240px' },
});

/** Search, centre, state, inactivity and the export of what they select. */
export function FiltrosMonitor(props: {
  filtros: EstadoFiltros;
  centros: readonly string[];
  exportando: boolean;
  onCambio(filtros: EstadoFiltros): void;
  onExportar(): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { filtros, onCambio } = props;
  return (
    <div className={styles.fila}>
      <Field label={t('monitor.filtros.buscar')} className={styles.busqueda}>
        <Input
          type="search"
          value={filtros.busqueda}
          placeholder={t('monitor.filtros.buscarPlaceholder')}
          onChange={(_, d) => onCambio(conFiltro(filtros, { busqueda: d.value }))}
        />
      </Field>
      <Field label={t('monitor.filtros.centro')}>
        <Select
          value={filtros.centro}
          onChange={(_, d) => onCambio(conFiltro(filtros, { centro: d.value }))}
        >
          <option value="">{t('monitor.filtros.todosLosCentros')}</option>
          {props.centros.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('monitor.filtros.estado')}>
        <Select
          value={filtros.estado}
          onChange={(_, d) =>
            onCambio(conFiltro(filtros, { estado: d.value as EstadoFiltros['estado'] }))
          }
        >
          <option value="">{t('monitor.filtros.todosLosEstados')}</option>
          {ESTADOS_EVALUACION_MONITOR.map((e) => (
            <option key={e} value={e}>
              {t(`monitor.estado.${e}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Checkbox
        label={t('monitor.filtros.inactivos')}
        checked={filtros.inactivos}
        onChange={(_, d) => onCambio(conFiltro(filtros, { inactivos: d.checked === true }))}
      />
      <Button icon={<IconoDescargar />} disabled={props.exportando} onClick={props.onExportar}>
        {t('monitor.exportar')}
      </Button>
    </div>
  );
}
